import Documents
import Foundation
import Scenes
import Testing

/// Values a truth or corpus may carry that once reached the scene stages unchecked and trapped.
@Suite("Scene value ranges")
struct SceneRangeTests {
    @Test("out-of-range recorded values are refused before any stage runs",
          arguments: [("deadLines", -1.0), ("tableTone", 1e300), ("jpegQuality", 1e300), ("focal", 0), ("motion", -3),
                      ("shadowShape", 7), ("fade", .nan)])
    func recorded(_ key: String, _ value: Double) throws {
        let page = try TestPages.receipt(dpi: 100, lines: 4, seed: 3)
        let spec = PageSpec(document: .receipt, seed: 3, difficulty: .hard, scene: .table, size: PhotoSize(width: 320, height: 240),
                            sceneValues: [key: value])
        #expect(throws: InputFileError.self) { try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec) }
    }

    @Test("every key a synthesized truth records has a range, so replays of our own files pass")
    func everyRecordedKeyHasARange() throws {
        let page = try TestPages.receipt(dpi: 100, lines: 4, seed: 9)
        for scene in [PageSpec.Scene.table, .cardOnSheet, .flat] {
            let spec = PageSpec(document: .receipt, seed: 9, difficulty: .hard, scene: scene, shadowStrength: 0.7,
                                size: PhotoSize(width: 320, height: 240))
            let made = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec)
            let values = made.truth.scene?.values ?? [:]
            #expect(!values.isEmpty)
            #expect(SceneParameters.problems(in: values).isEmpty, "\(scene): \(SceneParameters.problems(in: values))")
            _ = try GroundTruth.decode(from: made.truth.encoded())
        }
    }

    @Test("the options' ranges are the ones the flags document")
    func optionRanges() {
        #expect(PageSpec.optionRanges["jpegQuality"] == 1...100)
        #expect(PageSpec.optionRanges["pageScale"] == 0.05...1)
    }
}
