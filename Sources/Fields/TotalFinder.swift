import Documents

/// Finds a receipt's total by its label and states the checks on it; `SureRule` decides whether it is sure.
///
/// Labels rank final (grand total, amount due, Gesamtbetrag, khách phải trả …) over total (total, Summe,
/// tổng cộng …) over running total (subtotal, Zwischensumme, tạm tính). The amount is the one on the label's
/// line, or on the next line when that line holds only an amount. A line with two different amounts under a
/// total label is a table row (a tax summary), not a total. A zero total is dropped when another is printed
/// (`BALANCE DUE 0.00` after payment).
///
/// The amount as read competes with its glyph repairs (`AmountRepair`): each candidate goes through every
/// check (`ReceiptLedger`'s arithmetic, the card charge, cash minus change, the VAT block, rival totals,
/// magnitude, the currency mark, decimals, separator, reader confidence), and the one with the most
/// agreeing paths wins; on a tie the reading as printed wins.
enum TotalFinder {
    struct Candidate { var rank: ReceiptLabels.Rank; var amount: AmountMatch; var lines: [Int] }

    static func find(_ page: Page, language: Language = .en) -> (suggestion: FieldSuggestion?, line: Int?) {
        var candidates: [Candidate] = []
        // Labelled lines whose amount could not be read as printed: glyph repairs may recover it.
        var unreadable: [(rank: ReceiptLabels.Rank, line: Int)] = []
        for line in page.lines {
            guard case .total(let rank) = ReceiptLabels.role(line.tokens) else { continue }
            var lines = [line.index]
            var money = line.money
            if money.isEmpty, line.index + 1 < page.lines.count, page.lines[line.index + 1].isAmountOnly {
                money = page.lines[line.index + 1].money
                lines.append(line.index + 1)
            }
            guard let last = money.last, Set(money.map(\.canonical)).count == 1 else {
                if money.isEmpty { unreadable.append((rank, line.index)) }
                continue
            }
            candidates.append(Candidate(rank: rank, amount: last, lines: lines))
        }
        // A zero under a total label is a balance after payment, unless nothing else is printed.
        if candidates.contains(where: { ($0.amount.cents ?? 0) > 0 }) {
            candidates.removeAll { $0.amount.cents == 0 }
        }
        let ledger = ReceiptLedger(page: page, language: language, totalLines: Set(candidates.flatMap(\.lines)),
                                   firstTotalLine: (candidates.map { $0.lines[0] } + unreadable.map(\.line)).min())
        let cards = page.lines.filter { if case .payment(.card) = ReceiptLabels.role($0.tokens) { return true }; return false }
            .compactMap { $0.money.last }
        guard let best = (candidates.map(\.rank) + unreadable.map(\.rank)).max() else {
            return fallback(page, cards: cards)
        }
        if let found = choose(rank: best, candidates: candidates, unreadable: unreadable, page: page, language: language, ledger: ledger) {
            return found
        }
        // The best label's amount could not be read even with repairs: the best label whose amount was read.
        guard let read = candidates.map(\.rank).max(), read < best,
              let found = choose(rank: read, candidates: candidates, unreadable: [], page: page, language: language, ledger: ledger),
              var suggestion = found.suggestion else {
            return fallback(page, cards: cards)
        }
        // A higher label whose amount is unreadable (`Total Due` after `Take-Out Total 27.00`) may be the real total.
        suggestion.add([FieldCheck(.labelRank, .failed, "a \(best) label was read without a readable amount")])
        return (suggestion, found.line)
    }

    /// The candidate of this rank (as printed or repaired) with the most agreeing paths, with its evidence.
    static func choose(rank best: ReceiptLabels.Rank, candidates: [Candidate], unreadable: [(rank: ReceiptLabels.Rank, line: Int)],
                       page: Page, language: Language, ledger base: ReceiptLedger) -> (suggestion: FieldSuggestion?, line: Int?)? {
        var ledger = base
        let top = candidates.filter { $0.rank == best }
        // The last one, since totals printed again after an adjustment come later; but when the same total is
        // printed in two currencies, the first is the receipt's own and the later one a conversion.
        let currencies = Set(top.compactMap(\.amount.currency))
        let pick = currencies.count > 1 ? top.first : top.last
        ledger.runningValues = candidates.filter { $0.rank < best }.compactMap { c in
            c.amount.cents.map { (cents: $0, line: c.lines[0], isSubtotal: c.rank == .subtotal,
                                  isRunning: TextFolding.containsAny(page.lines[c.lines[0]].tokens, ReceiptLedger.runningWords),
                                  doubted: page.confidenceProblem(c.lines, value: c.amount.printed) != nil) }
        }
        let symbols = AmountRepair.symbolsPrinted(on: page)
        // The reading as printed first, then its repairs.
        var options: [(amount: AmountMatch, lines: [Int], repair: String?)] = []
        if let pick { options.append((pick.amount, pick.lines, nil)) }
        let repairLines: [Int] = pick?.lines ?? unreadable.filter { $0.rank == best }.suffix(1).map(\.line)
        if let pick {
            for r in AmountRepair.repairs(of: pick.amount, symbols: symbols) { options.append((r.amount, pick.lines, r.repair)) }
        }
        for index in repairLines {
            let text = page.lines[index].text
            for r in AmountRepair.textRepairs(of: text, language: language) + AmountRepair.separatorRepairs(of: text) {
                options.append((r.amount, [index], r.repair))
            }
        }
        // Amounts the page's arithmetic computes that differ from the reading in one digit readers confuse
        // (`32.00` read `38.00`), or by one digit added or lost (`685.50` read `685.560`): candidates too, but
        // chosen only when two paths back them (the one that proposed it is not enough).
        var derived = Set<String>()
        if let pick, let read = pick.amount.cents {
            for value in ledger.computedTotals() where value != read {
                if let why = AmountRepair.singleDigitConfusion(read: read, computed: value)
                    ?? AmountRepair.extraOrDroppedDigit(read: pick.amount, computed: value, wholeUnits: language.printsWholeUnits) {
                    var amount = pick.amount
                    let canonical = AmountMatch.canonical(cents: value)
                    amount.integerDigits = String(canonical.prefix { $0 != "." })
                    amount.fractionDigits = String(canonical.drop { $0 != "." }.dropFirst())
                    options.append((amount, pick.lines, why))
                    derived.insert(canonical)
                }
            }
        }
        var seen = Set<String>()
        var judged: [(amount: AmountMatch, lines: [Int], evidence: [FieldCheck], supports: Int, repaired: Bool)] = []
        for option in options {
            guard let cents = option.amount.cents, seen.insert(option.amount.canonical).inserted else { continue }
            var evidence = checks(option.amount, cents: cents, lines: option.lines, rank: best, top: top, page: page,
                                  ledger: ledger, symbols: symbols)
            evidence.insert(FieldCheck(.readAsPrinted, option.repair == nil ? .passed : .failed,
                                       option.repair.map { "repaired: \($0)" }), at: 0)
            let supports = Set(evidence.filter { $0.passed && [.path, .weakPath].contains(SureRule.weight($0.name)) }.map(\.name)).count
            if derived.contains(option.amount.canonical) && supports < SureRule.supportsThatOutweighObjections { continue }
            judged.append((option.amount, option.lines, evidence, supports, option.repair != nil))
        }
        // Most agreeing paths first; on a tie the reading as printed (options keep it first).
        guard let chosen = judged.enumerated().max(by: { a, b in
            a.element.supports != b.element.supports ? a.element.supports < b.element.supports : a.offset > b.offset
        })?.element else { return nil }
        // A repair with no path behind it is only a guess: keep the reading as printed when there is one.
        let final = (chosen.repaired && chosen.supports == 0) ? (judged.first { !$0.repaired } ?? chosen) : chosen
        let source = final.lines.map { page.lines[$0].text }.joined(separator: "\n")
        return (FieldSuggestion(name: FieldNames.total, value: final.amount.canonical, source: source, evidence: final.evidence),
                final.lines.last)
    }

    /// Every check on one candidate total.
    static func checks(_ amount: AmountMatch, cents: Int, lines: [Int], rank: ReceiptLabels.Rank, top: [Candidate],
                       page: Page, ledger: ReceiptLedger, symbols: Set<Character>) -> [FieldCheck] {
        var evidence: [FieldCheck] = []
        let own = Set(lines)
        evidence.append(rank == .subtotal ? FieldCheck(.labelRank, .failed, "only a subtotal label was read") : FieldCheck(.labelRank, .passed))
        // The same total in another currency, converted at the rate the page prints, does not argue.
        let rates = exchangeRates(page)
        let rivals = top.filter { !Set($0.lines).isSubset(of: own) }
        let unexplained = rivals.filter { other in
            other.amount.canonical != amount.canonical
                && !(other.amount.currency != nil && amount.currency != nil && other.amount.currency != amount.currency
                     && converts(amount, to: other.amount, rates: rates))
        }
        if !unexplained.isEmpty {
            let all = Set(top.map(\.amount.canonical) + [amount.canonical]).sorted()
            evidence.append(FieldCheck(.singleValue, .failed, "two \(rank)s disagree (\(all.joined(separator: ", ")))"))
        } else {
            evidence.append(FieldCheck(.singleValue, rivals.isEmpty ? .notApplicable : .passed))
        }
        let reprints = rivals.filter { $0.amount.canonical == amount.canonical }
        if !reprints.isEmpty {
            let doubted = reprints.allSatisfy { page.confidenceProblem($0.lines, value: $0.amount.printed) != nil }
            evidence.append(FieldCheck(.anotherPrint, .passed, "another \(rank) label prints the same amount", doubtedReprint: doubted))
        }
        evidence.append(ledger.itemsSum(cents))
        evidence += ledger.subtotalPlusTax(cents, excluding: own)
        // An adjustment left unread makes the arithmetic not applicable, not passed: without another path the total
        // rests on its own reading (SROIE X51005441402: `SERVICE CHARGE 10% 16 0)` and `GST 6%` unread above
        // `NET TOTAL 174.9`).
        evidence.append(ledger.incompleteAdjustments.map { FieldCheck(.adjustmentsRead, .failed, $0) } ?? FieldCheck(.adjustmentsRead, .passed))
        evidence.append(ledger.tenderMinusChange(cents))
        evidence.append(ledger.cardCharge(cents))
        evidence.append(ledger.vatBlock(cents))
        evidence.append(ledger.includedVAT(cents))
        evidence.append(ledger.magnitude(cents, excluding: own))
        evidence.append(ledger.aboveItems(cents))
        evidence.append(currencyMark(amount, symbols: symbols))
        let money = page.lines.flatMap(\.money)
        let decimalPrices = money.filter(\.hasDecimals).count
        if !amount.hasDecimals && decimalPrices * 2 > money.count {
            evidence.append(FieldCheck(.decimals, .failed, "the total has no decimals while the page's other amounts do"))
        } else {
            evidence.append(FieldCheck(.decimals, .passed))
        }
        evidence.append(amount.ambiguous
            ? FieldCheck(.separator, .failed, "the separator in \(amount.printed) could be decimal or grouping")
            : FieldCheck(.separator, .passed))
        if let low = page.confidenceProblem(lines, value: amount.printed) {
            evidence.append(FieldCheck(.readerConfidence, .failed, low))
        } else {
            evidence.append(FieldCheck(.readerConfidence, .passed))
        }
        return evidence
    }

    /// An amount printed without the currency symbol the page puts on its other amounts, whose first digit is
    /// one that symbol is read as (`$` as `5` or `8`, `€` as `6`): the digit may be the symbol.
    static func currencyMark(_ amount: AmountMatch, symbols: Set<Character>) -> FieldCheck {
        guard !symbols.isEmpty else { return FieldCheck(.currencyMark, .notApplicable) }
        guard amount.currency == nil, amount.integerDigits.count >= 2, let first = amount.integerDigits.first else {
            return FieldCheck(.currencyMark, .passed)
        }
        for look in AmountRepair.symbolLookalikes where symbols.contains(look.symbol) && look.digits.contains(first) {
            return FieldCheck(.currencyMark, .failed,
                              "the page prints \(look.symbol) on other amounts and \(amount.printed) may begin with one read as \(first)")
        }
        return FieldCheck(.currencyMark, .passed)
    }

    static let taxWords = ["tax", "vat", "gst", "mwst", "ust", "thue", "sales tax", "tva", "iva", "btw", "ppn", "pajak", "sst"]
    static let taxIncluded = ["incl", "inkl", "included", "inclusive", "enthalten", "trong do", "da bao gom", "dont", "incluido",
                                      "incluida", "compresa", "inclusa", "inbegrepen", "termasuk"]

    static let rateWords = ["rate", "kurs", "wechselkurs", "umrechnungskurs", "ty gia", "exchange", "exchange rate", "taux",
                            "tipo de cambio", "cambio", "koers", "kadar"]

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
        return (FieldSuggestion(name: FieldNames.total, value: card.canonical, source: line.text,
                                evidence: [FieldCheck(.labelRank, .failed, "no total label was read; this is the card charge")]),
                line.index)
    }
}
