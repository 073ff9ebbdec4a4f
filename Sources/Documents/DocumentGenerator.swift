/// Makes invented documents from a seed: the same kind, language, seed and variant always give the same
/// document, on every machine. All randomness comes from `SeededGenerator`, never Swift's random APIs.
public enum DocumentGenerator {
    /// Builds a document's content and layout.
    /// - Parameters:
    ///   - kind: receipt, invoice, screenplay, letter or label.
    ///   - language: see `languages(for:)`.
    ///   - seed: picks every invented value.
    ///   - variant: see `variants(for:)`; nil lets the seed choose for receipts and means the plain page otherwise.
    ///     The variant chosen is recorded in `Document.variant`; asking for it explicitly gives the same page.
    /// - Throws: `DocumentError` for a language or variant the kind does not have.
    public static func make(kind: DocumentKind, language: Language, seed: UInt64, variant: String?) throws -> Document {
        let supported = languages(for: kind)
        guard supported.contains(language) else {
            throw DocumentError.unsupportedLanguage(kind: kind, language: language, supported: supported)
        }
        switch kind {
        case .receipt: return try ReceiptGenerator.make(language: language, seed: seed, variant: variant)
        case .invoice: return try InvoiceGenerator.make(language: language, seed: seed, variant: variant)
        case .screenplay: return try ScreenplayGenerator.make(seed: seed, variant: variant)
        case .letter: return try LetterGenerator.make(language: language, seed: seed, variant: variant)
        case .label: return try LabelGenerator.make(language: language, seed: seed, variant: variant)
        }
    }

    /// The languages a kind exists in.
    public static func languages(for kind: DocumentKind) -> [Language] {
        switch kind {
        case .receipt: return Language.allCases
        case .invoice, .letter, .label: return [.en, .de]
        case .screenplay: return [.en]
        }
    }

    /// The named variants of a kind (empty when it has none).
    public static func variants(for kind: DocumentKind) -> [String] {
        switch kind {
        case .receipt: return ReceiptGenerator.variants
        case .screenplay: return ScreenplayGenerator.variants
        case .invoice, .letter, .label: return []
        }
    }

    /// Throws unless `variant` is nil or one of `known`.
    static func check(_ variant: String?, kind: DocumentKind, known: [String]) throws {
        if let variant, !known.contains(variant) {
            throw DocumentError.unknownVariant(kind: kind, variant: variant, known: known)
        }
    }
}
