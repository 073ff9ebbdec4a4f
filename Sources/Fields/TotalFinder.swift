/// Finds a receipt's total by its label.
///
/// Labels rank final (grand total, amount due, Gesamtbetrag, khách phải trả …) over total (total, Summe,
/// tổng cộng …) over running total (subtotal, Zwischensumme, tạm tính). The amount is the one on the label's
/// line, or on the next line when that line holds only an amount. A line with two different amounts under a
/// total label is a table row (a tax summary), not a total.
///
/// The total is sure only when a total or final label was read and nothing on the page argues with it:
/// no other total of the same rank with another amount, no card charge of another amount, no cash tender
/// below it (or cash minus change that misses it), and no subtotal above it unless a discount is printed.
enum TotalFinder {
    struct Candidate { var rank: ReceiptLabels.Rank; var amount: AmountMatch; var lines: [Int] }

    static func find(_ page: Page) -> (suggestion: FieldSuggestion?, line: Int?) {
        var candidates: [Candidate] = []
        var cards: [AmountMatch] = [], cash: [AmountMatch] = [], change: [AmountMatch] = []
        var discount = false
        var taxes: [AmountMatch] = []
        for line in page.lines {
            let role = ReceiptLabels.role(line.tokens)
            switch role {
            case .total(let rank):
                var lines = [line.index]
                var money = line.money
                if money.isEmpty, line.index + 1 < page.lines.count, page.lines[line.index + 1].isAmountOnly {
                    money = page.lines[line.index + 1].money
                    lines.append(line.index + 1)
                }
                guard let last = money.last, Set(money.map(\.canonical)).count == 1 else { continue }
                candidates.append(Candidate(rank: rank, amount: last, lines: lines))
            case .payment(let kind):
                guard let amount = line.money.last else { continue }
                switch kind {
                case .card: cards.append(amount)
                case .cash: cash.append(amount)
                case .change: change.append(amount)
                }
            case .discount:
                discount = true
            case .none:
                // Tax added on top (not "incl."/"trong đó", which is already inside the total).
                if TextFolding.containsAny(line.tokens, taxWords), !TextFolding.containsAny(line.tokens, taxIncluded),
                   let amount = line.money.last, amount.hasDecimals || amount.grouped {
                    taxes.append(amount)
                }
            }
        }
        guard let best = candidates.map(\.rank).max() else {
            return fallback(page, cards: cards)
        }
        let top = candidates.filter { $0.rank == best }
        // The last one, since totals printed again after an adjustment come later; but when the same total is
        // printed in two currencies, the first is the receipt's own and the later one a conversion.
        let currencies = Set(top.compactMap(\.amount.currency))
        let pick = currencies.count > 1 ? top.first : top.last
        guard let chosen = pick, let cents = chosen.amount.cents else { return (nil, nil) }
        var reasons: [String] = []
        if best == .subtotal { reasons.append("only a subtotal label was read") }
        let sameRank = Set(top.map(\.amount.canonical))
        let rates = exchangeRates(page)
        // The same total in another currency, converted at the rate the page prints, does not argue.
        let unexplained = top.filter { other in
            other.amount.canonical != chosen.amount.canonical
                && !(other.amount.currency != nil && chosen.amount.currency != nil && other.amount.currency != chosen.amount.currency
                     && converts(chosen.amount, to: other.amount, rates: rates))
        }
        if !unexplained.isEmpty {
            reasons.append("two \(best)s disagree (\(sameRank.sorted().joined(separator: ", ")))")
        }
        if let card = cards.first(where: { $0.cents != cents }) {
            reasons.append("a card charge of \(card.canonical) differs")
        }
        let cashCents = cash.compactMap(\.cents), changeCents = change.compactMap(\.cents)
        if cards.isEmpty, !cashCents.isEmpty {
            if let changeValue = changeCents.first {
                if !cashCents.contains(where: { $0 - changeValue == cents }) { reasons.append("cash minus change is not the total") }
            } else if cashCents.allSatisfy({ $0 < cents }) {
                reasons.append("the cash tendered is below the total")
            }
        }
        if best > .subtotal, !discount,
           let sub = candidates.first(where: { $0.rank == .subtotal && ($0.amount.cents ?? 0) > cents }) {
            reasons.append("the subtotal \(sub.amount.canonical) is above the total")
        }
        let money = page.lines.flatMap(\.money)
        let decimalPrices = money.filter(\.hasDecimals).count
        if !chosen.amount.hasDecimals && decimalPrices * 2 > money.count {
            reasons.append("the total has no decimals while the page's other amounts do")
        }
        if chosen.amount.ambiguous { reasons.append("the separator in \(chosen.amount.printed) could be decimal or grouping") }
        // Another print of the same sum (the card charge, cash minus change, subtotal plus tax) vouches for the
        // digits even when the reader doubted them.
        let subtotalCents = candidates.filter { $0.rank == .subtotal }.compactMap(\.amount.cents)
        let taxCents = taxes.compactMap(\.cents)
        let corroborated = cards.contains { $0.cents == cents }
            || cashCents.contains { c in changeCents.contains { c - $0 == cents } }
            || subtotalCents.contains { s in s == cents || taxCents.contains { s + $0 == cents } || s + taxCents.reduce(0, +) == cents }
        if !corroborated, let low = page.confidenceProblem(chosen.lines, value: chosen.amount.printed) { reasons.append(low) }
        let source = chosen.lines.map { page.lines[$0].text }.joined(separator: "\n")
        return (FieldSuggestion(name: FieldNames.total, value: chosen.amount.canonical, source: source,
                                sure: reasons.isEmpty, reason: reasons.joined(separator: "; ")), chosen.lines.last)
    }

    static let taxWords = ["tax", "vat", "gst", "mwst", "ust", "thue", "sales tax"]
    static let taxIncluded = ["incl", "inkl", "included", "inclusive", "enthalten", "trong do", "da bao gom"]

    static let rateWords = ["rate", "kurs", "wechselkurs", "umrechnungskurs", "ty gia", "exchange", "exchange rate"]

    /// The numbers after `=` on exchange-rate lines (`RATE 1 USD = 0.9522 EUR`, `Tỷ giá 1 USD = 25.000 VND`),
    /// each read both with its separator as a decimal mark and as grouping: the arithmetic decides.
    static func exchangeRates(_ page: Page) -> [Double] {
        var out: [Double] = []
        for line in page.lines where TextFolding.containsAny(line.tokens, rateWords) {
            guard let eq = line.text.firstIndex(of: "=") else { continue }
            let tail = line.text[line.text.index(after: eq)...]
            guard let number = tail.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "," || $0 == "'") })
                    .first(where: { $0.contains(where: \.isNumber) }) else { continue }
            let s = String(number)
            if let decimal = Double(s.replacingOccurrences(of: ",", with: ".")) { out.append(decimal) }
            if let grouped = Double(s.filter(\.isNumber)) { out.append(grouped) }
        }
        return out.filter { $0 > 0 }
    }

    /// True when `to` is `from` converted at one of the rates, either way round, to the cent.
    static func converts(_ from: AmountMatch, to: AmountMatch, rates: [Double]) -> Bool {
        guard let a = Double(from.canonical), let b = Double(to.canonical) else { return false }
        return rates.contains { r in abs(a * r - b) <= 0.011 || abs(a / r - b) <= 0.011 }
    }

    /// Without a total label, a single card charge is the best guess, never sure.
    private static func fallback(_ page: Page, cards: [AmountMatch]) -> (FieldSuggestion?, Int?) {
        guard Set(cards.map(\.canonical)).count == 1, let card = cards.first,
              let line = page.lines.first(where: { $0.money.contains(card) }) else { return (nil, nil) }
        return (FieldSuggestion(name: FieldNames.total, value: card.canonical, source: line.text, sure: false,
                                reason: "no total label was read; this is the card charge"), line.index)
    }
}
