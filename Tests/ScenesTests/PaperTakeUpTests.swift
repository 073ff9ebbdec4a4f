import Documents
import Foundation
import Testing
@testable import Scenes

/// Paper does not stretch: crumples and folds draw the print in over the table's plane, so printed lines bend and
/// kink as on crumpled real receipts, instead of staying straight under a height field seen from above.
@Suite("Paper take-up")
struct PaperTakeUpTests {
    /// A receipt page of 80 × 200 mm at 300 dpi.
    static let mmpp = 25.4 / 300
    static let width = Int(80 / mmpp), height = Int(200 / mmpp)

    static func surface(_ values: [String: Double], seed: UInt64) -> PaperSurface {
        PaperSurface.make(SceneSettings(values: values), pageWidth: width, pageHeight: height, millimetresPerPixel: mmpp,
                          random: SeededGenerator(seed: seed).derived("surface"))
    }

    /// How far a printed line's points (every 2 mm across the page, at `atMM` down it) stray from their mean height
    /// over the table, in mm: the largest minus the smallest.
    static func bend(_ surface: PaperSurface, atMM: Double) -> Double {
        let ys = stride(from: 2.0, through: 78, by: 2).map { surface.place($0 / mmpp, atMM / mmpp).y * mmpp }
        return (ys.max() ?? 0) - (ys.min() ?? 0)
    }

    /// Crumple 0.8 (the phone preset's upper range), seeds 1-5: every page bends some line by at least 0.3 mm
    /// (a tenth of a line of receipt print, about a pixel at phone scale); a height field alone bent none at all.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func crumpleBendsPrintedLines(seed: UInt64) {
        let s = Self.surface(["crumple": 0.8], seed: seed)
        let bends = stride(from: 20.0, through: 180, by: 20).map { Self.bend(s, atMM: $0) }
        #expect((bends.max() ?? 0) >= 0.3, "seed \(seed): lines bend by at most \(bends.max() ?? 0) mm")
        // And flat paper bends nothing.
        #expect(Self.bend(Self.surface([:], seed: seed), atMM: 100) == 0)
    }

    /// One fold: the paper far on either side is drawn toward the crease by half the ridge's take-up,
    /// height² / (2 · reach), so the page grows shorter across it by the whole take-up.
    @Test func foldShortensThePageByItsTakeUp() throws {
        let s = Self.surface(["folds": 1], seed: 7)
        let fold = try #require(s.folds.first)
        #expect(fold.takeUp > 0.3)
        let top = s.place(40 / Self.mmpp, 0), bottom = s.place(40 / Self.mmpp, Double(Self.height))
        let shortening = 200 - (bottom.y - top.y) * Self.mmpp
        // The page's ends lie at least two reaches from the crease, so most of the take-up is reached.
        let full = fold.takeUp * abs(fold.ny)
        #expect(shortening > 0.7 * full && shortening < full + 0.01,
                "shortened by \(shortening) mm, take-up \(fold.takeUp) mm")
    }
}
