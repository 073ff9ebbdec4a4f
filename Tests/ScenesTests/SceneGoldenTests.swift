import Documents
import Foundation
import Imaging
import Scenes
import Testing
import TestSupport

/// Golden hashes of whole syntheses (generator, renderer, scene, JPEG), one scene of each kind at `hard`:
/// any change to a stage shows here, and is re-recorded on purpose with SCANLAB_RECORD=failed.
@Suite("Scene golden hashes")
struct SceneGoldenTests {
    static let small = PhotoSize(width: 800, height: 600)

    static let cases: [(name: String, spec: PageSpec)] = [
        ("receipt-hard-seed3-table", PageSpec(document: .receipt, seed: 3, difficulty: .hard, scene: .table, size: small, dpi: 150)),
        ("receipt-hard-seed3-card-on-sheet", PageSpec(document: .receipt, seed: 3, difficulty: .hard, scene: .cardOnSheet,
                                                      size: small, dpi: 150)),
        ("receipt-hard-seed3-small", PageSpec(document: .receipt, seed: 3, difficulty: .hard, scene: .table, pageScale: 0.3,
                                              size: small, dpi: 150)),
        ("invoice-hard-seed3-table-heavy-shadow", PageSpec(document: .invoice, seed: 3, difficulty: .hard, shadowStrength: 0.9,
                                                           size: small, dpi: 100)),
        // One real frame at the real resolution.
        ("receipt-hard-seed3-4k", PageSpec(document: .receipt, seed: 3, difficulty: .hard)),
    ]

    @Test(arguments: cases.map(\.name))
    func photoAndTruthMatchTheirHashes(name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name }?.spec)
        let page = try Synthesizer.synthesize(spec)
        let actual = """
            photo \(SHA256.hex(of: page.encoded))
            truth \(SHA256.hex(of: try page.truth.encoded()))
            size \(page.image.width)x\(page.image.height) \(page.fileExtension)

            """
        if let failure = checkReference(actual, named: "\(name).sha256", in: TestPaths.references("ScenesTests")).failureMessage {
            Issue.record(Comment(rawValue: failure))
        }
        // The kind of scene asked for is the one recorded.
        #expect(page.truth.scene?.scene == spec.resolvedScene.rawValue && page.truth.scene?.difficulty == "hard")
    }
}
