import Documents
import Imaging
import Rendering

/// The flat page: the document generated from the spec's kind, language, seed and variant, rendered
/// at the spec's dpi (300 by default).
enum FlatPageSource {
    /// The receipt's total line is printed as the scene draws it (`SceneSettings.totalPrint` and
    /// `SceneSettings.totalCurrency`), drawn here so every caller renders the same page for a spec.
    /// - Returns: the page, its truth, and the total's print mode and currency mark actually printed.
    static func render(_ spec: PageSpec) throws -> (image: Image, truth: GroundTruth, totalPrint: ReceiptTotalPrint,
                                                    totalCurrency: ReceiptTotalCurrency) {
        let generated = try DocumentGenerator.make(kind: spec.document, language: spec.language, seed: spec.seed,
                                                   variant: spec.variant).applying(spec.codeOptions)
        let (emphasised, printed) = generated.printingTotal(SceneSettings.totalPrint(spec))
        let (document, marked) = emphasised.markingTotalCurrency(SceneSettings.totalCurrency(spec))
        let page = try PageRenderer.render(document, dpi: spec.dpi ?? 300)
        return (page.image, page.truth, printed, marked)
    }
}
