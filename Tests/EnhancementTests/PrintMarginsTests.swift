import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import Enhancement

/// A curled page's print margins made straight after its lines are (`PrintMargins`).
@Suite("print margins: a curled page's lines start on a straight margin")
struct PrintMarginsTests {
    /// Where the lines that start at the receipt's left margin start in the output (px), through `mapping`.
    static func marginStarts(_ page: SynthesizedPage, _ mapping: PageMapping) -> [Double] {
        let words = Dictionary(page.truth.words.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let starts = page.truth.lines.filter { !$0.decorative }.compactMap { line -> (page: Double, scene: Point)? in
            guard let id = line.wordIDs.first, let word = words[id], let flat = word.pageQuad else { return nil }
            return (flat.bottomLeft.x, word.quad.bottomLeft)
        }
        guard let margin = starts.map(\.page).min() else { return [] }
        return starts.filter { $0.page <= margin + 2 }.map { mapping.outputPoint(forInput: $0.scene).x }
    }

    /// `scanlab-bench dewarp` seed 8 (curl 0.6): its rows stretched between its sides and its lines straightened,
    /// the left margin still bowed: the lines that start at it start 47 px apart (capitals about 40 px), 13 px with the
    /// margins straightened. (Seed 20, the first case, with 44 px before and 19 px after, is found on its paper since
    /// page finding leaves a table's flecks out of the print, and its margin comes out straight, 13 px, without this step.)
    @Test("seed 8's lines that start at the left margin start within 25 px of each other")
    func curledSeed8() throws {
        let page = try PaperColourShareTests.photo(seed: 8, curl: 0.6)
        let result = try Enhancer.apply(.builtin(.grayscale), toFile: page.encoded, name: "curled-8.jpg")
        let mapping = try #require(result.mapping)
        var without = mapping
        without.margins = nil
        let now = Self.marginStarts(page, mapping), was = Self.marginStarts(page, without)
        try #require(now.count >= 10)
        let spread = (now.max() ?? 0) - (now.min() ?? 0), before = (was.max() ?? 0) - (was.min() ?? 0)
        #expect(mapping.margins != nil)
        #expect(before >= 25, "the margin was already straight: \(before) px without the margins straightened")
        #expect(spread < 25, "margin lines start across \(spread) px, \(before) px without the margins straightened")
    }

    /// A white page of print-like lines (capitals `cap` px, a line every two capitals), each running from
    /// `start(top)` to `end(top)` px across, `top` being its top row.
    static func page(width: Int = 900, height: Int = 1200, cap: Int = 24, start: (Double) -> Double, end: (Double) -> Double) -> Image {
        var image = Image(width: width, height: height, layout: .gray, fill: 240)
        var line = 0
        for top in stride(from: 40, to: height - 40 - cap, by: 2 * cap) {
            line += 1
            let x0 = Int(start(Double(top)).rounded()), x1 = Int(end(Double(top)).rounded())
            for x in max(0, x0)..<min(width, x1) {
                // Letters with gaps between them; a line's first and last columns are ink, as its margins are.
                let cell = (x - x0 + line * 5) % 19
                if cell >= 13 && x > x0 + 2 && x < x1 - 3 { continue }
                for y in top..<min(height, top + cap) { image.pixels[y * width + x] = 25 }
            }
        }
        return image
    }

    /// Margins that drift the same way down the page lean together: a shear (the print photographed askew, or a
    /// quad larger than the paper on one side and smaller on the other), which stretching rows cannot undo; a print
    /// narrowing towards its top (both margins moving outward down the page) is a trapezoid and is stretched.
    /// Each margin here moves by 5 capitals over the page, straight (no bow). Regression corpus history: seed 15
    /// curled (0.6), found with a quad larger than its paper, came out with its margins sheared (left one 178 px
    /// outward, right one 400 px inward), and stretching its rows to them raised its CER from 0.436 to 0.527.
    @Test("margins that drift the same way across the page (a shear) are left; margins that drift apart (a trapezoid) are straightened")
    func shearLeftTrapezoidStretched() throws {
        let cap = 24.0, height = 1200.0, drift = 5 * cap
        let sheared = Self.page(start: { 60 + drift * $0 / height }, end: { 700 + drift * $0 / height })
        let shearStretched = PrintMargins.estimate(sheared, capHeight: cap) != nil
        #expect(!shearStretched, "the sheared print's rows were stretched")
        let trapezoid = Self.page(start: { 60 + drift * (1 - $0 / height) }, end: { 840 - drift * (1 - $0 / height) })
        let stretch = try #require(PrintMargins.estimate(trapezoid, capHeight: cap))
        // The top rows, whose print is narrowest, are stretched: they read less than the page's width.
        #expect(stretch.right[60] - stretch.left[60] < 0.9 * 900, "top row reads \(stretch.left[60])...\(stretch.right[60])")
    }
}
