import Foundation

/// Reads ALTO (v1 to v4): `TextLine`s in document order, each the `CONTENT` of its `String`s joined by spaces.
enum ALTOReader {
    /// The measurement unit whose coordinates are image pixels. ALTO also allows `mm10` and `inch1200`, which cannot
    /// be turned into pixels without the scan's resolution, so such files give text without outlines.
    static let pixelUnit = "pixel"

    static func read(_ root: XMLNode, name: String) throws -> OCRDocument {
        let unit = root.child(named: "Description")?.child(named: "MeasurementUnit")?.deepText
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // ALTO 1 and files without a unit use pixels.
        let inPixels = unit == nil || unit == "" || unit == pixelUnit
        var lines: [OCRLine] = []
        let layout = root.child(named: "Layout") ?? root
        for node in layout.descendants where node.name == "TextLine" {
            var words: [OCRWord] = []
            for item in node.children {
                switch item.name {
                case "String":
                    guard let content = item.attributes["CONTENT"] else { continue }
                    let text = MUFICharacters.spellOut(content)
                    // ALTO's WC is from 0 to 1; ScanLab's confidences are from 0 to 100.
                    let confidence = item.attributes["WC"].flatMap(Double.init).map { $0 * 100 }
                    words.append(OCRWord(text: text, quad: inPixels ? Coordinates.quad(alto: item) : nil, confidence: confidence))
                case "HYP":
                    // The printed hyphen belongs to the word it ends, as a reader sees it.
                    if let hyphen = item.attributes["CONTENT"], !words.isEmpty { words[words.count - 1].text += hyphen }
                default:
                    continue
                }
            }
            words = words.filter { !$0.text.isEmpty }
            guard !words.isEmpty else { continue }
            lines.append(OCRLine(text: words.map(\.text).joined(separator: " "),
                                 quad: inPixels ? Coordinates.quad(alto: node) : nil, words: words))
        }
        guard !lines.isEmpty else {
            throw OCRFormatError.noText(name, format: .alto, detail: "no TextLine with a String CONTENT")
        }
        return OCRDocument(format: .alto, lines: lines)
    }
}
