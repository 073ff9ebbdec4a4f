import Documents
import Imaging
import Rendering

/// The flat page: the document generated from the spec's kind, language, seed and variant, rendered
/// at the spec's dpi (300 by default).
enum FlatPageSource {
    static func render(_ spec: PageSpec) throws -> (image: Image, truth: GroundTruth) {
        let document = try DocumentGenerator.make(kind: spec.document, language: spec.language, seed: spec.seed,
                                                  variant: spec.variant).applying(spec.codeOptions)
        let page = try PageRenderer.render(document, dpi: spec.dpi ?? 300)
        return (page.image, page.truth)
    }
}
