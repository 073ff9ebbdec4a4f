import Documents

/// Chooses a date on a page and decides whether its day/month order is settled.
///
/// A numeric date such as `03/04/2026` is settled by, in turn: its own numbers (a day above 12), a declared
/// date order, the language (`de` and `vi` print day first), or another date on the page whose numbers force
/// an order. Otherwise it is read month-first for `en` and marked unsure.
enum DatePicker {
    struct Found { var match: DateMatch; var line: Int; var labelled: Bool }
    struct Choice { var iso: String; var source: String; var line: Int; var sure: Bool; var reason: String? }

    /// Every date on the page, with whether its line carries one of the labels, leaving out lines with an excluded word.
    static func dates(on page: Page, labels: [String], excluded: [String]) -> [Found] {
        var out: [Found] = []
        for line in page.lines where !TextFolding.containsAny(line.tokens, excluded) {
            let labelled = TextFolding.containsAny(line.tokens, labels)
            for m in DateScanner.dates(in: line.text) { out.append(Found(match: m, line: line.index, labelled: labelled)) }
        }
        return out
    }

    /// The order numeric dates on this page are read in, and whether it is settled rather than guessed.
    static func order(page: Page, language: Language, declared: DateOrder?) -> (DateOrder, settled: Bool) {
        if let declared { return (declared, true) }
        switch language {
        case .de, .vi: return (.dmy, true)
        case .en: break
        }
        var forced: Set<DateOrder> = []
        for line in page.lines { for m in DateScanner.dates(in: line.text) { if let f = m.forcedOrder { forced.insert(f) } } }
        if forced.count == 1, let only = forced.first { return (only, true) }
        return (.mdy, false)
    }

    /// The first labelled date, else the first date; sure when its order is settled and no other candidate disagrees.
    /// - Parameters:
    ///   - labelledConflictsOnly: only other labelled dates can argue (an invoice prints its due date in its
    ///     terms too); otherwise any other date on the page argues (a receipt has one date).
    static func choose(from found: [Found], page: Page, language: Language, declared: DateOrder?,
                       requireLabel: Bool = false, labelledConflictsOnly: Bool = false) -> Choice? {
        let pick = found.first(where: { $0.labelled }) ?? (requireLabel ? nil : found.first)
        guard let pick else { return nil }
        let (order, settled) = self.order(page: page, language: language, declared: declared)
        // A declared order comes first; otherwise the date's own numbers, then the page's order.
        let own = pick.match.forcedOrder
        let first = declared ?? own ?? order
        guard let iso = pick.match.iso(order: first) ?? own.flatMap({ pick.match.iso(order: $0) })
                ?? pick.match.iso(order: order == .dmy ? .mdy : .dmy) else { return nil }
        var reasons: [String] = []
        if pick.match.orderMatters && !settled {
            reasons.append("\(pick.match.text) could be day-first or month-first and nothing on the page settles it")
        }
        let rivals = labelledConflictsOnly ? found.filter(\.labelled) : found
        let others = Set(rivals.compactMap { $0.match.iso(order: declared ?? $0.match.forcedOrder ?? order) }).subtracting([iso])
        if !others.isEmpty { reasons.append("another date on the page differs (\(others.sorted().joined(separator: ", ")))") }
        if let low = page.confidenceProblem([pick.line], value: pick.match.text) { reasons.append(low) }
        return Choice(iso: iso, source: page.lines[pick.line].text, line: pick.line, sure: reasons.isEmpty,
                      reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
    }
}
