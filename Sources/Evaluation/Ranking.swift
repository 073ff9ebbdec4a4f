import Documents
import Fields

/// Every reader × style of a report ranked against the best of them, by pooled CER and by field correctness,
/// each with a paired bootstrap 95% interval against the best cell: the answer to "which pipeline should I use?".
///
/// Computed from the cells whenever a report is built, merged or loaded, like `Aggregates`.
public struct Ranking: Sendable, Codable, Equatable {
    /// One entry per reader × style, best CER first; pairs without a CER come last, in the selection's order.
    public var entries: [Entry]
    /// One line on CER, such as "rapidocr + original is best (2.71% over 20 pages); within noise: rapidocr + ink;
    /// every tesseract cell is worse".
    public var verdict: String
    /// The same for field correctness; nil when no page has field truth.
    public var fieldVerdict: String?

    /// How one reader × style compares with the best.
    public enum Verdict: String, Sendable, Codable {
        /// The best cell itself.
        case best
        /// The 95% interval of the difference to the best includes zero (or favours this cell).
        case noise = "within-noise"
        /// The interval lies wholly on the worse side.
        case worse
        /// Fewer than two pages read by both, so no interval.
        case tooFewPages = "too-few-pages"
    }

    /// A difference to the best cell over the pages both read: negative CER differences and positive field
    /// differences favour this cell.
    public struct Comparison: Sendable, Codable, Equatable {
        public var pages: Int
        public var difference: Double
        public var low: Double?
        public var high: Double?
        public var verdict: Verdict
    }

    public struct Entry: Sendable, Codable, Equatable {
        public var reader: String
        public var style: String
        /// 1 for the lowest CER.
        public var rank: Int?
        /// Pages with a text score.
        public var pages: Int
        /// Σ errors / Σ truth length over those pages.
        public var cer: Double?
        public var cerVersusBest: Comparison?
        /// Pages with at least one expected field.
        public var fieldPages: Int
        /// The mean over pages of each page's share of expected fields that were correct.
        public var fieldCorrectness: Double?
        public var fieldsVersusBest: Comparison?

        /// `reader + style`, as the verdicts name a cell.
        public var name: String { reader + " + " + style }
    }

    /// Bootstrap resamples, as for the style differences of `Aggregates`.
    static let resamples = 2000
    /// Cells named one by one in a verdict before "and N more".
    static let namedInVerdict = 6

    /// Per page: errors and truth length, for the pooled CER.
    struct TextTally { var errors: Int; var truthLength: Int }

    public static func compute(cells: [PageResult], selection: RunReport.Selection, seed: UInt64) -> Ranking? {
        var text: [String: [String: TextTally]] = [:]
        var fields: [String: [String: Double]] = [:]
        func key(_ reader: String, _ style: String) -> String { reader + "\u{1}" + style }
        for cell in cells where cell.status == .ok {
            let k = key(cell.reader, cell.style)
            if let counts = cell.text?.counts {
                text[k, default: [:]][cell.page] = TextTally(errors: counts.errors, truthLength: counts.truthLength)
            }
            let expected = (cell.fields ?? []).filter { $0.outcome != .spurious }
            if !expected.isEmpty {
                let correct = expected.filter { $0.outcome == .correct }.count
                fields[k, default: [:]][cell.page] = Double(correct) / Double(expected.count)
            }
        }
        var entries: [Entry] = []
        for reader in selection.readers {
            for style in selection.styles {
                let k = key(reader, style)
                let tallies = text[k] ?? [:], shares = fields[k] ?? [:]
                // A reader × style without text is ranked only when some of its cells were not read (so a broken
                // reader shows). A code reader's cells (decoded codes, and the fields an EPC QR gives) are not
                // ranked against readers of the whole page: the codes table compares them.
                guard !tallies.isEmpty
                        || cells.contains(where: { $0.reader == reader && $0.style == style && $0.status != .ok }) else { continue }
                entries.append(Entry(reader: reader, style: style, rank: nil, pages: tallies.count, cer: pooledCER(Array(tallies.values)),
                                     cerVersusBest: nil, fieldPages: shares.count,
                                     fieldCorrectness: Statistics.mean(shares.keys.sorted().compactMap { shares[$0] }),
                                     fieldsVersusBest: nil))
            }
        }
        guard !entries.isEmpty else { return nil }
        let order = Dictionary(entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        entries.sort { a, b in
            switch (a.cer, b.cer) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return order[a.name, default: 0] < order[b.name, default: 0]
            }
        }
        let bestCER = entries.first { $0.cer != nil }
        let bestFields = entries.filter { $0.fieldCorrectness != nil }
            .min { a, b in
                (a.fieldCorrectness ?? 0) != (b.fieldCorrectness ?? 0)
                    ? (a.fieldCorrectness ?? 0) > (b.fieldCorrectness ?? 0) : order[a.name, default: 0] < order[b.name, default: 0]
            }
        var rank = 0
        for index in entries.indices {
            let entry = entries[index]
            if entry.cer != nil { rank += 1; entries[index].rank = rank }
            if let best = bestCER {
                entries[index].cerVersusBest = entry.name == best.name
                    ? Comparison(pages: entry.pages, difference: 0, low: nil, high: nil, verdict: .best)
                    : compareCER(text[key(entry.reader, entry.style)] ?? [:], best: text[key(best.reader, best.style)] ?? [:],
                                 seed: seed, label: "rank-cer/" + entry.name)
            }
            if let best = bestFields, entry.fieldCorrectness != nil {
                entries[index].fieldsVersusBest = entry.name == best.name
                    ? Comparison(pages: entry.fieldPages, difference: 0, low: nil, high: nil, verdict: .best)
                    : compareFields(fields[key(entry.reader, entry.style)] ?? [:], best: fields[key(best.reader, best.style)] ?? [:],
                                    seed: seed, label: "rank-fields/" + entry.name)
            }
        }
        let verdict = bestCER.map { best in
            sentence(entries, best: best, comparison: \.cerVersusBest, figure: "\(percent(best.cer)) CER over \(best.pages) page\(best.pages == 1 ? "" : "s")",
                     selection: selection)
        } ?? "no cell has a CER: no page was read against a transcript"
        let fieldVerdict = bestFields.map { best in
            sentence(entries, best: best, comparison: \.fieldsVersusBest,
                     figure: "\(percent(best.fieldCorrectness)) of fields correct over \(best.fieldPages) page\(best.fieldPages == 1 ? "" : "s")",
                     selection: selection)
        }
        return Ranking(entries: entries, verdict: verdict, fieldVerdict: fieldVerdict)
    }

    static func pooledCER(_ tallies: [TextTally]) -> Double? {
        let length = tallies.reduce(0) { $0 + $1.truthLength }
        guard !tallies.isEmpty else { return nil }
        return Double(tallies.reduce(0) { $0 + $1.errors }) / Double(max(length, 1))
    }

    /// The pooled CER difference over the pages both cells read, with a bootstrap interval that resamples pages:
    /// each resample's difference is Σ(errors − best's errors) / Σ truth length over the drawn pages.
    static func compareCER(_ cell: [String: TextTally], best: [String: TextTally], seed: UInt64, label: String) -> Comparison {
        let pages = cell.keys.filter { best[$0] != nil }.sorted()
        let deltas = pages.map { Double((cell[$0]?.errors ?? 0) - (best[$0]?.errors ?? 0)) }
        let lengths = pages.map { Double(best[$0]?.truthLength ?? 0) }
        let difference = deltas.reduce(0, +) / max(lengths.reduce(0, +), 1)
        guard pages.count >= 2 else {
            return Comparison(pages: pages.count, difference: difference, low: nil, high: nil, verdict: .tooFewPages)
        }
        var generator = SeededGenerator(seed: seed).derived(label)
        var means: [Double] = []
        means.reserveCapacity(resamples)
        for _ in 0..<resamples {
            var errors = 0.0, length = 0.0
            for _ in pages.indices {
                let drawn = generator.int(in: 0...(pages.count - 1))
                errors += deltas[drawn]; length += lengths[drawn]
            }
            means.append(errors / max(length, 1))
        }
        let (low, high) = percentiles(means)
        return Comparison(pages: pages.count, difference: difference, low: low, high: high, verdict: low > 0 ? .worse : .noise)
    }

    /// The mean per-page difference in field correctness over the pages both cells have fields on.
    static func compareFields(_ cell: [String: Double], best: [String: Double], seed: UInt64, label: String) -> Comparison {
        let pages = cell.keys.filter { best[$0] != nil }.sorted()
        let differences = pages.map { (cell[$0] ?? 0) - (best[$0] ?? 0) }
        let mean = Statistics.mean(differences) ?? 0
        guard let interval = Statistics.bootstrapInterval(differences, resamples: resamples, seed: seed, label: label) else {
            return Comparison(pages: pages.count, difference: mean, low: nil, high: nil, verdict: .tooFewPages)
        }
        return Comparison(pages: pages.count, difference: mean, low: interval.low, high: interval.high,
                          verdict: interval.high < 0 ? .worse : .noise)
    }

    /// The 2.5th and 97.5th percentiles.
    static func percentiles(_ values: [Double]) -> (Double, Double) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return (0, 0) }
        let low = sorted[Int((0.025 * Double(sorted.count)).rounded(.down))]
        let high = sorted[min(sorted.count - 1, Int((0.975 * Double(sorted.count)).rounded(.down)))]
        return (low, high)
    }

    /// "A is best (figure); within noise: B, C; every tesseract cell is worse; too few pages to tell: D".
    static func sentence(_ entries: [Entry], best: Entry, comparison: KeyPath<Entry, Comparison?>, figure: String,
                         selection: RunReport.Selection) -> String {
        var parts = ["\(best.name) is best (\(figure))"]
        let compared = entries.filter { $0.name != best.name && $0[keyPath: comparison] != nil }
        let noise = compared.filter { $0[keyPath: comparison]?.verdict == .noise }.map(\.name)
        parts.append(noise.isEmpty ? "no other cell is within noise" : "within noise: " + list(noise))
        let worse = compared.filter { $0[keyPath: comparison]?.verdict == .worse }
        var wholeReaders: [String] = []
        for reader in selection.readers {
            let ofReader = compared.filter { $0.reader == reader }
            if ofReader.count > 1, ofReader.allSatisfy({ $0[keyPath: comparison]?.verdict == .worse }) { wholeReaders.append(reader) }
        }
        for reader in wholeReaders { parts.append("every \(reader) cell is worse") }
        let otherWorse = worse.filter { !wholeReaders.contains($0.reader) }.map(\.name)
        if !otherWorse.isEmpty { parts.append("worse: " + list(otherWorse)) }
        let unknown = compared.filter { $0[keyPath: comparison]?.verdict == .tooFewPages }.map(\.name)
        if !unknown.isEmpty { parts.append("too few shared pages to tell: " + list(unknown)) }
        return parts.joined(separator: "; ")
    }

    static func list(_ names: [String]) -> String {
        guard names.count > namedInVerdict else { return names.joined(separator: ", ") }
        return names.prefix(namedInVerdict).joined(separator: ", ") + " and \(names.count - namedInVerdict) more"
    }

    static func percent(_ rate: Double?) -> String {
        guard let rate else { return "–" }
        return String(format: "%.2f%%", rate * 100)
    }
}
