import Documents
import Foundation
import Imaging
import Scenes
import Testing

@Suite("PageSpec")
struct PageSpecTests {
    @Test func photoSizesParseAndPrint() {
        #expect(PhotoSize(rawValue: "4k") == .fourK)
        #expect(PhotoSize(rawValue: "12MP") == .twelveMP)
        #expect(PhotoSize(rawValue: "600x800")?.width == 800)
        #expect(PhotoSize(rawValue: "600x800")?.rawValue == "800x600")
        #expect(PhotoSize(rawValue: "big") == nil)
        #expect(PhotoSize(rawValue: "0x10") == nil)
    }

    @Test func defaultsFollowTheDifficulty() {
        #expect(PageSpec().resolvedScene == .flat)
        #expect(PageSpec().resolvedFormat == .png)
        #expect(PageSpec(difficulty: .hard).resolvedScene == .table)
        #expect(PageSpec(difficulty: .hard).resolvedFormat == .jpg)
        #expect(PageSpec(difficulty: .hard, format: .png).resolvedFormat == .png)
    }

    @Test func roundTripsThroughJSON() throws {
        let spec = PageSpec(document: .invoice, language: .de, seed: 9, difficulty: .ordinary, scene: .table,
                            shadow: Point(x: 0.3, y: 0.7), shadowStrength: 0.8, size: .twelveMP)
        let data = try JSONEncoder().encode(spec)
        #expect(try JSONDecoder().decode(PageSpec.self, from: data) == spec)
    }

    @Test func replaySpecComesFromTheTruth() {
        let truth = GroundTruth(kind: .receipt, language: .en, seed: 3, text: "", lines: [], words: [], fields: [],
                                pageCorners: Quad(Box(x: 0, y: 0, width: 10, height: 10)),
                                image: ImageInfo(width: 10, height: 10),
                                fonts: [], generator: GeneratorParameters(document: .receipt, language: .en, seed: 3,
                                                                          variant: "long", dpi: 200),
                                scene: SceneParameters(difficulty: "hard", scene: "card-on-sheet", size: "12mp",
                                                       values: ["tilt": 21.5], severity: 0.7, jpegQuality: 71))
        let spec = PageSpec(truth: truth)
        #expect(spec.seed == 3 && spec.variant == "long" && spec.dpi == 200)
        #expect(spec.difficulty == .hard && spec.resolvedScene == .cardOnSheet && spec.size == .twelveMP)
        #expect(spec.resolvedFormat == .jpg && spec.jpegQuality == 71 && spec.sceneValues == ["tilt": 21.5])
    }

    @Test(arguments: [
        PageSpec(tilt: 80), PageSpec(fade: 1.5), PageSpec(jpegQuality: 0), PageSpec(shadow: Point(x: 2, y: 0)),
        PageSpec(document: .invoice, scene: .cardOnSheet),
    ])
    func rejectsOptionsOutOfRange(_ spec: PageSpec) {
        #expect(throws: SceneError.self) { try Synthesizer.synthesize(spec) }
    }
}
