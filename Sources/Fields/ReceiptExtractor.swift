import Documents

/// Receipt fields: total, currency, date, time, merchant and address.
enum ReceiptExtractor {
    static func extract(_ page: Page, language: Language, dateOrder: DateOrder?) -> [FieldSuggestion] {
        var out: [FieldSuggestion] = []
        let header = MerchantFinder.find(page)
        if let merchant = header.merchant { out.append(merchant) }
        if let address = header.address { out.append(address) }
        let dates = DatePicker.dates(on: page, labels: dateLabels, excluded: dateExclusions, excludedPrefixes: expiryPrefixes,
                                     prefixExceptions: notExpiry)
        let (order, _) = DatePicker.order(page: page, language: language, declared: dateOrder)
        let date = DatePicker.choose(from: dates, page: page, language: language, declared: dateOrder,
                                     notAfter: DatePicker.laterDates(on: page, words: laterDateWords, prefixes: expiryPrefixes,
                                                                     prefixExceptions: notExpiry, order: order),
                                     era: DatePicker.taxEra(of: page, language: language))
        if let date {
            out.append(FieldSuggestion(name: FieldNames.date, value: date.iso, source: date.source, evidence: date.evidence))
        }
        if let time = time(page, dateLine: date?.line) { out.append(time) }
        let total = TotalFinder.find(page, language: language)
        if let suggestion = total.suggestion { out.append(suggestion) }
        if let currency = CurrencyFinder.find(page, totalLine: total.line, totalSure: total.suggestion?.sure ?? false, language: language) {
            out.append(currency)
        }
        return out
    }

    static let dateLabels = ["date", "datum", "ngay", "dated", "dt", "day", "fecha", "data", "tanggal", "tarikh", "tgl"]
    static let dateExclusions = [
        "exp", "expiry", "expires", "expiration", "valid", "until", "till", "bis", "gultig", "return", "returns", "due",
        "fallig", "faellig", "best before", "mhd", "het han", "han su dung", "han thanh toan", "birthday", "since",
        "doi tra", "umtausch", "exchange by",
        "echange", "valable", "jusqu", "devolucion", "hasta", "valido", "entro", "fino al", "ruilen", "geldig", "tukar",
        "berlaku", "hingga", "sebelum", "scadenza", "vervaldatum", "kedaluwarsa", "tamat", "vencimiento", "caducidad",
    ]

    /// A card's expiry date is labelled by any shortening of "expiry" (`EXP`, `EXPT`, `EXPIR`, `Date d'expiration`):
    /// a word that begins so marks an expiry line, except the words below.
    static let expiryPrefixes = ["exp"]
    static let notExpiry: Set<String> = ["express", "expresso", "expense", "expenses", "expert", "export", "expo", "expect"]

    /// Lines whose dates come after the purchase by nature (return by, expiry, valid until).
    static let laterDateWords = [
        "exp", "expiry", "expires", "expiration", "valid", "until", "bis", "gultig", "return", "returns", "best before",
        "het han", "han su dung", "doi tra", "umtausch", "exchange by",
        "echange", "valable", "jusqu", "devolucion", "hasta", "valido", "entro", "fino al", "ruilen", "geldig", "tukar",
        "berlaku", "hingga", "sebelum", "scadenza", "vervaldatum", "kedaluwarsa", "tamat", "vencimiento", "caducidad",
    ]

    /// The time on the date's line, else the first; sure when the page prints only one time (to the minute)
    /// and the reader is confident in it as in a text field, since nothing else on the page checks a time.
    static func time(_ page: Page, dateLine: Int?) -> FieldSuggestion? {
        var all: [(TimeMatch, Int)] = []
        for line in page.lines { for t in TimeScanner.times(in: line.text) { all.append((t, line.index)) } }
        guard let pick = all.first(where: { $0.1 == dateLine }) ?? all.first else { return nil }
        let distinct = Set(all.map { $0.0.normalised })
        var reasons: [String] = []
        if distinct.count > 1 { reasons.append("several times are printed (\(distinct.sorted().joined(separator: ", ")))") }
        if let low = page.confidenceProblem([pick.1], .text, value: pick.0.text) { reasons.append(low) }
        return FieldSuggestion(name: FieldNames.time, value: pick.0.normalised, source: page.lines[pick.1].text,
                               sure: reasons.isEmpty, reason: reasons.joined(separator: "; "))
    }
}
