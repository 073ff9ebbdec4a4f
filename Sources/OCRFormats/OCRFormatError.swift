import Geometry

/// Why a file could not be read as PAGE, ALTO or hOCR. Every case names the file.
public enum OCRFormatError: ScanLabError, Equatable {
    /// The XML parser stopped: the file is not well-formed.
    case malformed(String, line: Int, reason: String)
    /// Well-formed markup, but none of the formats ScanLab reads.
    case unknownMarkup(String, root: String)
    /// A known format that holds no text at the level asked for.
    case noText(String, format: OCRFormat, detail: String)
    /// Larger than any OCR file ScanLab will parse.
    case tooLarge(String, bytes: Int, limit: Int)
    /// The bytes are not UTF-8 (or UTF-16 with a byte-order mark).
    case notText(String)
    /// The file does not exist or cannot be opened.
    case unreadable(String)

    public var message: String {
        switch self {
        case .malformed(let file, let line, let reason):
            return "\(file): not well-formed XML at line \(line): \(reason)"
        case .unknownMarkup(let file, let root):
            return "\(file): XML/HTML with root <\(root)> is not PAGE-XML, ALTO or hOCR; give a plain-text transcript or one of those"
        case .noText(let file, let format, let detail):
            return "\(file): \(format.displayName) file holds no text (\(detail))"
        case .tooLarge(let file, let bytes, let limit):
            return "\(file): \(bytes) bytes, over the \(limit)-byte limit for OCR documents"
        case .notText(let file):
            return "\(file): is not UTF-8 text"
        case .unreadable(let file):
            return "\(file): no such file, or it cannot be read"
        }
    }
}

extension OCRFormat {
    /// The format's usual name, for messages.
    public var displayName: String {
        switch self {
        case .page: return "PAGE-XML"
        case .alto: return "ALTO"
        case .hocr: return "hOCR"
        }
    }
}
