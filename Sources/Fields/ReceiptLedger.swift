import Documents

/// The sums a receipt prints around its total, gathered once per page, and the arithmetic that checks a
/// candidate total against them: items, subtotal, tax, tip, discount, rounding, tender and change, card
/// charge, and VAT blocks.
struct ReceiptLedger {
    /// Item amounts (signed hundredths) before the first total, subtotal or tax line.
    var items: [Int] = []
    /// Subtotals, and totals of a lower rank than the chosen one (`SUMME` under `zu zahlen`), with their lines.
    var runningValues: [(cents: Int, line: Int, isSubtotal: Bool, isRunning: Bool, doubted: Bool)] = []
    /// Tax printed as added on top, and tax printed as included (with its rate when printed).
    var addedTaxes: [(cents: Int, percent: Double?)] = []
    var includedTaxes: [(cents: Int, percent: Double, wholeUnits: Bool)] = []
    var tips: [Int] = []
    var discounts: [Int] = []
    var roundings: [Int] = []
    var cards: [Int] = []
    var cash: [Int] = []
    /// Card charges and cash sums whose print the reader doubted (low confidence in its words).
    var doubtedPayments: Set<Int> = []
    var change: [Int] = []
    /// VAT block rows whose two smaller amounts add up to the largest (net + VAT = gross, in any column order).
    var vatGross: [Int] = []
    /// Every money amount on the page with its line, for the magnitude check.
    var money: [(cents: Int, line: Int)] = []
    /// Adjustment lines (rounding, tip, tax added on top) between the first total label and the last whose amount
    /// could not be read, even with a glyph repair: the arithmetic through the adjustments is then incomplete and
    /// may neither confirm nor contradict a total (Tesseract read a Malay `ROUNDING ADJ -0.01` as `-Q.01`, and the
    /// subtotal plus the tax alone made a total one sen off, which two paths then agreed on).
    var unreadAdjustments: [String] = []
    /// Adjustments read only through a glyph repair (`-Q.02` as `-0.02`), in words for the evidence.
    var repairedAdjustments: [String] = []
    var language: Language

    /// Partial sums printed along the items: they may confirm a total but never argue with one.
    static let runningWords = ["running total", "ubertrag", "cong don", "carried forward", "report", "suma y sigue", "riporto",
                               "tussentotaal", "jumlah berjalan", "bawa ke hadapan"]
    static let tipWords = ["tip", "tips", "gratuity", "trinkgeld", "service charge", "svc chg", "service", "pourboire", "propina", "mancia", "fooi"]
    static let roundingWords = ["rounding", "round", "rounding adj", "rundung", "lam tron", "adj", "adjustment", "arrondi", "redondeo", "arrotondamento", "afronding", "pembulatan"]
    /// Adjustments beyond this many are summed whole rather than tried in every combination, so the number of
    /// combinations (2^n) stays small enough that a coincidental match is unlikely.
    static let maximumAdjustmentsTriedApart = 6
    /// Included VAT printed without decimals (VND) is rounded to whole units: one unit of tolerance.
    static let wholeUnitTolerance = 100

    init(page: Page, language: Language, totalLines: Set<Int>, firstTotalLine: Int?) {
        self.language = language
        let stop = firstTotalLine ?? page.lines.count
        for line in page.lines {
            let signed = line.money.compactMap { $0.signedCents }
            for value in signed where !totalLines.contains(line.index) { money.append((abs(value), line.index)) }
            let role = ReceiptLabels.role(line.tokens)
            let last = line.money.last?.signedCents
            switch role {
            case .total:
                continue
            case .payment(let kind):
                // Where amounts have no decimals (VND, IDR), small sums print without grouping (`KEMBALI 500`):
                // on a cash or change line the last plain number is the sum (a card line may print a card number).
                let plain = language.printsWholeUnits && kind != .card
                    ? line.amounts.last(where: { !$0.isPercent })?.signedCents : nil
                guard let last = last ?? plain else { continue }
                if page.confidenceProblem([line.index], value: line.amounts.last?.printed) != nil { doubtedPayments.insert(abs(last)) }
                switch kind {
                case .card: cards.append(abs(last))
                case .cash: cash.append(abs(last))
                case .change: change.append(abs(last))
                }
                continue
            case .discount:
                if let last { discounts.append(abs(last)) }
                continue
            case .none:
                break
            }
            let isRounding = TextFolding.containsAny(line.tokens, Self.roundingWords)
            let isTip = TextFolding.containsAny(line.tokens, Self.tipWords)
            let isTax = TextFolding.containsAny(line.tokens, TotalFinder.taxWords)
            var lastAmount = line.money.last
            // An adjustment printed between the subtotal and the total whose amount was not read: a letter read
            // for a digit (`-Q.02`, `-O.02`) is repaired when that leaves exactly one amount; otherwise the
            // adjustments are incomplete.
            if lastAmount == nil, isRounding || isTip || (isTax && !TextFolding.containsAny(line.tokens, TotalFinder.taxIncluded)),
               let first = firstTotalLine, let lastTotal = totalLines.max(), line.index > first, line.index < lastTotal {
                let repaired = AmountRepair.textRepairs(of: line.text, language: language)
                if repaired.count == 1, let r = repaired.first {
                    lastAmount = r.amount
                    repairedAdjustments.append(r.repair)
                } else {
                    unreadAdjustments.append(line.text)
                    continue
                }
            }
            guard let value = lastAmount?.signedCents else { continue }
            if isRounding { roundings.append(value); continue }
            if isTip { tips.append(abs(value)); continue }
            let percent = line.amounts.first(where: \.isPercent).flatMap { Double($0.canonical) }
            if let row = Self.vatRow(line) { vatGross.append(row); continue }
            if isTax {
                guard let amount = lastAmount, amount.hasDecimals || amount.grouped else { continue }
                if TextFolding.containsAny(line.tokens, TotalFinder.taxIncluded), let percent {
                    includedTaxes.append((abs(value), percent, !amount.hasDecimals))
                } else if !TextFolding.containsAny(line.tokens, TotalFinder.taxIncluded) {
                    addedTaxes.append((abs(value), percent))
                }
                continue
            }
            if line.index < stop, percent == nil, !Self.isUnitPriceDetail(line) { items.append(value) }
        }
    }

    /// A line under an item that prints only its quantity and unit price (`2 x 1,80`): not an item of its own.
    static func isUnitPriceDetail(_ line: PageLine) -> Bool {
        guard line.money.count == 1 else { return false }
        let t = line.text.trimmingCharacters(in: .whitespaces)
        guard let first = t.first, first.isASCIIDigit else { return false }
        let rest = t.drop(while: \.isASCIIDigit).drop(while: { $0 == " " })
        return rest.first.map { "xX@×*".contains($0) } ?? false
    }

    /// The gross of a VAT block row: a rate and three amounts of which two add up to the third.
    static func vatRow(_ line: PageLine) -> Int? {
        guard line.amounts.contains(where: \.isPercent) else { return nil }
        let values = line.money.compactMap(\.cents)
        guard values.count >= 3 else { return nil }
        let lastThree = Array(values.suffix(3)).sorted()
        return lastThree[0] + lastThree[1] == lastThree[2] && lastThree[0] > 0 ? lastThree[2] : nil
    }

    /// Totals the page's other figures compute: the card charge, cash minus change, the last subtotal plus every
    /// adjustment, the items plus every adjustment, the VAT block's gross.
    func computedTotals() -> Set<Int> {
        var out = Set(cards)
        for c in cash { for ch in change { out.insert(c - ch) } }
        let taxSum: Int = addedTaxes.map(\.cents).reduce(0, +)
        let tipSum: Int = tips.reduce(0, +)
        let discountSum: Int = discounts.reduce(0, +)
        let roundingSum: Int = roundings.reduce(0, +)
        let adjustments = taxSum + tipSum - discountSum + roundingSum
        guard unreadAdjustments.isEmpty else {
            if !vatGross.isEmpty { out.insert(vatGross.reduce(0, +)) }
            return out.filter { $0 > 0 }
        }
        if let s = runningValues.last(where: { $0.isSubtotal && !$0.isRunning }) { out.insert(s.cents + adjustments) }
        if items.count >= 2 { out.insert(items.reduce(0, +) + adjustments) }
        if !vatGross.isEmpty { out.insert(vatGross.reduce(0, +)) }
        return out.filter { $0 > 0 }
    }

    // MARK: Checks of a candidate total

    /// Every signed sum of the adjustments (tax, tip, −discount, rounding) the page prints, each with whether it
    /// is the empty one.
    func adjustmentSums() -> [(sum: Int, empty: Bool)] {
        let adjustments = addedTaxes.map(\.cents) + tips + discounts.map { -$0 } + roundings
        if adjustments.count > Self.maximumAdjustmentsTriedApart {
            return [(0, true), (adjustments.reduce(0, +), false)]
        }
        var out: [(Int, Bool)] = []
        for mask in 0..<(1 << adjustments.count) {
            var sum = 0
            for (k, a) in adjustments.enumerated() where mask & (1 << k) != 0 { sum += a }
            out.append((sum, mask == 0))
        }
        return out
    }

    /// True when a total equal to its subtotal is believable: no tax is printed as added, or every printed tax
    /// is the total's included share at its printed rate (`VAT 20% 1.00` under a total of 6.00).
    func subtotalMayEqualTotal(_ total: Int) -> Bool {
        if addedTaxes.isEmpty || !language.addsTaxOnTop { return true }
        return addedTaxes.allSatisfy { tax in
            guard let p = tax.percent else { return false }
            return abs(Self.includedShare(total, percent: p) - tax.cents) <= 1
        }
    }

    static func includedShare(_ gross: Int, percent: Double) -> Int {
        Int((Double(gross) * percent / (100 + percent)).rounded())
    }

    /// Why the arithmetic through the adjustments cannot be done, when an adjustment's amount was not read.
    var incompleteAdjustments: String? {
        unreadAdjustments.first.map { "the amount on \"\($0)\" could not be read" }
    }

    /// Where the adjustments needed a glyph repair, the words to add to a passed check's detail.
    var repairNote: String {
        repairedAdjustments.isEmpty ? "" : " (\(repairedAdjustments.joined(separator: "; ")))"
    }

    func itemsSum(_ total: Int) -> FieldCheck {
        guard items.count >= 2 else { return FieldCheck(.itemsSum, .notApplicable) }
        if let why = incompleteAdjustments { return FieldCheck(.itemsSum, .notApplicable, why) }
        let sum = items.reduce(0, +)
        for a in adjustmentSums() where sum + a.sum == total && (!a.empty || subtotalMayEqualTotal(total)) {
            return FieldCheck(.itemsSum, .passed, "\(items.count) items sum to \(AmountMatch.canonical(cents: sum))" + (a.empty ? "" : repairNote))
        }
        return FieldCheck(.itemsSum, .failed, "the \(items.count) items read sum to \(AmountMatch.canonical(cents: sum))")
    }

    func subtotalPlusTax(_ total: Int, excluding lines: Set<Int>) -> [FieldCheck] {
        let running = runningValues.filter { !lines.contains($0.line) }
        guard !running.isEmpty else { return [FieldCheck(.subtotalPlusTax, .notApplicable)] }
        var out: [FieldCheck] = []
        // A lower-rank total printing the same figure is a second print of it.
        if running.contains(where: { !$0.isSubtotal && $0.cents == total }) {
            out.append(FieldCheck(.anotherPrint, .passed, "a total of another rank prints the same amount",
                                  doubtedReprint: running.allSatisfy { $0.isSubtotal || $0.cents != total || $0.doubted }))
        }
        if let why = incompleteAdjustments { return out + [FieldCheck(.subtotalPlusTax, .notApplicable, why)] }
        let sums = adjustmentSums()
        for r in running where r.isSubtotal || r.cents != total {
            for a in sums where r.cents + a.sum == total && (!a.empty || subtotalMayEqualTotal(total)) {
                let what = a.empty ? "the subtotal equals it" : "\(AmountMatch.canonical(cents: r.cents)) + adjustments \(AmountMatch.canonical(cents: a.sum))" + repairNote
                return out + [FieldCheck(.subtotalPlusTax, .passed, what, doubtedReprint: a.empty && r.doubted)]
            }
        }
        // Only the last subtotal argues: running totals (`Übertrag`, `RUNNING TOTAL`) are partial sums.
        let subtotals = running.filter { $0.isSubtotal && !$0.isRunning }
        guard let s = subtotals.last else { return out + [FieldCheck(.subtotalPlusTax, .notApplicable)] }
        return out + [FieldCheck(.subtotalPlusTax, .failed,
                                 s.cents > total && discounts.isEmpty
                                    ? "the subtotal \(AmountMatch.canonical(cents: s.cents)) is above the total"
                                    : "the subtotal \(AmountMatch.canonical(cents: s.cents)) and the printed tax, tip, discount and rounding do not make \(AmountMatch.canonical(cents: total))")]
    }

    /// Not below one item's amount, unless something is taken off (a discount or a returned item). A soft
    /// objection: an agreeing path answers it (a misread item can be large).
    func aboveItems(_ total: Int) -> FieldCheck {
        guard discounts.isEmpty, items.allSatisfy({ $0 >= 0 }), let item = items.max() else { return FieldCheck(.aboveItems, .notApplicable) }
        if total < item {
            return FieldCheck(.aboveItems, .failed,
                              "\(AmountMatch.canonical(cents: total)) is below an item's amount (\(AmountMatch.canonical(cents: item)))")
        }
        return FieldCheck(.aboveItems, .passed)
    }

    func tenderMinusChange(_ total: Int) -> FieldCheck {
        guard !cash.isEmpty else { return FieldCheck(.tenderMinusChange, .notApplicable) }
        if !change.isEmpty {
            for c in cash { for ch in change where c - ch == total {
                return FieldCheck(.tenderMinusChange, .passed, "cash \(AmountMatch.canonical(cents: c)) − change \(AmountMatch.canonical(cents: ch))")
            } }
            return cards.isEmpty ? FieldCheck(.tenderMinusChange, .failed, "cash minus change is not the total")
                                 : FieldCheck(.tenderMinusChange, .notApplicable)
        }
        if cash.contains(total) { return FieldCheck(.tenderMinusChange, .passed, "the cash tendered equals the total",
                                                              doubtedReprint: doubtedPayments.contains(total)) }
        if cards.isEmpty, cash.allSatisfy({ $0 < total }) {
            return FieldCheck(.tenderMinusChange, .failed, "the cash tendered is below the total")
        }
        return FieldCheck(.tenderMinusChange, .notApplicable)
    }

    func cardCharge(_ total: Int) -> FieldCheck {
        guard !cards.isEmpty else { return FieldCheck(.cardCharge, .notApplicable) }
        if cards.contains(total) { return FieldCheck(.cardCharge, .passed, "the card charge is the same",
                                                           doubtedReprint: doubtedPayments.contains(total)) }
        let other = cards.first { $0 != total } ?? 0
        return FieldCheck(.cardCharge, .failed, "a card charge of \(AmountMatch.canonical(cents: other)) differs")
    }

    /// The VAT block's rows (each balanced) add up to the total. Rows that do not add up say nothing: a row may
    /// be missing from the reading.
    func vatBlock(_ total: Int) -> FieldCheck {
        guard !vatGross.isEmpty else { return FieldCheck(.vatBlock, .notApplicable) }
        if vatGross.reduce(0, +) == total || (vatGross.count == 1 && vatGross[0] == total) {
            return FieldCheck(.vatBlock, .passed, "the VAT block's gross adds up to it")
        }
        return FieldCheck(.vatBlock, .notApplicable, "the VAT block's gross adds up to \(AmountMatch.canonical(cents: vatGross.reduce(0, +)))")
    }

    /// The VAT printed as included is the total's share at its rate. A miss says nothing (part of the items
    /// may carry another rate).
    func includedVAT(_ total: Int) -> FieldCheck {
        for tax in includedTaxes {
            let tolerance = tax.wholeUnits ? Self.wholeUnitTolerance : 1
            if abs(Self.includedShare(total, percent: tax.percent) - tax.cents) <= tolerance {
                return FieldCheck(.includedVAT, .passed, "the included VAT is its share at the printed rate")
            }
        }
        return FieldCheck(.includedVAT, .notApplicable)
    }

    /// Not zero, above any tax printed as added (the total contains it), and not above every other amount on the
    /// page put together.
    func magnitude(_ total: Int, excluding lines: Set<Int>) -> FieldCheck {
        if total == 0 { return FieldCheck(.plausibleMagnitude, .failed, "a total of 0.00") }
        // A reading that slid the amounts of a long receipt up one line (`TAX 6% 620.85`, `TOTAL 37.25`) leaves a
        // total below the tax; nothing else on such a page may argue.
        if let tax = addedTaxes.map(\.cents).max(), total <= tax {
            return FieldCheck(.plausibleMagnitude, .failed,
                              "\(AmountMatch.canonical(cents: total)) is not above the tax printed (\(AmountMatch.canonical(cents: tax)))")
        }
        let others = money.filter { !lines.contains($0.line) }.map(\.cents)
        guard others.count >= 2 else { return FieldCheck(.plausibleMagnitude, .notApplicable) }
        let sum = others.reduce(0, +)
        if total > sum {
            return FieldCheck(.plausibleMagnitude, .failed,
                              "\(AmountMatch.canonical(cents: total)) is above all the page's other amounts together (\(AmountMatch.canonical(cents: sum)))")
        }
        return FieldCheck(.plausibleMagnitude, .passed)
    }
}

extension AmountMatch {
    /// Hundredths with the sign.
    var signedCents: Int? { cents.map { negative ? -$0 : $0 } }
}
