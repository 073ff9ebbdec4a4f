import Documents
import Imaging

/// The flat page: the document generated from the spec, rendered.
/// Until the documents stage lands this throws `SceneError.stageMissing`.
enum FlatPageSource {
    static func render(_ spec: PageSpec) throws -> (image: Image, truth: GroundTruth) {
        throw SceneError.stageMissing("generate and render documents")
    }
}
