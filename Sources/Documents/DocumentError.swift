import Geometry

/// Why a document could not be generated.
public enum DocumentError: ScanLabError, Equatable {
    case unsupportedLanguage(kind: DocumentKind, language: Language, supported: [Language])
    case unknownVariant(kind: DocumentKind, variant: String, known: [String])

    public var message: String {
        switch self {
        case .unsupportedLanguage(let kind, let language, let supported):
            return "\(kind.rawValue) pages exist in \(supported.map(\.rawValue).joined(separator: ", ")), not \(language.rawValue); pick one with --lang"
        case .unknownVariant(let kind, let variant, let known):
            let choices = known.isEmpty ? "none" : known.joined(separator: ", ")
            return "\(kind.rawValue) has no variant \"\(variant)\"; known variants: \(choices)"
        }
    }
}
