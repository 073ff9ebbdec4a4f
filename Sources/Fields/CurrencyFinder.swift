import Documents

/// The currency of a receipt or invoice: printed on the total's line, else printed somewhere on the page,
/// else assumed from the language (never sure).
enum CurrencyFinder {
    static func find(_ page: Page, totalLine: Int?, totalSure: Bool, language: Language) -> FieldSuggestion? {
        var counts: [String: Int] = [:]
        var firstLine: [String: Int] = [:]
        for line in page.lines {
            for code in codes(in: line) {
                counts[code, default: 0] += 1
                if firstLine[code] == nil { firstLine[code] = line.index }
            }
        }
        if let totalLine, let code = codes(in: page.lines[totalLine]).first {
            let sure = counts.count == 1 || totalSure
            return FieldSuggestion(name: FieldNames.currency, value: code, source: page.lines[totalLine].text, sure: sure,
                                   reason: "the page prints several currencies (\(counts.keys.sorted().joined(separator: ", ")))")
        }
        if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), let line = firstLine[best.key] {
            return FieldSuggestion(name: FieldNames.currency, value: best.key, source: page.lines[line].text,
                                   sure: counts.count == 1,
                                   reason: "the page prints several currencies (\(counts.keys.sorted().joined(separator: ", ")))")
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
        var out = line.amounts.compactMap(\.currency)
        for token in line.text.split(whereSeparator: { !CurrencyTable.isCurrencyCharacter($0) }) {
            if let code = CurrencyTable.code(String(token)), !out.contains(code) { out.append(code) }
        }
        return out
    }
}
