/// An invoice's net, VAT and gross amounts, found by label and checked against each other.
///
/// The amount is the last one on a labelled line (`MwSt 19 % auf 1.000,00: 190,00` gives 190,00), or on the
/// next line when that line holds only an amount. Each carries the `netPlusVAT` check: passed when
/// net + VAT = gross to the cent (all three are then sure unless a hard objection stands), failed when the
/// sum misses (none is sure). Several VAT lines (two rates) are added up when their sum is what
/// closes the equation. A figure found alone, with no other to check it against, is not sure.
enum AmountsFinder {
    struct Result {
        var suggestions: [FieldSuggestion]
        var grossLine: Int?
        var grossSure: Bool
    }
    struct Found { var amount: AmountMatch; var lines: [Int] }

    static func find(_ page: Page) -> Result {
        var found: [InvoiceLabels.AmountRole: [Found]] = [:]
        for line in page.lines {
            guard let role = InvoiceLabels.amountRole(line.tokens) else { continue }
            var lines = [line.index]
            var money = line.money
            if money.isEmpty, line.index + 1 < page.lines.count, page.lines[line.index + 1].isAmountOnly {
                money = page.lines[line.index + 1].money
                lines.append(line.index + 1)
            }
            guard let last = money.last, last.cents != nil else { continue }
            found[role, default: []].append(Found(amount: last, lines: lines))
        }
        // The last gross (totals come last), the first net; VAT decided below.
        let gross = found[.gross]?.last
        let net = found[.net]?.first
        var vatCents: Int? = nil
        var vatSource: Found? = nil
        let vats = found[.vat] ?? []
        if let g = gross?.amount.cents, let n = net?.amount.cents {
            if let exact = vats.first(where: { $0.amount.cents == g - n }) {
                vatCents = exact.amount.cents; vatSource = exact
            } else if vats.count > 1, vats.compactMap(\.amount.cents).reduce(0, +) == g - n {
                vatCents = g - n; vatSource = vats.last
            }
        }
        if vatSource == nil, let last = vats.last { vatSource = last; vatCents = last.amount.cents }

        let balanced: Bool = {
            guard let g = gross?.amount.cents, let n = net?.amount.cents, let v = vatCents else { return false }
            return n + v == g
        }()
        let arithmetic: FieldCheck
        if balanced {
            arithmetic = FieldCheck(.netPlusVAT, .passed, "net + VAT = gross")
        } else if gross != nil && net != nil && vatCents != nil {
            arithmetic = FieldCheck(.netPlusVAT, .failed, "net + VAT does not equal gross")
        } else {
            arithmetic = FieldCheck(.netPlusVAT, .notApplicable)
        }
        let crossCheck = arithmetic.outcome == .notApplicable
            ? FieldCheck(.crossCheck, .failed, "net, VAT and gross cannot be checked against each other")
            : FieldCheck(.crossCheck, .passed)
        var out: [FieldSuggestion] = []
        func add(_ name: String, _ f: Found?, value: String? = nil, others: [Found]) {
            guard let f else { return }
            var evidence = [arithmetic, crossCheck]
            let distinct = Set(others.map(\.amount.canonical))
            evidence.append(distinct.count > 1 && !balanced
                ? FieldCheck(.singleValue, .failed, "several \(name) amounts are printed")
                : FieldCheck(.singleValue, distinct.count > 1 ? .passed : .notApplicable))
            evidence.append(f.amount.ambiguous
                ? FieldCheck(.separator, .failed, "the separator in \(f.amount.printed) could be decimal or grouping")
                : FieldCheck(.separator, .passed))
            if let low = page.confidenceProblem(f.lines, value: f.amount.printed) {
                evidence.append(FieldCheck(.readerConfidence, .failed, low))
            } else {
                evidence.append(FieldCheck(.readerConfidence, .passed))
            }
            out.append(FieldSuggestion(name: name, value: value ?? f.amount.canonical,
                                       source: f.lines.map { page.lines[$0].text }.joined(separator: "\n"), evidence: evidence))
        }
        add(FieldNames.net, net, others: found[.net] ?? [])
        let vatValue = vatCents.map { AmountMatch.canonical(cents: $0) }
        add(FieldNames.vat, vatSource, value: vatValue, others: [])
        add(FieldNames.gross, gross, others: found[.gross] ?? [])
        let grossSure = out.first(where: { $0.name == FieldNames.gross })?.sure ?? false
        return Result(suggestions: out, grossLine: gross?.lines.last, grossSure: grossSure)
    }
}

extension AmountMatch {
    /// The canonical string of an amount in hundredths.
    static func canonical(cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let v = abs(cents)
        let frac = v % 100
        return "\(sign)\(v / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
