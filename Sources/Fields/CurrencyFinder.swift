import Documents

/// The currency of a receipt or invoice: printed on the total's line, else printed somewhere on the page,
/// else assumed from the language (never sure).
enum CurrencyFinder {
    static func find(_ page: Page, totalLine: Int?, totalSure: Bool, language: Language) -> FieldSuggestion? {
        var counts: [String: Int] = [:]
        var firstLine: [String: Int] = [:]
        var inLetters: Set<String> = []
        var amountLines: [String: Int] = [:]
        for line in page.lines {
            for found in printed(in: line) {
                counts[found.code, default: 0] += found.times
                if firstLine[found.code] == nil { firstLine[found.code] = line.index }
                if found.inLetters { inLetters.insert(found.code) }
                if found.onAmount { amountLines[found.code, default: 0] += 1 }
            }
        }
        let onTotal = Set(totalLine.map { printed(in: page.lines[$0]).filter(\.onAmount).map(\.code) } ?? [])
        // A currency is sure only where the page names it beyond doubt: in letters (`EUR`, `RM`, `US$`), or as a
        // sign carried by the total's amount or by amounts on `signLines` lines. A sign on one stray amount is as
        // often a misread mark: Tesseract read a tip line's `$` as `£` in `TIP ...£ 02` (photos-dev mindee-2) and a
        // logo's edge as `£` (srd-5), and called both pages GBP, sure. A bare `$` never names one currency.
        func named(_ code: String) -> Bool {
            inLetters.contains(code) || (!Self.ambiguous(code) && (onTotal.contains(code) || amountLines[code, default: 0] >= Self.signLines))
        }
        let several = "the page prints several currencies (\(counts.keys.sorted().joined(separator: ", ")))"
        func doubt(_ code: String) -> String {
            Self.ambiguous(code)
                ? "\(code) is read from a bare $, which many currencies print"
                : "\(code) is read from a sign on no total and on fewer than \(Self.signLines) amounts"
        }
        if let totalLine, let code = codes(in: page.lines[totalLine]).first {
            let sure = (counts.count == 1 || totalSure) && named(code)
            return FieldSuggestion(name: FieldNames.currency, value: code, source: page.lines[totalLine].text, sure: sure,
                                   reason: named(code) ? several : doubt(code))
        }
        if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), let line = firstLine[best.key] {
            return FieldSuggestion(name: FieldNames.currency, value: best.key, source: page.lines[line].text,
                                   sure: counts.count == 1 && named(best.key),
                                   reason: named(best.key) ? several : doubt(best.key))
        }
        // English receipts come from many dollar and pound countries; the others have one currency each.
        let assumed: String?
        switch language {
        case .de, .fr, .es, .it, .nl: assumed = "EUR"
        case .vi: assumed = "VND"
        case .id: assumed = "IDR"
        case .ms: assumed = "MYR"
        case .en: assumed = nil
        }
        guard let assumed else { return nil }
        return FieldSuggestion(name: FieldNames.currency, value: assumed, source: "", sure: false,
                               reason: "no currency is printed; assumed from the language")
    }

    /// The currencies a line prints: attached to amounts, or as a standalone code or symbol.
    static func codes(in line: PageLine) -> [String] {
        var out: [String] = []
        for found in printed(in: line) where !out.contains(found.code) { out.append(found.code) }
        return out
    }

    /// Lines with amounts carrying a sign that name its currency without a total to carry it: two, since one
    /// reader misreads one glyph once far more often than alike on two lines' amounts.
    static let signLines = 2

    /// Letters a printed code needs to name its currency as letters do (`RM`, `EUR`, `US$`). One letter beside a sign
    /// (`S$`) is no more than a sign: a reader makes it of a word's first letter and a misread `T`, as Tesseract read
    /// `STORE` as `S$ FORE` on two address lines of an Indian receipt (photos-dev agrawal-4) and called it SGD, sure.
    static let lettersToName = 2

    /// Whether a code can come only from a sign many currencies print (`CurrencyTable.ambiguous`).
    static func ambiguous(_ code: String) -> Bool {
        CurrencyTable.ambiguous.contains { CurrencyTable.code($0) == code }
    }

    /// Each currency a line prints: whether in letters (`EUR`, `RM`, `US$`; a bare `$` and `S$` are not, see
    /// `CurrencyTable.ambiguous`) and whether an amount on the line carries it.
    /// `times` counts it once per amount carrying it (a line of priced items votes per price), else once.
    static func printed(in line: PageLine) -> [(code: String, inLetters: Bool, onAmount: Bool, times: Int)] {
        let carried = line.amounts.compactMap(\.currency)
        var out: [(code: String, inLetters: Bool, onAmount: Bool, times: Int)] = []
        func add(_ code: String, _ letters: Bool) {
            if let i = out.firstIndex(where: { $0.code == code }) { out[i].inLetters = out[i].inLetters || letters }
            else {
                let n = carried.filter { $0 == code }.count
                out.append((code, letters, n > 0, max(1, n)))
            }
        }
        // Amounts' currencies first, in the amounts' order, then the standalone tokens (the total's line takes the first).
        for code in line.amounts.compactMap(\.currency) { add(code, false) }
        for token in line.text.split(whereSeparator: { !CurrencyTable.isCurrencyCharacter($0) }) {
            let token = String(token)
            guard let code = CurrencyTable.code(token) else { continue }
            add(code, token.filter(\.isLetter).count >= Self.lettersToName && !CurrencyTable.ambiguous.contains(token))
        }
        return out
    }
}
