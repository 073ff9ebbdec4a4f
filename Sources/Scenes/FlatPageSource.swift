import Documents
import Imaging
import Rendering

/// The flat page: the document generated from the spec's kind, language, seed and variant, rendered
/// at the spec's dpi (300 by default).
enum FlatPageSource {
    /// - Parameter totalPrint: how a receipt prints its total line (a scene draw, `SceneSettings.totalPrint`).
    /// - Returns: the page, its truth, and the total's print mode actually printed.
    static func render(_ spec: PageSpec, totalPrint: ReceiptTotalPrint = .body) throws
        -> (image: Image, truth: GroundTruth, totalPrint: ReceiptTotalPrint) {
        let generated = try DocumentGenerator.make(kind: spec.document, language: spec.language, seed: spec.seed,
                                                   variant: spec.variant).applying(spec.codeOptions)
        let (document, printed) = generated.printingTotal(totalPrint)
        let page = try PageRenderer.render(document, dpi: spec.dpi ?? 300)
        return (page.image, page.truth, printed)
    }
}
