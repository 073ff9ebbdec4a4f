import Documents
import Foundation
import Imaging
import Scenes
import Testing

/// A truth file holds everything needed to rebuild its photo byte for byte.
@Suite("Scene replay")
struct SceneReplayTests {
    @Test(arguments: [(PageSpec.Difficulty.hard, PageSpec.Scene.table), (.ordinary, .cardOnSheet), (.easy, .table), (.hard, .flat)])
    func replayFromTheTruthFileGivesTheSameBytes(difficulty: PageSpec.Difficulty, scene: PageSpec.Scene) throws {
        let page = try TestPages.receipt(dpi: 150, lines: 8, seed: 11)
        let spec = PageSpec(document: .receipt, seed: 11, difficulty: difficulty, scene: scene, tilt: 12,
                            size: PhotoSize(width: 640, height: 480))
        let first = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec)
        // Through the truth file's bytes, as `synth --replay` reads it.
        let truth = try GroundTruth.decode(from: first.truth.encoded())
        let again = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: PageSpec(truth: truth))
        #expect(SHA256.hex(of: again.encoded) == SHA256.hex(of: first.encoded))
        let differing = zip(again.image.pixels, first.image.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) samples differ")
        #expect(again.truth == first.truth)
        for (key, value) in first.truth.scene?.values ?? [:] where again.truth.scene?.values[key] != value {
            Issue.record("\(key): \(value) → \(again.truth.scene?.values[key] ?? .nan)")
        }
        #expect(again.fileExtension == first.fileExtension && first.fileExtension == (scene == .flat ? "png" : "jpg"))
    }

    @Test func recordedValuesWinOverTheSeed() throws {
        let page = try TestPages.receipt(dpi: 150, lines: 8, seed: 5)
        let base = PageSpec(document: .receipt, seed: 5, difficulty: .hard, size: PhotoSize(width: 640, height: 480))
        let a = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: base)
        // Another seed, but every scene value taken from the first photo's truth.
        var other = PageSpec(truth: a.truth)
        other.seed = 6
        let b = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: other)
        #expect(b.truth.pageCorners == a.truth.pageCorners)
        #expect(b.truth.scene?.values == a.truth.scene?.values)
        // The noise and textures follow the seed, so the pixels differ.
        #expect(SHA256.hex(of: b.encoded) != SHA256.hex(of: a.encoded))
    }

    @Test func aFlatPageStaysAsRendered() throws {
        let page = try TestPages.receipt(dpi: 150, lines: 4)
        let flat = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: PageSpec(document: .receipt))
        #expect(flat.image == page.image)
        #expect(flat.truth == page.truth)
        #expect(flat.fileExtension == "png")
        #expect(try ImageFile.decode(flat.encoded, name: "flat.png") == page.image)
    }
}
