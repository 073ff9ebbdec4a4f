import Documents
import Imaging
import Rendering

/// The flat page: the document generated from the spec's kind, language, seed and variant, rendered
/// at the spec's dpi (300 by default).
enum FlatPageSource {
    /// The receipt's total line is printed as the scene draws it (`SceneSettings.totalLabel`, `SceneSettings.totalPrint`
    /// and `SceneSettings.totalCurrency`), drawn here so every caller renders the same page for a spec. The label is
    /// worded first, so the print mode's fit on the paper counts its letters; its amount goes below it last, so both
    /// lines keep the print mode.
    /// - Returns: the page, its truth, and the total's label, print mode and currency mark actually printed.
    static func render(_ spec: PageSpec) throws -> (image: Image, truth: GroundTruth, totalPrint: ReceiptTotalPrint,
                                                    totalCurrency: ReceiptTotalCurrency, totalLabel: ReceiptTotalLabel) {
        let generated = try DocumentGenerator.make(kind: spec.document, language: spec.language, seed: spec.seed,
                                                   variant: spec.variant).applying(spec.codeOptions)
        let (labelled, label) = generated.labellingTotal(SceneSettings.totalLabel(spec))
        let (emphasised, printed) = labelled.printingTotal(SceneSettings.totalPrint(spec))
        let (marked, mark) = emphasised.markingTotalCurrency(SceneSettings.totalCurrency(spec))
        let document = label.amountBelow ? marked.placingTotalAmountBelow() : marked
        let page = try PageRenderer.render(document, dpi: spec.dpi ?? 300)
        return (page.image, page.truth, printed, mark, label)
    }
}
