import Foundation
import Imaging
import Documents
import PageFinding
import Scenes
import Testing
@testable import Enhancement

/// Print beyond a found quad's ends is taken in (`PrintEnds`).
@Suite("print ends: print beyond a curled page's found ends taken in")
struct PrintEndsTests {
    /// How far (output px) the topmost point of the page's first truth baseline stands below the output's top.
    static func firstBaselineTop(seed: UInt64, curl: Double) throws -> Double {
        let page = try PaperColourShareTests.photo(seed: seed, curl: curl)
        let result = try Enhancer.apply(.builtin(.grayscale), toFile: page.encoded, name: "curled-\(seed).jpg")
        let mapping = try #require(result.mapping)
        let first = try #require(page.truth.baselines.first)
        return first.map { mapping.outputPoint(forInput: $0).y }.min() ?? -.infinity
    }

    /// `scanlab-bench dewarp` seed 11 (curl 0.6): the found quad's top ran just below the store's name ("REDWOOD
    /// GENERAL STORE", dewarped CER 0.093 against 0.013 flat; its lines fan, so it shows a curl once flattened). The
    /// name's baseline must stand more than its body text's capital (32 px in the output) below the output's top, so
    /// its letters are read (1.6 px without `PrintEnds`). Seed 110, whose outline cut its name, is `PrintCut`'s.
    @Test("a curled receipt keeps its store's name above the found quad's top", arguments: [11] as [UInt64])
    func storeNameKept(seed: UInt64) throws {
        let top = try Self.firstBaselineTop(seed: seed, curl: 0.6)
        #expect(top >= 40, "the store name's baseline stands \(top) px below the output's top")
    }

    /// Flat receipts' found quads hold all their print: no end moves.
    @Test("a flat receipt's found quad keeps its ends", arguments: [1, 11, 110] as [UInt64])
    func flatKeepsEnds(seed: UInt64) throws {
        let page = try PaperColourShareTests.photo(seed: seed, curl: 0)
        let image = try ImageFile.decode(page.encoded, name: "flat-\(seed).\(page.fileExtension)")
        let gray = image.grayscale()
        let found = PageFinder.find(in: image, gray: gray)
        #expect(PrintEnds.extend(found.quad, in: gray) == nil)
    }
}

/// Print taken in at an end only when it lies against the end (`PrintEnds.maximumLeadInCapitals`).
@Suite("print ends: only print against an end is taken in")
struct PrintEndsLeadTests {
    /// `scanlab-bench dewarp --curl 0.9` seed 1: without the lead rule its top moved out over print beyond a bare band
    /// of paper, and its worst line bent to 4.2 px after dewarping (0.3 px with the rule). Every truth line must stay
    /// within 2 px of straight in `auto`'s output.
    @Test("a strongly curled receipt's lines stay straight: worst line within 2 px")
    func strongCurlStaysStraight() throws {
        let page = try PaperColourShareTests.photo(seed: 1, curl: 0.9)
        let result = try Enhancer.apply(.builtin(.auto), toFile: page.encoded, name: "curled-1.jpg")
        let mapping = try #require(result.mapping)
        let worst = page.truth.baselines.map { line in
            Dewarper.residualCurvature(of: line.map { mapping.outputPoint(forInput: $0) })
        }.max() ?? .infinity
        #expect(worst <= 2, "worst line \(worst) px off straight")
    }
}
