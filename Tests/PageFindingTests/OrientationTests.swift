import Documents
import Imaging
import Scenes
import Testing
@testable import PageFinding

/// How a page lies, told from its print: named generated pages at every quarter turn, and pages with too little print
/// to decide, which must be left as they are.
@Suite("Orientation")
struct OrientationTests {
    /// A named page: what it is, its seed, and the spec that makes it.
    struct NamedPage: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: PageSpec
        var testDescription: String { name }
    }

    static let pages: [NamedPage] = [
        NamedPage(name: "receipt, ordinary photo, seed 11", spec: PageSpec(document: .receipt, seed: 11, difficulty: .ordinary)),
        NamedPage(name: "invoice, ordinary photo, seed 5", spec: PageSpec(document: .invoice, seed: 5, difficulty: .ordinary)),
        NamedPage(name: "letter, flat, seed 2", spec: PageSpec(document: .letter, seed: 2, difficulty: .flat)),
        NamedPage(name: "screenplay, flat, seed 3", spec: PageSpec(document: .screenplay, seed: 3, difficulty: .flat)),
    ]

    /// Synthesises `page` laid at `orientation` and decides its orientation on the page `PageFinder` finds.
    static func decide(_ page: NamedPage, at orientation: PageOrientation) throws -> OrientationDetector.Decision {
        var spec = page.spec
        spec.orientation = orientation
        let synthesized = try Synthesizer.synthesize(spec)
        let image = try ImageFile.decode(synthesized.encoded, name: page.name + "." + synthesized.fileExtension)
        #expect(synthesized.truth.orientation == orientation)
        let found = PageFinder.find(in: image.grayscale())
        return OrientationDetector.detect(in: image, quad: found.quad)
    }

    @Test("each named page is told at each quarter turn", arguments: pages, PageOrientation.allCases)
    func namedPage(page: NamedPage, orientation: PageOrientation) throws {
        let decision = try Self.decide(page, at: orientation)
        #expect(decision.orientation == orientation, "\(page.name) at \(orientation.degrees)°: \(decision.reason)")
        #expect(decision.confident)
    }

    @Test("a sideways receipt (seed 11, laid at 90°) is found lying at 90°, and the same receipt upright at 0°")
    func sidewaysReceipt() throws {
        let receipt = Self.pages[0]
        #expect(try Self.decide(receipt, at: .clockwise).orientation == .clockwise)
        #expect(try Self.decide(receipt, at: .upright).orientation == .upright)
    }

    @Test("an upside-down invoice (seed 5, laid at 180°) is found upside down")
    func upsideDownInvoice() throws {
        let decision = try Self.decide(Self.pages[1], at: .upsideDown)
        #expect(decision.orientation == .upsideDown, "\(decision.reason)")
        #expect(decision.asymmetry < -OrientationParameters.standard.minimumAsymmetry)
    }

    @Test("a blank page, or one with a few marks, is left upright and says why")
    func weakEvidenceKeepsUpright() throws {
        let blank = Image(width: 400, height: 600, layout: .gray, fill: 250)
        let decision = OrientationDetector.detect(view: blank)
        #expect(decision.orientation == .upright)
        #expect(!decision.confident)
        #expect(decision.reason.contains("tiles"))
        // A few dark squares in a column: too few glyphs to decide anything.
        var marks = blank
        for k in 0..<10 {
            for y in (40 + 50 * k)..<(52 + 50 * k) { for x in 100..<112 { marks.pixels[y * 400 + x] = 10 } }
        }
        let few = OrientationDetector.detect(view: marks)
        #expect(few.orientation == .upright && !few.confident, "\(few.reason)")
    }
}
