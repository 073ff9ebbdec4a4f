import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import PageFinding

/// A hand holding the page: its skin must not cut the paper's outline nor become page or print.
@Suite("Page finding with a hand over the page")
struct HandTests {
    /// A thumb at the invoice's right edge sits on the bridge of paper between a shadow band and the page's
    /// edge; its skin cut the bright outline in two and the page was found without its bottom (6.8% of the
    /// diagonal off, by brightness, before `SkinFill`). The same seed without the hand was found within 0.03%.
    @Test("a thumb across the paper's edge does not cut the page (invoice, ordinary, seed 2, hand at an edge)")
    func thumbAcrossTheEdge() throws {
        var spec = PageSpec(document: .invoice, language: .en, seed: 2, difficulty: .ordinary)
        spec.hand = .edge
        let page = try Synthesizer.synthesize(spec)
        let image = try ImageFile.decode(page.encoded, name: "invoice-ordinary-2-hand-edge")
        let found = PageFinder.find(in: image)
        let error = cornerError(page.truth.pageCorners, found.quad)
        #expect(error < 0.01, """
            corner error \(error) by \(found.detector); found \(found.quad.points), expected \(page.truth.pageCorners.points)
            \(found.trace.lines.joined(separator: "\n"))
            """)
    }

    /// A gray grid, paper at 220 with a band of table at 90, and an RGB photo of the same size.
    static func frame(skin: (Int, Int, Int), skinColumns: Range<Int>, skinRows: Range<Int>) -> (gray: Image, colour: Image) {
        let w = 100, h = 60
        var gray = Image(width: w, height: h, layout: .gray, fill: 220)
        var colour = Image(width: w, height: h, layout: .rgb, fill: 220)
        for y in 0..<h {
            for x in 0..<w {
                let table = y >= 40
                let v: UInt8 = table ? 90 : 220
                gray.pixels[y * w + x] = v
                colour.pixels[3 * (y * w + x)] = v; colour.pixels[3 * (y * w + x) + 1] = v; colour.pixels[3 * (y * w + x) + 2] = v
                if skinColumns.contains(x) && skinRows.contains(y) {
                    gray.pixels[y * w + x] = UInt8((299 * skin.0 + 587 * skin.1 + 114 * skin.2) / 1000)
                    colour.pixels[3 * (y * w + x)] = UInt8(skin.0)
                    colour.pixels[3 * (y * w + x) + 1] = UInt8(skin.1)
                    colour.pixels[3 * (y * w + x) + 2] = UInt8(skin.2)
                }
            }
        }
        return (gray, colour)
    }

    @Test("skin is filled from the paper around it: a thumb over paper becomes paper, over the table table",
          arguments: [(214, 160, 124), (132, 88, 60)])
    func skinFilled(_ tone: (Int, Int, Int)) {
        // A vertical thumb 8 px wide from row 10 down over the paper's edge (row 40) onto the table.
        let (gray, colour) = Self.frame(skin: tone, skinColumns: 46..<54, skinRows: 10..<55)
        let out = SkinFill.filled(gray, colour: colour, scale: (1, 1))
        #expect(out != gray)
        // Inside the thumb, over the paper and over the table (away from the paper's edge and the grown rim).
        #expect(abs(Int(out.pixels[25 * 100 + 50]) - 220) <= 2, "\(out.pixels[25 * 100 + 50])")
        #expect(abs(Int(out.pixels[50 * 100 + 50]) - 90) <= 2, "\(out.pixels[50 * 100 + 50])")
    }

    @Test("no skin, or a frame mostly skin-coloured (a wooden table), leaves the grid as it is")
    func nothingFilled() {
        // Warm-lit paper: inside Chai and Ngan's box but with too little red over blue.
        let (gray, colour) = Self.frame(skin: (235, 225, 205), skinColumns: 46..<54, skinRows: 10..<55)
        #expect(SkinFill.filled(gray, colour: colour, scale: (1, 1)) == gray)
        let (woodGray, wood) = Self.frame(skin: (160, 110, 70), skinColumns: 0..<100, skinRows: 30..<60)
        #expect(SkinFill.filled(woodGray, colour: wood, scale: (1, 1)) == woodGray)
    }
}
