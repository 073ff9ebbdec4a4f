import Documents

/// The currency of a receipt or invoice: printed on the total's line, else printed somewhere on the page,
/// else assumed from the language (never sure).
enum CurrencyFinder {
    static func find(_ page: Page, totalLine: Int?, totalSure: Bool, language: Language) -> FieldSuggestion? {
        var counts: [String: Int] = [:]
        var firstLine: [String: Int] = [:]
        var definite: Set<String> = []
        for line in page.lines {
            for found in printed(in: line) {
                counts[found.code, default: 0] += 1
                if firstLine[found.code] == nil { firstLine[found.code] = line.index }
                if found.definite { definite.insert(found.code) }
            }
        }
        // A currency is sure only where the page names it beyond doubt somewhere (see `printed(in:)`).
        let several = "the page prints several currencies (\(counts.keys.sorted().joined(separator: ", ")))"
        func doubt(_ code: String) -> String {
            "\(code) is read only from a sign that names no one currency (a bare $) or from a lone sign beside no amount"
        }
        if let totalLine, let code = codes(in: page.lines[totalLine]).first {
            let sure = (counts.count == 1 || totalSure) && definite.contains(code)
            return FieldSuggestion(name: FieldNames.currency, value: code, source: page.lines[totalLine].text, sure: sure,
                                   reason: definite.contains(code) ? several : doubt(code))
        }
        if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), let line = firstLine[best.key] {
            return FieldSuggestion(name: FieldNames.currency, value: best.key, source: page.lines[line].text,
                                   sure: counts.count == 1 && definite.contains(best.key),
                                   reason: definite.contains(best.key) ? several : doubt(best.key))
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

    /// Each currency a line prints, and whether it names that currency beyond doubt: a code in letters (`EUR`,
    /// `RM`, `US$`) does; a sign (`€`, `£`, `₫`) does when an amount on the line carries it; a bare `$` never does
    /// (`CurrencyTable.ambiguous`). A sign beside no amount is as often a misread mark as a currency: on real phone
    /// photos Tesseract read a logo's edge as `£` in `£ McDonald's now available` (photos-dev srd-5) and a dollar
    /// as `£` in `TIP ...£ 02` (mindee-2), and called both pages GBP, sure.
    static func printed(in line: PageLine) -> [(code: String, definite: Bool)] {
        let attached = Set(line.amounts.compactMap(\.currency))
        var out: [(code: String, definite: Bool)] = []
        func add(_ code: String, _ definite: Bool) {
            if let i = out.firstIndex(where: { $0.code == code }) { out[i].definite = out[i].definite || definite }
            else { out.append((code, definite)) }
        }
        for token in line.text.split(whereSeparator: { !CurrencyTable.isCurrencyCharacter($0) }) {
            let token = String(token)
            guard let code = CurrencyTable.code(token) else { continue }
            let named = !CurrencyTable.ambiguous.contains(token)
                && (token.contains { $0.isLetter } || attached.contains(code))
            add(code, named)
        }
        // An amount's currency whose token the split above did not see is named unless an ambiguous sign gives it.
        for code in line.amounts.compactMap(\.currency) where !out.contains(where: { $0.code == code }) {
            add(code, !CurrencyTable.ambiguous.contains { CurrencyTable.code($0) == code })
        }
        return out
    }
}
