import Testing
import Documents
@testable import Rendering
@testable import Fields

/// A property over generated receipts: read each one as its own truth text, apply one random confusion to the
/// total's printed string on its total line, and extract. The total may come out right or unsure, never wrong
/// and sure.
@Suite("Total confusions on generated receipts")
struct TotalConfusionPropertyTests {
    /// The confusions readers make in one amount, as edits of its printed string.
    enum Confusion: CaseIterable {
        case symbolAsDigit, symbolAsLetter, lostDecimalPoint, extraSeparator, letterForDigit, digitForDigit, droppedDigit

        func apply(_ printed: String, _ random: inout SeededGenerator) -> String? {
            var chars = Array(printed)
            func positions(_ where_: (Character) -> Bool) -> [Int] { chars.indices.filter { where_(chars[$0]) } }
            switch self {
            case .symbolAsDigit:
                return String(random.pick(["5", "8", "6"])) + printed
            case .symbolAsLetter:
                return String(random.pick(["S", "C", "E"])) + printed
            case .lostDecimalPoint:
                let seps = positions { $0 == "." || $0 == "," }
                guard let last = seps.last else { return nil }
                chars.remove(at: last)
                return String(chars)
            case .extraSeparator:
                let digits = positions(\.isNumber)
                guard digits.count >= 2 else { return nil }
                let at = random.pick(Array(digits.dropFirst()))
                chars.insert(random.pick([".", ","]), at: at)
                return String(chars)
            case .letterForDigit:
                let map: [Character: Character] = ["0": "O", "1": "l", "5": "S", "8": "B", "2": "Z"]
                let spots = positions { map[$0] != nil }
                guard !spots.isEmpty else { return nil }
                let at = random.pick(spots)
                chars[at] = map[chars[at]] ?? chars[at]
                return String(chars)
            case .digitForDigit:
                let map: [Character: [Character]] = ["5": ["6", "8"], "6": ["5", "8"], "8": ["3", "5", "6", "0"], "3": ["8"],
                                                     "1": ["7"], "7": ["1"], "0": ["8", "6"], "2": ["7"]]
                let spots = positions { map[$0] != nil }
                guard !spots.isEmpty else { return nil }
                let at = random.pick(spots)
                chars[at] = random.pick(map[chars[at]] ?? [chars[at]])
                return String(chars)
            case .droppedDigit:
                let digits = positions(\.isNumber)
                guard digits.count >= 2 else { return nil }
                chars.remove(at: random.pick(digits))
                return String(chars)
            }
        }
    }

    static let receipts = 1_000

    @Test func confusedTotalsAreNeverWrongAndSure() throws {
        var random = SeededGenerator(seed: 16)
        var applied = 0, correct = 0, wrongUnsure = 0, missed = 0
        var silent: [String] = []
        let languages = DocumentGenerator.languages(for: .receipt)
        for n in 0..<Self.receipts {
            let language = languages[n % languages.count]
            let document = try DocumentGenerator.make(kind: .receipt, language: language, seed: UInt64(10_000 + n), variant: nil)
            let truth = try PageRenderer.truth(for: document)
            let field = try #require(truth.field("total"))
            let printed = try #require(field.printed)
            var lines = truth.text.components(separatedBy: "\n")
            // The total's own line: a total label and the printed amount (not the subtotal or card line).
            guard let k = lines.lastIndex(where: { line in
                guard line.contains(printed), case .total(let rank) = ReceiptLabels.role(TextFolding.tokens(line)) else { return false }
                return rank > .subtotal
            }) else {
                Issue.record("seed \(10_000 + n): no total line holds \(printed)")
                continue
            }
            let confusion = Confusion.allCases[random.int(in: 0...(Confusion.allCases.count - 1))]
            guard let misread = confusion.apply(printed, &random), misread != printed else { continue }
            lines[k] = lines[k].replacingOccurrences(of: printed, with: misread)
            applied += 1
            let suggestions = FieldExtractor.extract(from: Reading(text: lines.joined(separator: "\n")), kind: .receipt,
                                                     language: language, dateOrder: truth.dateOrder)
            let result = FieldScorer.score(truth: truth.fields, suggestions: suggestions, dateOrder: truth.dateOrder)
                .first { $0.name == "total" }
            switch result?.outcome {
            case .correct?: correct += 1
            case .wrongUnsure?: wrongUnsure += 1
            case .wrongSure?: silent.append("seed \(10_000 + n) \(language) \(confusion): \(printed) -> \(misread) gave \(result?.value ?? "") sure")
            default: missed += 1
            }
        }
        #expect(silent.isEmpty, "\(silent.count) silent errors: \(silent.prefix(10))")
        #expect(applied >= Self.receipts * 9 / 10, "only \(applied) confusions applied")
        // Most confusions are repaired, not just doubted: the arithmetic on a generated receipt is complete.
        #expect(correct * 2 > applied, "correct \(correct), wrong-unsure \(wrongUnsure), missed \(missed) of \(applied)")
    }
}
