import Foundation
import Documents

/// Finds the amounts in one line of text, in the formats receipts and invoices print:
/// `14.10`, `RM14.10`, `1,234.56`, `1.234,56`, `4 340,00 €`, `150.000đ`, `1'234.50`, `-5.00`, `19 %`.
///
/// Rules that keep a quantity from merging into an amount:
/// - a space joins digit groups only when the group after it has exactly three digits, the group before it
///   one to three, and no `.`/`,` came before: `2 12,50` stays a quantity and an amount;
/// - after the line is scanned, a space-joined number is split again when the split reading is confirmed by
///   the line itself (quantity × price equals another amount on the line: `2 120,50 241,00`).
///
/// Numbers that belong to dates, times, phone numbers or identifiers (`29-12-2017`, `20:17`, `03-51213881`,
/// `25/63`) are skipped.
enum AmountScanner {
    static func amounts(in line: String, language: Language? = nil) -> [AmountMatch] {
        let chars = Array(line)
        var found: [AmountMatch] = []
        var i = 0
        while i < chars.count {
            guard chars[i].isASCIIDigit, i == 0 || !chars[i - 1].isASCIIDigit else { i += 1; continue }
            let (match, next) = scanNumber(chars, from: i, language: language)
            if let match { found.append(match) }
            i = max(next, i + 1)
        }
        return splitConfirmedQuantities(found, chars: chars, language: language)
    }

    private static let spaceLike: Set<Character> = [" ", "\u{00A0}", "\u{2009}", "\u{202F}", "\u{2007}"]

    /// Reads one number starting at `start`; returns nil for numbers that are not amounts, and the index after it.
    private static func scanNumber(_ chars: [Character], from start: Int, language: Language?) -> (AmountMatch?, Int) {
        // Part of a date, time or hyphenated identifier: the previous token is digits joined by / : or -.
        if start >= 2, "/:-".contains(chars[start - 1]), chars[start - 2].isASCIIDigit {
            return (nil, skipToken(chars, from: start))
        }
        var groups: [String] = []
        var seps: [Character] = []
        var j = start
        func readDigits() -> String {
            var s = ""
            while j < chars.count, chars[j].isASCIIDigit { s.append(chars[j]); j += 1 }
            return s
        }
        /// After a mark `.` or `,` at `j` followed by a space: how many digits follow the space (nil when none).
        func digitsAfterSpacedMark() -> Int? {
            guard ".,".contains(chars[j]), j + 2 < chars.count, spaceLike.contains(chars[j + 1]), chars[j + 2].isASCIIDigit
            else { return nil }
            var k = j + 2
            while k < chars.count, chars[k].isASCIIDigit { k += 1 }
            return k - (j + 2)
        }
        groups.append(readDigits())
        var spaceGrouped = false
        while j < chars.count {
            let c = chars[j]
            if ".,'".contains(c), j + 1 < chars.count, chars[j + 1].isASCIIDigit {
                j += 1
                seps.append(c)
                groups.append(readDigits())
                continue
            }
            // OCR often puts a space after the decimal mark (`49. 40`); two digits after it are cents, never a group.
            if !seps.contains(where: { ".,".contains($0) }), digitsAfterSpacedMark() == 2 {
                seps.append(c)
                j += 2
                groups.append(readDigits())
                break
            }
            // Where amounts have no decimals (VND, IDR), a separator, a space and three digits group thousands
            // (`363. 000`): OCR puts the space there as it does after a decimal mark.
            if let language, language.printsWholeUnits, digitsAfterSpacedMark() == 3 {
                seps.append(c)
                j += 2
                groups.append(readDigits())
                continue
            }
            if spaceLike.contains(c), j + 1 < chars.count, chars[j + 1].isASCIIDigit,
               seps.allSatisfy({ spaceLike.contains($0) }), (1...3).contains(groups[0].count) {
                var k = j + 1
                while k < chars.count, chars[k].isASCIIDigit { k += 1 }
                if k - (j + 1) == 3 {
                    seps.append(" ")
                    j += 1
                    groups.append(readDigits())
                    spaceGrouped = true
                    continue
                }
            }
            break
        }
        // Followed by a date, time or identifier continuation.
        if j + 1 < chars.count, "/:-".contains(chars[j]), chars[j + 1].isASCIIDigit {
            return (nil, skipToken(chars, from: j))
        }
        guard var match = interpret(groups: groups, seps: seps, language: language) else { return (nil, j) }
        match.start = start
        match.end = j
        match.spaceGrouped = spaceGrouped
        decorate(&match, chars: chars)
        // Digits glued to letters are part of a word (`han9`, `4pk`, `A4`), unless the letters are a currency (`RM14.10`, `150.000đ`).
        if start > 0, chars[start - 1].isLetter {
            var a = start
            while a > 0, chars[a - 1].isLetter || chars[a - 1] == "$" { a -= 1 }
            if CurrencyTable.code(String(chars[a..<start])) == nil { return (nil, j) }
        }
        if j < chars.count, chars[j].isLetter {
            var b = j
            while b < chars.count, chars[b].isLetter { b += 1 }
            if CurrencyTable.code(String(chars[j..<b])) == nil { return (nil, j) }
        }
        return (match, j)
    }

    private static func skipToken(_ chars: [Character], from index: Int) -> Int {
        var k = index
        while k < chars.count, chars[k].isASCIIDigit || "/:-.,".contains(chars[k]) { k += 1 }
        return k
    }

    /// Decides which separator is the decimal one. Returns nil for shapes no amount has (`1.234.56`, `3.14159`).
    private static func interpret(groups: [String], seps: [Character], language: Language?) -> AmountMatch? {
        func make(_ intGroups: ArraySlice<String>, _ frac: String, ambiguous: Bool = false) -> AmountMatch? {
            let ints = Array(intGroups)
            // Thousands groups: the first of one to three digits, the rest exactly three.
            if ints.count > 1 {
                guard (1...3).contains(ints[0].count), ints.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
            }
            return AmountMatch(integerDigits: ints.joined(), fractionDigits: frac, start: 0, end: 0, printed: "",
                               ambiguous: ambiguous, grouped: ints.count > 1)
        }
        guard let last = seps.last, let lastGroup = groups.last else {
            return make(groups[...], "")
        }
        let decimalCandidates: Set<Character> = [".", ","]
        if decimalCandidates.contains(last) {
            let earlier = seps.dropLast()
            if (1...2).contains(lastGroup.count) {
                guard !earlier.contains(last) else { return nil }
                let thousands = Set(earlier)
                guard thousands.count <= 1 else { return nil }
                return make(groups.dropLast(), lastGroup)
            }
            if lastGroup.count == 3 {
                if earlier.contains(where: { decimalCandidates.contains($0) && $0 != last }) {
                    // 1,234.567: the last separator differs from the grouping one, so it is the decimal one.
                    guard !earlier.contains(last) else { return nil }
                    return make(groups.dropLast(), lastGroup)
                }
                if groups[0] == "0" && seps.count == 1 { return make(groups.dropLast(), lastGroup) }
                // A single separator before three digits groups thousands on receipts; it is a guess where the
                // language writes that separator as its decimal mark.
                // Where the currency has no decimals in use (VND, IDR), every separator groups.
                let ambiguous: Bool
                if let language {
                    ambiguous = !language.printsWholeUnits && seps.count == 1 && last == language.decimalMark
                } else {
                    ambiguous = seps.count == 1
                }
                return make(groups[...], "", ambiguous: ambiguous)
            }
            return nil
        }
        // Apostrophes and spaces only group thousands.
        return make(groups[...], "")
    }

    /// Adds sign, percent and an attached currency from the characters around the number.
    private static func decorate(_ match: inout AmountMatch, chars: [Character]) {
        var left = match.start, right = match.end
        var k = match.end
        while k < chars.count, spaceLike.contains(chars[k]) { k += 1 }
        if k < chars.count, chars[k] == "%" { match.isPercent = true; right = k + 1 }
        if match.end < chars.count, chars[match.end] == "-", match.hasDecimals,
           match.end + 1 == chars.count || !chars[match.end + 1].isASCIIDigit {
            match.negative = true
        }
        if match.start >= 1, chars[match.start - 1] == "-", match.start < 2 || !chars[match.start - 2].isASCIIDigit {
            match.negative = true
        }
        if !match.isPercent {
            // A currency token just before (RM14.10, € 12,50, -RM 5.00) or just after (12,50 €, 150.000đ).
            var b = match.start
            if b >= 1, chars[b - 1] == "-" { b -= 1 }
            if b >= 1, spaceLike.contains(chars[b - 1]) { b -= 1 }
            var a = b
            while a >= 1, CurrencyTable.isCurrencyCharacter(chars[a - 1]) { a -= 1 }
            if a < b, a == 0 || !chars[a - 1].isLetter, let code = CurrencyTable.code(String(chars[a..<b])) {
                match.currency = code; left = a
            } else {
                var c = match.end
                if c < chars.count, spaceLike.contains(chars[c]) { c += 1 }
                var d = c
                while d < chars.count, CurrencyTable.isCurrencyCharacter(chars[d]) { d += 1 }
                if c < d, d == chars.count || !chars[d].isLetter, let code = CurrencyTable.code(String(chars[c..<d])) {
                    match.currency = code; right = d
                }
            }
        }
        match.printed = String(chars[left..<right]).trimmingCharacters(in: .whitespaces)
    }

    /// Splits `2 120,50` into a quantity and an amount when another amount on the line equals their product.
    private static func splitConfirmedQuantities(_ found: [AmountMatch], chars: [Character], language: Language?) -> [AmountMatch] {
        var out: [AmountMatch] = []
        for (index, m) in found.enumerated() {
            guard m.spaceGrouped, let space = chars[m.start..<m.end].firstIndex(where: { spaceLike.contains($0) }) else {
                out.append(m); continue
            }
            let quantityText = String(chars[m.start..<space])
            let rest = String(chars[(space + 1)..<chars.count])
            guard let quantity = Int(quantityText),
                  let price = amounts(in: rest, language: language).first, let priceCents = price.cents else {
                out.append(m); continue
            }
            let others = found.enumerated().filter { $0.offset != index }.compactMap { $0.element.cents }
            if others.contains(quantity * priceCents) {
                out.append(AmountMatch(integerDigits: quantityText, fractionDigits: "", start: m.start, end: space,
                                       printed: quantityText))
                var shifted = price
                shifted.start += space + 1; shifted.end += space + 1
                out.append(shifted)
            } else {
                out.append(m)
            }
        }
        return out
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
