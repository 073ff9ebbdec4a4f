import Foundation
import Documents

/// Repaired readings of an amount, for the glyph confusions readers make inside numbers:
/// - a currency symbol read as a digit or letter: `$` as `5`, `8` or `S`; `€` as `6` or `C`; `£` as `E`;
/// - a lost, extra or misplaced decimal point (`12.34` read `1234` or `1.234`);
/// - letters for digits: `O`/`o`/`D` for `0`, `l`/`I`/`|` for `1`, `S` for `5`, `B` for `8`, `Z` for `2`.
///
/// Each repair is only a candidate: `TotalFinder` keeps the reading as printed too and lets the checks decide,
/// and `SureRule` makes a repaired value sure only when a path (arithmetic or a second print) confirms it.
enum AmountRepair {
    struct Candidate {
        var amount: AmountMatch
        /// What was repaired, in words, for the evidence.
        var repair: String
    }

    /// Symbols and the glyphs readers put in their place at the start of an amount.
    static let symbolLookalikes: [(symbol: Character, digits: Set<Character>, letters: Set<Character>)] = [
        ("$", ["5", "8"], ["S", "s"]),
        ("€", ["6"], ["C", "c"]),
        ("£", [], ["E", "f"]),
    ]
    /// Letters read for digits inside a number.
    static let letterDigits: [Character: Character] = [
        "O": "0", "o": "0", "D": "0", "Q": "0", "l": "1", "I": "1", "|": "1", "i": "1", "S": "5", "s": "5", "B": "8", "Z": "2",
    ]

    /// The currency symbols this page prints attached to its amounts.
    static func symbolsPrinted(on page: Page) -> Set<Character> {
        var out = Set<Character>()
        for line in page.lines {
            for a in line.amounts where a.printed.contains(where: { "$€£".contains($0) }) {
                if let s = a.printed.first(where: { "$€£".contains($0) }) { out.insert(s) }
            }
        }
        return out
    }

    /// Repairs of one amount as scanned (decimal point and symbol-as-digit).
    static func repairs(of amount: AmountMatch, symbols: Set<Character>) -> [Candidate] {
        var out: [Candidate] = []
        let digits = amount.integerDigits + amount.fractionDigits
        // The decimal point lost or misplaced: the same digits with two decimals.
        if digits.count >= 3, amount.fractionDigits.count != 2 {
            let moved = AmountMatch(integerDigits: String(digits.dropLast(2)), fractionDigits: String(digits.suffix(2)),
                                    start: amount.start, end: amount.end, printed: amount.printed, currency: amount.currency)
            out.append(Candidate(amount: moved, repair: "\(amount.printed) read with its decimal point before the last two digits"))
        }
        // A currency symbol read as the first digit, when the page prints that symbol elsewhere or nothing else
        // explains the amount's size.
        if amount.currency == nil, amount.integerDigits.count >= 2, let first = amount.integerDigits.first {
            for look in symbolLookalikes where look.digits.contains(first) {
                var dropped = amount
                dropped.integerDigits = String(amount.integerDigits.dropFirst())
                dropped.currency = CurrencyTable.code(String(look.symbol))
                out.append(Candidate(amount: dropped, repair: "the \(first) of \(amount.printed) read as \(look.symbol)"))
            }
        }
        return out
    }

    /// Amounts a line holds once letters inside numbers are read as digits, and a leading letter as the symbol
    /// it resembles. Only tokens that mix digits with such letters are touched.
    static func textRepairs(of line: String, language: Language) -> [Candidate] {
        var out: [Candidate] = []
        let tokens = line.split(whereSeparator: { $0 == " " }).map(String.init)
        for token in tokens where token.contains(where: \.isASCIIDigit) {
            let chars = Array(token)
            guard chars.contains(where: { $0.isLetter || $0 == "|" }) else { continue }
            var variants: [(String, String)] = []
            // A leading letter that looks like a currency symbol.
            if let first = chars.first, chars.count > 1, chars[1].isASCIIDigit || letterDigits[chars[1]] != nil {
                for look in symbolLookalikes where look.letters.contains(first) {
                    let rest = String(chars.dropFirst().map { letterDigits[$0] ?? $0 })
                    variants.append((String(look.symbol) + rest, "\(token) read as \(look.symbol)\(rest)"))
                }
            }
            let mapped = String(chars.map { c in letterDigits[c] ?? c })
            if mapped != token { variants.append((mapped, "\(token) read as \(mapped)")) }
            for (text, why) in variants {
                let found = AmountScanner.amounts(in: text, language: language).filter(\.isMoney)
                // The whole token must become one amount; a repair that leaves letters proves nothing.
                guard found.count == 1, let amount = found.first,
                      text.filter({ $0.isLetter }).allSatisfy({ _ in amount.currency != nil }) else { continue }
                out.append(Candidate(amount: amount, repair: why))
            }
        }
        return out
    }

    /// Separators in a number readers double or confuse (`1.234.56`, `12,34.`): the last `.` or `,` with one or two
    /// digits after it is the decimal mark, every other separator is dropped.
    static func separatorRepairs(of line: String) -> [Candidate] {
        var out: [Candidate] = []
        for token in line.split(whereSeparator: { $0 == " " }).map(String.init) {
            let core = token.trimmingCharacters(in: CharacterSet(charactersIn: "$€£:"))
            guard core.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "," }),
                  core.filter({ $0 == "." || $0 == "," }).count >= 2,
                  let last = core.lastIndex(where: { $0 == "." || $0 == "," }) else { continue }
            let fraction = core[core.index(after: last)...]
            guard (1...2).contains(fraction.count) else { continue }
            let integer = core[..<last].filter(\.isASCIIDigit)
            guard !integer.isEmpty else { continue }
            let amount = AmountMatch(integerDigits: String(integer), fractionDigits: String(fraction), start: 0, end: 0, printed: token)
            out.append(Candidate(amount: amount, repair: "\(token) read with one decimal mark"))
        }
        return out
    }

    /// Digit pairs readers take for one another.
    static let confusableDigitPairs: Set<String> = ["56", "58", "68", "38", "08", "06", "09", "39", "17", "27", "49"]

    /// When `computed` is `read` with one digit swapped for one readers confuse with it, says which.
    static func singleDigitConfusion(read: Int, computed: Int) -> String? {
        let a = Array(AmountMatch.canonical(cents: read)), b = Array(AmountMatch.canonical(cents: computed))
        guard a.count == b.count else { return nil }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard differing.count == 1, let k = differing.first else { return nil }
        let pair = String([a[k], b[k]].sorted())
        guard confusableDigitPairs.contains(pair) else { return nil }
        return "the \(a[k]) of \(String(a)) read for the \(b[k]) the page's arithmetic gives"
    }

    /// When `computed` is the amount as printed with one digit more or one digit less (`685.50` read `685.560`,
    /// `1,280.85` read `128.85`), says which. The digits compared are those printed against the computed value's
    /// own digits: hundredths where the currency has decimals, whole units where it has none.
    static func extraOrDroppedDigit(read amount: AmountMatch, computed: Int, wholeUnits: Bool) -> String? {
        let printed = Array(amount.integerDigits + amount.fractionDigits)
        guard computed > 0, !wholeUnits || computed % 100 == 0 else { return nil }
        let expected = Array(String(wholeUnits ? computed / 100 : computed))
        func dropsToOther(_ longer: [Character], _ shorter: [Character]) -> Int? {
            guard longer.count == shorter.count + 1 else { return nil }
            return longer.indices.first { k in Array(longer[..<k] + longer[(k + 1)...]) == shorter }
        }
        let value = AmountMatch.canonical(cents: computed)
        if let k = dropsToOther(printed, expected) {
            return "\(amount.printed) holds one digit (\(printed[k])) more than \(value), which the page's arithmetic gives"
        }
        if dropsToOther(expected, printed) != nil {
            return "\(amount.printed) lacks one digit of \(value), which the page's arithmetic gives"
        }
        return nil
    }
}
