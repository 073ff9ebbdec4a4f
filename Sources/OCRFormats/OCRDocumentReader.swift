import Foundation

/// Reads PAGE-XML, ALTO and hOCR files, telling them apart by their root element.
public enum OCRDocumentReader {
    /// The largest OCR document parsed. Real page files are a few megabytes (a dense newspaper page in ALTO 1 with
    /// alternatives is 1.4 MB); this leaves room for a hundred of those while refusing a stray multi-gigabyte file.
    public static let maxBytes = 256 * 1024 * 1024

    /// Whether bytes look like XML or HTML rather than a transcript: after an optional byte-order mark and white
    /// space, `<?xml`, `<!` (a doctype or comment) or `<` and a letter.
    public static func looksLikeMarkup(_ data: Data) -> Bool {
        var bytes = data.prefix(4096)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        // UTF-16 with a byte-order mark: only XML is written that way in practice.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        let rest = bytes.drop { whitespace.contains($0) }
        guard rest.first == UInt8(ascii: "<"), let next = rest.dropFirst().first else { return false }
        return next == UInt8(ascii: "?") || next == UInt8(ascii: "!") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z"))
    }

    /// Parses a PAGE, ALTO or hOCR document.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - name: the file, for messages.
    ///   - level: which PAGE `TextEquiv` level the text comes from; ignored for ALTO and hOCR.
    /// - Throws: `OCRFormatError` when the bytes are not well-formed, not one of the three formats, or hold no text.
    public static func read(_ data: Data, name: String, level: PageTextLevel = .line) throws -> OCRDocument {
        guard data.count <= maxBytes else { throw OCRFormatError.tooLarge(name, bytes: data.count, limit: maxBytes) }
        let (root, _) = try XMLTreeParser.parse(data, name: name)
        switch root.name {
        case "PcGts":
            return try PageXMLReader.read(root, name: name, level: level)
        case "alto":
            return try ALTOReader.read(root, name: name)
        case "html" where HOCRReader.isHOCR(root):
            return try HOCRReader.read(root, name: name)
        default:
            throw OCRFormatError.unknownMarkup(name, root: root.name)
        }
    }

    /// Reads a file as PAGE, ALTO or hOCR.
    /// - Throws: `OCRFormatError`, or a read error naming the file.
    public static func read(file path: String, level: PageTextLevel = .line) throws -> OCRDocument {
        try read(contentsOf(path), name: path, level: level)
    }

    /// A transcript file's text: parsed when it looks like markup, else read as UTF-8 text.
    ///
    /// Markup is never returned as text: a PAGE file scored as characters gives CERs in the thousands of percent.
    /// - Throws: `OCRFormatError` for markup that is none of the three formats or holds no text, or text that is not UTF-8.
    public static func transcript(file path: String, level: PageTextLevel = .line) throws -> String {
        let data = try contentsOf(path)
        if looksLikeMarkup(data) { return try read(data, name: path, level: level).text }
        guard let text = String(data: data, encoding: .utf8) else { throw OCRFormatError.notText(path) }
        return text
    }

    static func contentsOf(_ path: String) throws -> Data {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maxBytes {
            throw OCRFormatError.tooLarge(path, bytes: size, limit: maxBytes)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OCRFormatError.unreadable(path)
        }
        return data
    }
}
