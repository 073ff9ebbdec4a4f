import Geometry

/// Why a document could not be generated.
public enum DocumentError: ScanLabError, Equatable {
    case unsupportedLanguage(kind: DocumentKind, language: Language, supported: [Language])
    case unknownVariant(kind: DocumentKind, variant: String, known: [String])
    /// A code payload its symbology cannot hold; `limit` says what it can.
    case codePayload(symbology: Symbology, limit: String)
    case invalidCodeOption(String)

    public var message: String {
        switch self {
        case .unsupportedLanguage(let kind, let language, let supported):
            return "\(kind.rawValue) pages exist in \(supported.map(\.rawValue).joined(separator: ", ")), not \(language.rawValue); pick one with --lang"
        case .unknownVariant(let kind, let variant, let known):
            let choices = known.isEmpty ? "none" : known.joined(separator: ", ")
            return "\(kind.rawValue) has no variant \"\(variant)\"; known variants: \(choices)"
        case .codePayload(let symbology, let limit):
            return "a \(symbology.rawValue) code cannot hold this payload: it takes \(limit)"
        case .invalidCodeOption(let reason):
            return reason
        }
    }
}
