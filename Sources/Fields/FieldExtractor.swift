import Documents

/// Extracts fields from what a reader saw on a page.
public enum FieldExtractor {
    /// Suggestions for the page's fields: at most one per single-valued field, each with its source excerpt,
    /// a `sure` flag, and the reason when it is not sure. A letter yields nothing.
    /// - Parameters:
    ///   - reading: the reader's output; its lines' confidences, when present, can make a value unsure.
    ///   - kind: the document kind, which picks the extractor.
    ///   - language: the page's language, used for date order and number formats.
    ///   - dateOrder: the declared numeric date order, when the page or folder declares one.
    ///   - external: values from sources other than the text (QR payloads); see `ExternalEvidence`.
    public static func extract(from reading: Reading, kind: DocumentKind, language: Language, dateOrder: DateOrder?,
                               external: [ExternalEvidence] = []) -> [FieldSuggestion] {
        let page = Page(reading: reading, language: language)
        let found: [FieldSuggestion]
        switch kind {
        case .receipt: found = ReceiptExtractor.extract(page, language: language, dateOrder: dateOrder)
        case .invoice: found = InvoiceExtractor.extract(page, language: language, dateOrder: dateOrder)
        case .screenplay: found = ScreenplayExtractor.extract(page)
        case .letter, .label: found = []
        }
        return external.isEmpty ? found : ExternalEvidence.apply(external, to: found, dateOrder: dateOrder)
    }
}
