import Foundation

/// Finds dates in one line: year-first, numeric with `/`, `.` or `-`, and with month names in English,
/// German and Vietnamese.
enum DateScanner {
    static func dates(in line: String) -> [DateMatch] {
        let folded = TextFolding.fold(line)
        // Folding keeps one character per character for the scripts we meet, so offsets carry over;
        // where it does not (ß → ss), the excerpt falls back to the folded text.
        let sameShape = folded.count == line.count
        let original = Array(line)
        var found: [DateMatch] = []
        var taken: [Range<Int>] = []

        func excerpt(_ r: Range<Int>) -> String {
            sameShape ? String(original[r]) : String(Array(folded)[r])
        }
        func add(_ shape: DateMatch.Shape, _ a: Int, _ b: Int, _ c: Int, _ cDigits: Int, _ r: Range<Int>) {
            guard !taken.contains(where: { $0.overlaps(r) }) else { return }
            taken.append(r)
            found.append(DateMatch(shape: shape, a: a, b: b, c: c, cDigits: cDigits, text: excerpt(r), start: r.lowerBound))
        }

        for m in matches(yearFirst, folded) {
            guard let y = Int(m.groups[0]), let mo = Int(m.groups[2]), let d = Int(m.groups[3]) else { continue }
            add(.yearFirst, y, mo, d, 4, m.range)
        }
        for m in matches(vietnamese, folded) {
            guard let d = Int(m.groups[0]), let mo = Int(m.groups[1]), let y = Int(m.groups[2]) else { continue }
            add(.named, d, mo, y, m.groups[2].count, m.range)
        }
        for m in matches(dayMonthNameYear, folded) {
            guard let d = Int(m.groups[0]), let mo = monthNumber(m.groups[1]), let y = Int(m.groups[2]) else { continue }
            add(.named, d, mo, y, m.groups[2].count, m.range)
        }
        for m in matches(monthNameDayYear, folded) {
            guard let mo = monthNumber(m.groups[0]), let d = Int(m.groups[1]), let y = Int(m.groups[2]) else { continue }
            add(.named, d, mo, y, m.groups[2].count, m.range)
        }
        for m in matches(numeric, folded) {
            guard let a = Int(m.groups[0]), let b = Int(m.groups[2]), let c = Int(m.groups[3]) else { continue }
            add(.numeric, a, b, c, m.groups[3].count, m.range)
        }
        return found.sorted { $0.start < $1.start }
    }

    private static func regex(_ pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern, options: [])
    }

    private static let yearFirst = regex(#"(?<![\d.,])((?:19|20)\d\d)([-./])(\d{1,2})\2(\d{1,2})(?![\d])"#)
    private static let numeric = regex(#"(?<![\d.,/-])(\d{1,2})([-./])(\d{1,2})\2(\d{4}|\d{2})(?![\d])"#)
    private static let dayMonthNameYear = regex(#"(?<![\d])(\d{1,2})(?:st|nd|rd|th)?\.?[ \-/.]*([a-z]{3,9})\.?[ \-/.,]*((?:19|20)\d\d|\d\d)(?![\d])"#)
    private static let monthNameDayYear = regex(#"(?<![a-z])([a-z]{3,9})\.? +(\d{1,2})(?:st|nd|rd|th)?,? +((?:19|20)\d\d)(?![\d])"#)
    private static let vietnamese = regex(#"(?<![\d])(\d{1,2}) *thang *(\d{1,2}) *(?:nam|,) *((?:19|20)\d\d)(?![\d])"#)

    private struct Found { var range: Range<Int>; var groups: [String] }

    /// Matches with character ranges (not UTF-16) and their captured groups.
    private static func matches(_ regex: NSRegularExpression?, _ text: String) -> [Found] {
        guard let regex else { return [] }
        let ns = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: ns).compactMap { result in
            guard let whole = Range(result.range, in: text) else { return nil }
            var groups: [String] = []
            for g in 1..<result.numberOfRanges {
                if let r = Range(result.range(at: g), in: text) { groups.append(String(text[r])) } else { groups.append("") }
            }
            let lower = text.distance(from: text.startIndex, to: whole.lowerBound)
            let upper = text.distance(from: text.startIndex, to: whole.upperBound)
            return Found(range: lower..<upper, groups: groups)
        }
    }

    /// Month names and abbreviations in the receipt languages, folded (März → marz, août → aout).
    static let months: [String: Int] = [
        "jan": 1, "january": 1, "januar": 1, "janner": 1, "feb": 2, "february": 2, "februar": 2, "mar": 3, "march": 3,
        "marz": 3, "maerz": 3, "mrz": 3, "apr": 4, "april": 4, "may": 5, "mai": 5, "jun": 6, "june": 6, "juni": 6,
        "jul": 7, "july": 7, "juli": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9, "oct": 10,
        "october": 10, "okt": 10, "oktober": 10, "nov": 11, "november": 11, "dec": 12, "december": 12, "dez": 12,
        "dezember": 12,
        // French, Spanish, Italian, Dutch, Indonesian and Malay.
        "janvier": 1, "fevrier": 2, "mars": 3, "avril": 4, "juin": 6, "juillet": 7, "aout": 8, "septembre": 9,
        "octobre": 10, "novembre": 11, "decembre": 12, "enero": 1, "ene": 1, "febrero": 2, "marzo": 3, "abril": 4,
        "abr": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8, "ago": 8, "septiembre": 9, "setiembre": 9, "octubre": 10,
        "noviembre": 11, "diciembre": 12, "dic": 12, "gennaio": 1, "gen": 1, "febbraio": 2, "aprile": 4, "maggio": 5,
        "mag": 5, "giugno": 6, "giu": 6, "luglio": 7, "lug": 7, "settembre": 9, "sett": 9, "ottobre": 10, "ott": 10,
        "dicembre": 12, "januari": 1, "februari": 2, "maart": 3, "mrt": 3, "mei": 5, "augustus": 8, "maret": 3,
        "agustus": 8, "agu": 8, "desember": 12, "des": 12, "mac": 3, "julai": 7, "ogos": 8, "ogo": 8, "disember": 12,
    ]

    static func monthNumber(_ word: String) -> Int? { months[word] }
}
