/// A page's language as a neutral code. Each engine maps it to its own codes.
public enum Language: String, Sendable, Codable, CaseIterable {
    case en, de, vi, fr, es, it, nl, id, ms

    /// Tesseract's traineddata name for this language.
    public var tesseractCode: String {
        switch self {
        case .en: return "eng"
        case .de: return "deu"
        case .vi: return "vie"
        case .fr: return "fra"
        case .es: return "spa"
        case .it: return "ita"
        case .nl: return "nld"
        case .id: return "ind"
        case .ms: return "msa"
        }
    }
}

/// The kind of document a page holds.
public enum DocumentKind: String, Sendable, Codable, CaseIterable {
    case receipt, invoice, screenplay, letter, label
}

/// The order of day, month and year in numeric dates.
public enum DateOrder: String, Sendable, Codable, CaseIterable {
    case dmy = "DMY", mdy = "MDY", ymd = "YMD"
}
