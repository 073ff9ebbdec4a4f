import Documents

/// One line of a reading, with what the extractors look for already found in it.
struct PageLine: Sendable {
    var index: Int
    var text: String
    var tokens: [String]
    var amounts: [AmountMatch]
    /// The reader's confidence for the line (0–100), when the reading has lines that match the text.
    var confidence: Double?

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
        var out: [PageLine] = []
        for raw in source.split(whereSeparator: { $0.isNewline }) {
            let text = raw.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            var confidence: Double?
            if let k = unused.firstIndex(where: { $0.text.trimmingCharacters(in: .whitespaces) == text }) {
                confidence = unused[k].confidence
                unused.remove(at: k)
            }
            out.append(PageLine(index: out.count, text: text, tokens: TextFolding.tokens(text),
                                amounts: AmountScanner.amounts(in: text, language: language), confidence: confidence))
        }
        lines = out
    }

    /// Below this line confidence a value is not sure: the reader itself doubts the characters.
    static let minimumConfidence = 70.0

    /// The reason to doubt a value read from these lines, if the reader doubted them.
    func confidenceProblem(_ indexes: [Int]) -> String? {
        let low = indexes.compactMap { lines[$0].confidence }.filter { $0 < Page.minimumConfidence }
        guard let worst = low.min() else { return nil }
        return "the reader's confidence in the line is \(Int(worst.rounded()))"
    }
}

import Foundation
