import Documents

/// One line of a reading, with what the extractors look for already found in it.
struct PageLine: Sendable {
    var index: Int
    var text: String
    var tokens: [String]
    var amounts: [AmountMatch]
    /// The reader's confidence for the line (0–100), when the reading has lines that match the text.
    var confidence: Double?
    /// The reader's words on this line with their confidences, when the reading's words match the text.
    var words: [(text: String, confidence: Double)] = []

    /// Amounts that are money (decimals, currency or grouping) and not percentages.
    var money: [AmountMatch] { amounts.filter { $0.isMoney } }

    /// True when the line holds nothing but amounts and currency marks (a value printed under its label).
    var isAmountOnly: Bool {
        !money.isEmpty && tokens.allSatisfy { token in
            token.allSatisfy { $0.isNumber } || CurrencyTable.code(token) != nil
        }
    }
}

/// A reading split into lines, in reading order.
struct Page: Sendable {
    var lines: [PageLine]

    /// Lines come from the reading's text; a reading with lines but no text uses its lines.
    init(reading: Reading, language: Language) {
        let source = reading.text.isEmpty ? reading.lines.map(\.text).joined(separator: "\n") : reading.text
        var unused = reading.lines
        var wordCursor = 0
        var out: [PageLine] = []
        for raw in source.split(whereSeparator: { $0.isNewline }) {
            let text = raw.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            var confidence: Double?
            if let k = unused.firstIndex(where: { $0.text.trimmingCharacters(in: .whitespaces) == text }) {
                confidence = unused[k].confidence
                unused.remove(at: k)
            }
            var line = PageLine(index: out.count, text: text, tokens: TextFolding.tokens(text),
                                amounts: AmountScanner.amounts(in: text, language: language), confidence: confidence)
            // The reader's words in reading order: the next run whose texts are this line's words.
            let parts = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            if !parts.isEmpty, wordCursor < reading.words.count {
                let limit = min(reading.words.count - parts.count, wordCursor + 200)
                if limit >= wordCursor {
                    for k in wordCursor...limit where reading.words[k].text == parts[0] {
                        let run = reading.words[k..<(k + parts.count)]
                        if zip(run, parts).allSatisfy({ $0.text == $1 }) {
                            line.words = run.map { ($0.text, $0.confidence ?? 100) }
                            wordCursor = k + parts.count
                            break
                        }
                    }
                }
            }
            out.append(line)
        }
        lines = out
    }

    /// Below this line confidence a value is not sure: the reader itself doubts the characters.
    static let minimumLineConfidence = 70.0
    /// Word confidences a value's words must reach to be sure. Text fields have no check of their own, so
    /// they ask more than numbers, which the extractors check against each other (totals, dates, IBANs).
    static let minimumTextWordConfidence = 90.0
    static let minimumNumberWordConfidence = 80.0

    enum ValueKind { case text, number }

    /// A word of a name read this many points below the median of the name's other words is doubted even above
    /// `minimumTextWordConfidence`: the reader hesitated over its glyphs where it read the rest of the line cleanly.
    /// Tesseract read SROIE's `ONE` as `QNE` at 90.5 on a line whose other words it read at 95.4–96.8 (median 96.1).
    static let nameWordConfidenceDip = 4.0
    /// Words with fewer letters than this are left out of that comparison: punctuation and one-letter words carry
    /// confidences of their own.
    static let nameWordMinimumLetters = 2

    /// The reason to doubt a name when one of its words was read well below the others, or nil. Needs three
    /// words or more, so the others' median means something.
    func wordBelowItsNeighbours(_ indexes: [Int]) -> String? {
        let words = indexes.flatMap { lines[$0].words }.filter { $0.text.filter(\.isLetter).count >= Page.nameWordMinimumLetters }
        guard words.count >= 3 else { return nil }
        for (k, word) in words.enumerated() {
            let others = words.enumerated().filter { $0.offset != k }.map(\.element.confidence).sorted()
            let median = others.count % 2 == 1 ? others[others.count / 2] : (others[others.count / 2 - 1] + others[others.count / 2]) / 2
            if median - word.confidence > Page.nameWordConfidenceDip {
                return "the reader's confidence in \"\(word.text)\" is \(Int(word.confidence.rounded())), below the name's other words (\(Int(median.rounded())))"
            }
        }
        return nil
    }

    /// The reader's confidence in one word of a line, when the words were matched.
    func wordConfidence(_ word: String, line: Int) -> Double? {
        lines[line].words.first { $0.text.contains(word) || word.contains($0.text) }?.confidence
    }

    /// The reason to doubt a value read from these lines, if the reader doubted them: a low line confidence, or
    /// a low confidence on one of the value's words (every word for text; the words with digits for numbers).
    /// The words are judged when the reading's words could be matched to the line; a line's own confidence,
    /// which labels, leaders and stray marks pull down, is the fallback.
    /// - Parameters:
    ///   - value: the value as printed; when given, only the words that print it are judged, so a smudge
    ///     elsewhere on the line does not make a clean value unsure.
    ///
    /// For text, the line's confidence must reach the words' threshold: where a reader's words are whole lines (rapidocr
    /// gives one confidence per box), the line's confidence is the name's own (rapidocr read SROIE's `POPULAR BOOK`
    /// as `fUFULHR DOON` at 76, above the 70 a line with labels and amounts may fall to).
    func confidenceProblem(_ indexes: [Int], _ kind: ValueKind = .number, value: String? = nil) -> String? {
        let lineThreshold = kind == .text ? Page.minimumTextWordConfidence : Page.minimumLineConfidence
        let low = indexes.filter { lines[$0].words.isEmpty }.compactMap { lines[$0].confidence }.filter { $0 < lineThreshold }
        if let worst = low.min() { return "the reader's confidence in the line is \(Int(worst.rounded()))" }
        let threshold = kind == .text ? Page.minimumTextWordConfidence : Page.minimumNumberWordConfidence
        for index in indexes {
            for word in lines[index].words where word.confidence < threshold {
                if kind == .number && !word.text.contains(where: \.isNumber) { continue }
                if let value {
                    let core = word.text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    guard !core.isEmpty, value.contains(core) || core.contains(value) else { continue }
                }
                return "the reader's confidence in \"\(word.text)\" is \(Int(word.confidence.rounded()))"
            }
        }
        return nil
    }
}

import Foundation
