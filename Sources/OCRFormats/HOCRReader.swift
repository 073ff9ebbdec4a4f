import Foundation

/// Reads hOCR: the `ocr_line`-like elements in document order, each its `ocrx_word`s joined by spaces.
enum HOCRReader {
    /// The classes hOCR (1.2) and Tesseract use for a line of text.
    static let lineClasses: Set<String> = ["ocr_line", "ocrx_line", "ocr_textfloat", "ocr_header", "ocr_caption"]
    static let wordClass = "ocrx_word"

    /// Whether an (X)HTML tree is hOCR: some element carries an `ocr_` class.
    static func isHOCR(_ root: XMLNode) -> Bool {
        root.descendants.contains { classes($0).contains { $0.hasPrefix("ocr_") || $0.hasPrefix("ocrx_") } }
    }

    static func classes(_ node: XMLNode) -> [String] {
        (node.attribute(caseInsensitive: "class") ?? "").split(separator: " ").map(String.init)
    }

    static func read(_ root: XMLNode, name: String) throws -> OCRDocument {
        var lines: [OCRLine] = []
        collectLines(root, into: &lines)
        lines = lines.filter { !$0.text.isEmpty }
        guard !lines.isEmpty else {
            throw OCRFormatError.noText(name, format: .hocr, detail: "no ocr_line or ocrx_word with text")
        }
        return OCRDocument(format: .hocr, lines: lines)
    }

    /// Lines in document order; words outside any line (some writers omit lines) become one line each.
    static func collectLines(_ node: XMLNode, into lines: inout [OCRLine]) {
        for child in node.children {
            let childClasses = classes(child)
            if childClasses.contains(where: lineClasses.contains) {
                let properties = Coordinates.hocrProperties(child.attribute(caseInsensitive: "title") ?? "")
                let words = child.descendants.filter { classes($0).contains(wordClass) }.compactMap(word)
                let text = words.isEmpty ? collapse(child.deepText) : words.map(\.text).joined(separator: " ")
                lines.append(OCRLine(text: text, quad: properties.quad, words: words))
            } else if childClasses.contains(wordClass) {
                if let word = word(child) { lines.append(OCRLine(text: word.text, quad: word.quad, words: [word])) }
            } else {
                collectLines(child, into: &lines)
            }
        }
    }

    static func word(_ node: XMLNode) -> OCRWord? {
        let text = collapse(node.deepText)
        guard !text.isEmpty else { return nil }
        let properties = Coordinates.hocrProperties(node.attribute(caseInsensitive: "title") ?? "")
        return OCRWord(text: MUFICharacters.spellOut(text), quad: properties.quad, confidence: properties.confidence)
    }

    /// HTML whitespace collapsed to single spaces, as a browser shows it.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
