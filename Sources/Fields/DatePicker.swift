import Foundation
import Documents

/// Chooses a date on a page and states the checks on it; `SureRule` decides whether it is sure.
///
/// A numeric date such as `03/04/2026` is settled by, in turn: its own numbers (a day above 12), a declared
/// date order, the language (`de` and `vi` print day first), or another date on the page whose numbers force
/// an order. Otherwise it is read month-first for `en` and its `dateOrder` check fails.
///
/// The other checks: `singleValue` (no other candidate date differs), `anotherPrint` (the same date printed
/// again), `plausibleDate` (a year in `plausibleYears`, inside the years of a tax the page prints (`taxEra`), and not after a date the page prints as later by
/// nature: a return-by, expiry or due date), `outsideCardSlip` (not printed only among a card terminal's lines, where
/// the card's expiry is printed too), `weekday` (a weekday printed on the date's line agrees), and
/// `digitConfusion` (a date holding digits readers confuse, read below `confusableDigitConfidence`).
enum DatePicker {
    struct Found { var match: DateMatch; var line: Int; var labelled: Bool }
    struct Choice { var iso: String; var source: String; var line: Int; var evidence: [FieldCheck] }

    /// Years a receipt or invoice date may carry; outside them the year was misread.
    static let plausibleYears = 1990...2099
    /// Digits one reader often takes for another (`5`/`6`/`8`, `3`/`8`, `0`/`8`, `1`/`7`): a date made of any of
    /// them must be read at this word confidence or above to pass without confirmation. Higher than
    /// `Page.minimumNumberWordConfidence`, since a date has no arithmetic to catch one wrong digit.
    static let confusableDigits: Set<Character> = ["0", "1", "3", "5", "6", "7", "8"]
    static let confusableDigitConfidence = 90.0

    /// Every date on the page, with whether its line carries one of the labels, leaving out lines with an excluded
    /// word or a word beginning with an excluded prefix.
    static func dates(on page: Page, labels: [String], excluded: [String], excludedPrefixes: [String] = [],
                      prefixExceptions: Set<String> = []) -> [Found] {
        var out: [Found] = []
        for line in page.lines where !TextFolding.containsAny(line.tokens, excluded)
            && !TextFolding.containsWord(startingWith: excludedPrefixes, line.tokens, except: prefixExceptions) {
            let labelled = TextFolding.containsAny(line.tokens, labels)
            for m in DateScanner.dates(in: line.text) { out.append(Found(match: m, line: line.index, labelled: labelled)) }
        }
        return out
    }

    /// The dates on lines that carry one of `words` (return-by, expiry, due): dates later than the one chosen.
    static func laterDates(on page: Page, words: [String], prefixes: [String] = [], prefixExceptions: Set<String> = [],
                           order: DateOrder) -> [String] {
        var out: [String] = []
        for line in page.lines where TextFolding.containsAny(line.tokens, words)
            || TextFolding.containsWord(startingWith: prefixes, line.tokens, except: prefixExceptions) {
            for m in DateScanner.dates(in: line.text) {
                if let iso = m.iso(order: m.forcedOrder ?? order) { out.append(iso) }
            }
        }
        return out
    }

    /// The order numeric dates on this page are read in, and whether it is settled rather than guessed.
    static func order(page: Page, language: Language, declared: DateOrder?) -> (DateOrder, settled: Bool) {
        if let declared { return (declared, true) }
        switch language {
        case .en: break
        default: return (.dmy, true)
        }
        var forced: Set<DateOrder> = []
        for line in page.lines { for m in DateScanner.dates(in: line.text) { if let f = m.forcedOrder { forced.insert(f) } } }
        if forced.count == 1, let only = forced.first { return (only, true) }
        return (.mdy, false)
    }

    /// Whether the page prints dollar amounts (`$` or `USD`).
    static func printsDollars(_ page: Page) -> Bool {
        page.lines.contains { $0.text.contains("$") || $0.text.uppercased().contains("USD") }
    }

    /// Whether a date other than `pick` forces `order` on the page.
    static func otherDateForces(_ order: DateOrder, on page: Page, besides pick: Found) -> Bool {
        page.lines.contains { line in
            DateScanner.dates(in: line.text).contains { m in
                m.forcedOrder == order && !(line.index == pick.line && m.start == pick.match.start)
            }
        }
    }

    /// The first labelled date, else the first date, with its checks.
    /// - Parameters:
    ///   - labelledConflictsOnly: only other labelled dates can argue (an invoice prints its due date in its
    ///     terms too); otherwise any other date on the page argues (a receipt has one date).
    ///   - notAfter: dates the chosen one may not be later than (a return-by or due date).
    static func choose(from found: [Found], page: Page, language: Language, declared: DateOrder?,
                       requireLabel: Bool = false, labelledConflictsOnly: Bool = false, notAfter: [String] = [],
                       era: (from: String, to: String, tax: String)? = nil) -> Choice? {
        let pick = found.first(where: { $0.labelled }) ?? (requireLabel ? nil : found.first)
        guard let pick else { return nil }
        let (order, settled) = self.order(page: page, language: language, declared: declared)
        // A declared order comes first; otherwise the date's own numbers, then the page's order.
        let own = pick.match.forcedOrder
        let first = declared ?? own ?? order
        guard let iso = pick.match.iso(order: first) ?? own.flatMap({ pick.match.iso(order: $0) })
                ?? pick.match.iso(order: order == .dmy ? .mdy : .dmy) else { return nil }
        var evidence: [FieldCheck] = []
        if pick.match.orderMatters && !settled {
            evidence.append(FieldCheck(.dateOrder, .failed,
                                       "\(pick.match.text) could be day-first or month-first and nothing on the page settles it"))
        } else if let declared, let own, own != declared {
            // The page declares its order and this date cannot be read in it: a digit was misread (10/11 as 16/11).
            evidence.append(FieldCheck(.dateOrder, .failed,
                                       "\(pick.match.text) cannot be read in the page's declared order (\(declared.rawValue))"))
        } else if declared == nil, language == .en, let own, own != .mdy, printsDollars(page),
                  !otherDateForces(own, on: page, besides: pick) {
            // An English page in dollars most often prints month first, and this date alone says day-first: one
            // misread digit makes such a date from a month-first one (10/11/2025 read 16/11/2025), so it is no
            // more settled than an open one. (A page in pounds, or one whose other dates say day-first, is.)
            evidence.append(FieldCheck(.dateOrder, .failed,
                                       "\(pick.match.text) can only be day-first, yet this page is in dollars and nothing else on it says so"))
        } else {
            evidence.append(FieldCheck(.dateOrder, pick.match.orderMatters ? .passed : .notApplicable))
        }
        let rivals = (labelledConflictsOnly ? found.filter(\.labelled) : found)
            .filter { !($0.line == pick.line && $0.match.start == pick.match.start) }
        let rivalDates = rivals.compactMap { $0.match.iso(order: declared ?? $0.match.forcedOrder ?? order) }
        let others = Set(rivalDates).subtracting([iso])
        if !others.isEmpty {
            evidence.append(FieldCheck(.singleValue, .failed, "another date on the page differs (\(others.sorted().joined(separator: ", ")))"))
        } else {
            evidence.append(FieldCheck(.singleValue, rivals.isEmpty ? .notApplicable : .passed))
        }
        // The same date printed again on another line is a second reading of it.
        if rivals.contains(where: { $0.line != pick.line && $0.match.iso(order: declared ?? $0.match.forcedOrder ?? order) == iso }) {
            evidence.append(FieldCheck(.anotherPrint, .passed, "the same date is printed on another line"))
        }
        evidence.append(plausibility(iso, notAfter: notAfter, era: era))
        if insideCardSlip(pick.line, page: page) {
            let agreed = rivals.contains { $0.line != pick.line && !insideCardSlip($0.line, page: page)
                && $0.match.iso(order: declared ?? $0.match.forcedOrder ?? order) == iso }
            evidence.append(agreed ? FieldCheck(.outsideCardSlip, .passed, "the date outside the card slip agrees")
                                   : FieldCheck(.outsideCardSlip, .failed,
                                                "\(pick.match.text) is printed only inside the card slip, which prints the card's expiry too"))
        } else {
            evidence.append(FieldCheck(.outsideCardSlip, .passed))
        }
        let weekdayCheck = weekday(iso, line: page.lines[pick.line])
        evidence.append(weekdayCheck)
        evidence.append(digitConfusion(pick.match.text, line: pick.line, page: page))
        if let low = page.confidenceProblem([pick.line], value: pick.match.text) {
            evidence.append(FieldCheck(.readerConfidence, .failed, low))
        } else {
            evidence.append(FieldCheck(.readerConfidence, .passed))
        }
        return Choice(iso: iso, source: page.lines[pick.line].text, line: pick.line, evidence: evidence)
    }

    /// Words a card terminal prints on its slip (folded): authorisation and application ids, the terminal's id.
    static let terminalWords = ["aid", "tid", "terminal", "emv", "contactless", "sans contact", "kartennr",
                                "card no", "card number", "no carte", "numero carte", "tvr", "arqc", "cvm", "trace no"]
    /// Word beginnings a terminal prints in every language: `autor…` (autorisation, Autorisierung, autorizzazione),
    /// `auth…`, `approv…`, `aprob…`.
    static let terminalPrefixes = ["autor", "auth", "approv", "aprob"]
    /// How far, in lines, a card slip's lines reach around a date it holds. A slip prints the card number,
    /// authorisation, AID and expiry within a few lines of each other (mindee-3, a French petrol receipt: the
    /// authorisation two lines above its expiry date, the AID two lines below); a receipt's own date at its head
    /// or foot has a slip on one side at most.
    static let cardSlipReach = 3

    /// A line a card terminal printed: a card payment, a terminal word, or a masked card number (`****1234`).
    static func isTerminalLine(_ line: PageLine) -> Bool {
        if case .payment(.card) = ReceiptLabels.role(line.tokens) { return true }
        if TextFolding.containsAny(line.tokens, terminalWords) { return true }
        if TextFolding.containsWord(startingWith: terminalPrefixes, line.tokens) { return true }
        return line.text.range(of: #"[*#xX]{4,}\s?\d{2,4}"#, options: .regularExpression) != nil
    }

    /// True when terminal lines stand both above and below this line within `cardSlipReach`: the line is inside
    /// a card slip, whose dates may be the card's expiry under a misread label (`Date d'expiration` read `Date A`).
    static func insideCardSlip(_ index: Int, page: Page) -> Bool {
        let above = page.lines[max(0, index - cardSlipReach)..<index]
        let below = page.lines[(index + 1)..<min(page.lines.count, index + 1 + cardSlipReach)]
        return above.contains(where: isTerminalLine) && below.contains(where: isTerminalLine)
    }

    /// A tax that existed only in some years dates the page that prints it: Malaysia's GST, on a page in
    /// ringgit, from 2015-04-01 to 2018-08-31 (it replaced the sales tax and was replaced by SST). ISO dates.
    static func taxEra(of page: Page, language: Language) -> (from: String, to: String, tax: String)? {
        let ringgit = language == .ms || page.lines.contains { CurrencyFinder.codes(in: $0).contains("MYR") }
        guard ringgit, page.lines.contains(where: { TextFolding.containsAny($0.tokens, ["gst"]) }) else { return nil }
        return ("2015-04-01", "2018-08-31", "Malaysia's GST")
    }

    static func plausibility(_ iso: String, notAfter: [String], era: (from: String, to: String, tax: String)? = nil) -> FieldCheck {
        guard let year = Int(iso.prefix(4)), plausibleYears.contains(year) else {
            return FieldCheck(.plausibleDate, .failed, "the year of \(iso) is outside \(plausibleYears.lowerBound)–\(plausibleYears.upperBound)")
        }
        if let era, iso < era.from || iso > era.to {
            return FieldCheck(.plausibleDate, .failed, "the page prints \(era.tax), levied from \(era.from) to \(era.to); \(iso) is outside")
        }
        // ISO dates compare as strings.
        if let later = notAfter.filter({ $0 < iso }).min() {
            return FieldCheck(.plausibleDate, .failed, "\(iso) is after \(later), which the page prints as a later date")
        }
        return FieldCheck(.plausibleDate, .passed)
    }

    /// A weekday printed on the date's line (`Mon`, `Montag`, `Thứ Hai`), checked against the date's own.
    static func weekday(_ iso: String, line: PageLine) -> FieldCheck {
        guard let printed = WeekdayTable.weekday(in: line.tokens) else { return FieldCheck(.weekday, .notApplicable) }
        guard let actual = WeekdayTable.weekday(ofISO: iso) else { return FieldCheck(.weekday, .notApplicable) }
        if printed == actual { return FieldCheck(.weekday, .passed, "the printed weekday agrees") }
        return FieldCheck(.weekday, .failed, "the printed weekday is not \(iso)'s")
    }

    /// Fails when the date holds a confusable digit and the reader gave its word less than `confusableDigitConfidence`.
    static func digitConfusion(_ text: String, line: Int, page: Page) -> FieldCheck {
        guard text.contains(where: { confusableDigits.contains($0) }) else { return FieldCheck(.digitConfusion, .notApplicable) }
        let words = page.lines[line].words.filter { word in
            let core = word.text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
            return !core.isEmpty && core.contains(where: \.isNumber) && (text.contains(core) || core.contains(text))
        }
        guard let worst = words.map(\.confidence).min() else { return FieldCheck(.digitConfusion, .notApplicable) }
        if worst < confusableDigitConfidence {
            return FieldCheck(.digitConfusion, .failed,
                              "\(text) holds digits readers confuse and the reader's confidence in it is \(Int(worst.rounded()))")
        }
        return FieldCheck(.digitConfusion, .passed)
    }
}
