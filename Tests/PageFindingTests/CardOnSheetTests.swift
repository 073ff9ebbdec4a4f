import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import PageFinding

/// Receipts lying on a sheet of paper (`--scene card-on-sheet`): the page is the receipt (the card), not the sheet.
/// Each case is a generated photo with its seed that a rule of the card finder (`CardEdgeFinder`,
/// `PageFindingParameters.Card`) was made for; the corners found must lie within 1% of the page's diagonal of the
/// truth's (the synthesizer's page corners, printed on failure). `before` says how it failed before the rule.
@Suite("Page finding on card-on-sheet receipts")
struct CardOnSheetTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var seed: UInt64
        /// How it failed before the rule (measured with `scanlab-bench find-error` at main 3efa538).
        var before: String
        var description: String { name }

        var spec: PageSpec {
            var spec = PageSpec(document: .receipt, language: .en, seed: seed, difficulty: .ordinary)
            spec.scene = .cardOnSheet
            return spec
        }
    }

    static let cases: [Case] = [
        // The receipt's long sides lie 3–5 px (fine grid) past its print, inside the 7 px the search skipped: neither
        // was found, and both took the print's margin guess (`Card.huggingHalfWidth`).
        Case(name: "both long sides hug the print", seed: 117,
             before: "failed: 1.19% off, by print (2 card sides; both long sides a margin guess)"),
        // The right side lies about 7 px past the amounts; the left side was found and its wider margin copied.
        Case(name: "the side beside the amounts hugs them", seed: 121,
             before: "failed: 1.21% off, by print (the right side took the left side's wider margin)"),
        Case(name: "a long side hugs the print (second seed range)", seed: 1114,
             before: "failed: 1.12% off, by print (a long side took the opposite side's margin)"),
        // A hand's shadow over the receipt's left side: the step from the cream receipt to the white sheet there is
        // 4–6 gray levels at a tone near 100, under the absolute 8; its top and right sides are clear steps, so the
        // left is looked for with steps relative to the light (`Card.sidesBeforeRelativeSteps`).
        Case(name: "a side under a hand's shadow, the others clear", seed: 1104,
             before: "failed: 1.25% off, by print (its top and left off: the left side, under the shadow, had no clear step)"),
    ]

    @Test("corners within 1% of the page's diagonal", arguments: cases)
    func corners(_ c: Case) throws {
        let page = try Synthesizer.synthesize(c.spec)
        let image = try ImageFile.decode(page.encoded, name: c.name)
        let found = PageFinder.find(in: image)
        let expected = page.truth.pageCorners
        let error = cornerError(expected, found.quad)
        #expect(error < 0.01, """
            \(c.name), seed \(c.seed) (before: \(c.before)): corner error \(error) by \(found.detector); \
            found \(found.quad.points), expected \(expected.points)
            \(found.trace.lines.joined(separator: "\n"))
            """)
    }
}
