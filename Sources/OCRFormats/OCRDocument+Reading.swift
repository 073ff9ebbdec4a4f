import Documents
import Geometry

extension OCRDocument {
    /// A reader's output as a document: its words placed in the line whose box holds their centre, in reading order.
    /// A reader that gives no lines gives the text's lines, without outlines.
    public init(_ reading: Reading, format: OCRFormat) {
        guard !reading.lines.isEmpty else {
            let lines = reading.text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
                OCRLine(text: String(line), words: line.split(separator: " ").map { OCRWord(text: String($0)) })
            }
            self.init(format: format, lines: lines)
            return
        }
        var wordsByLine = [[OCRWord]](repeating: [], count: reading.lines.count)
        for word in reading.words {
            let centre = Point(x: word.box.x + word.box.width / 2, y: word.box.y + word.box.height / 2)
            let home = reading.lines.firstIndex { line in
                centre.x >= line.box.x && centre.x <= line.box.maxX && centre.y >= line.box.y && centre.y <= line.box.maxY
            }
            if let home { wordsByLine[home].append(OCRWord(text: word.text, quad: Quad(word.box), confidence: word.confidence)) }
        }
        let lines = reading.lines.enumerated().map { index, line in
            OCRLine(text: line.text, quad: Quad(line.box), words: wordsByLine[index].sorted { ($0.quad?.topLeft.x ?? 0) < ($1.quad?.topLeft.x ?? 0) })
        }
        self.init(format: format, lines: lines)
    }

    /// The document as a reader's output: its text, its lines and its words with their boxes.
    /// Lines and words without outlines are kept in the text but listed with an empty box.
    public var reading: Reading {
        let empty = Box(x: 0, y: 0, width: 0, height: 0)
        return Reading(text: text,
                       lines: lines.map { ReadLine(text: $0.text, box: $0.quad?.boundingBox ?? empty, confidence: nil) },
                       words: words.map { ReadWord(text: $0.text, box: $0.quad?.boundingBox ?? empty, confidence: $0.confidence) })
    }
}
