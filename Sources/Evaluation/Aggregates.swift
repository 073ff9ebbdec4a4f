import Documents
import Fields
import Scoring

/// The figures a report derives from its cells. Recomputed from the cells whenever a report is built or merged,
/// so they can never disagree with them.
public struct Aggregates: Sendable, Codable, Equatable {
    /// One row per style × reader, over every page.
    public var styles: [StyleSummary]
    /// The same, per group of pages: by difficulty, photo size, document kind and language.
    public var groups: [GroupSummary]
    /// CER against the swept value, per sweep family × style × reader.
    public var sweeps: [SweepSummary]
    /// Each style's CER minus `original`'s, paired by page, with a bootstrap 95% interval.
    public var differences: [StyleDifference]
    /// Per field name × style × reader.
    public var fields: [FieldSummary]
    /// Code outcomes per symbology × style × reader; nil when no cell read codes.
    public var codes: [CodeSummary]? = nil
    /// The decode rate against each swept parameter; nil when no code cell lies on a sweep.
    public var codeSweeps: [CodeSweepSummary]? = nil
    /// The fields a code gives against the same fields read from the text, per field × style × text reader × code
    /// reader; nil when no page has both a code cell with fields and a text cell.
    public var codeFieldAgreement: [CodeFieldAgreement]? = nil
    /// The field rates of a text reader whose fields are taken from a code reader's decoded code where it gave
    /// them (reader `TEXT+CODE`), per field × style; nil with `codeFieldAgreement`.
    public var fieldsPreferringCodes: [FieldSummary]? = nil

    public struct PageCER: Sendable, Codable, Equatable {
        public var page: String
        public var cer: Double
    }

    public struct StyleSummary: Sendable, Codable, Equatable {
        public var style: String
        public var reader: String
        public var cells: Int
        public var ok: Int
        public var failed: Int
        public var skipped: Int
        /// How many read pages had a transcript, so the CER figures are over them; nil when every read page had one.
        public var textPages: Int?
        /// How many read pages had field truth, so the field figures are over them; nil when every read page had some.
        public var fieldPages: Int?
        /// Σ errors / Σ truth length over the pages read.
        public var microCER: Double?
        /// The mean of the pages' CERs.
        public var macroCER: Double?
        public var medianCER: Double?
        public var p90CER: Double?
        public var meanWER: Double?
        public var meanBagOfWordsError: Double?
        /// The 5 pages with the highest CER, worst first.
        public var worst: [PageCER]
        public var counts: EditCounts
        public var pageFinding: PageFindingSummary?
        public var bytes: BytesSummary?
        /// Mean milliseconds per stage. Timings never enter a baseline.
        public var ms: [String: Double]?
    }

    public struct PageFindingSummary: Sendable, Codable, Equatable {
        public var pages: Int
        public var meanCornerErrorOverDiagonal: Double
        public var meanIoU: Double
    }

    public struct BytesSummary: Sendable, Codable, Equatable {
        public var mean: Double
        public var median: Double
        public var total: Int
    }

    public struct GroupSummary: Sendable, Codable, Equatable {
        /// `difficulty`, `size`, `kind` or `language`.
        public var dimension: String
        public var value: String
        public var style: String
        public var reader: String
        public var pages: Int
        public var microCER: Double?
        public var macroCER: Double?
        public var meanBytes: Double?
    }

    public struct SweepSummary: Sendable, Codable, Equatable {
        public var family: String
        public var parameter: String
        public var style: String
        public var reader: String
        public var points: [SweepPointCER]
    }

    public struct SweepPointCER: Sendable, Codable, Equatable {
        public var value: Double
        public var cer: Double
    }

    public struct StyleDifference: Sendable, Codable, Equatable {
        public var style: String
        public var reader: String
        /// Pages where both this style and `original` were read.
        public var pages: Int
        /// Mean of (style CER − original CER); negative is better.
        public var meanDifference: Double
        public var low: Double?
        public var high: Double?
        /// `better` or `worse` when the interval excludes 0, else `noise`.
        public var verdict: String
    }

    /// One field's rates (the Fields stage's `FieldRates`) for one style and reader.
    public struct FieldSummary: Sendable, Codable, Equatable {
        public var field: String
        public var style: String
        public var reader: String
        public var rates: FieldRates
    }

    static let groupDimensions = ["difficulty", "size", "kind", "language"]

    public static func compute(pages: [PageInfo], cells: [PageResult], selection: RunReport.Selection, seed: UInt64) -> Aggregates {
        let pageByID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var byPair: [String: [PageResult]] = [:]
        for cell in cells { byPair[cell.style + "\u{1}" + cell.reader, default: []].append(cell) }
        var styles: [StyleSummary] = []
        var groups: [GroupSummary] = []
        var sweeps: [SweepSummary] = []
        var differences: [StyleDifference] = []
        var fields: [FieldSummary] = []
        var codes: [CodeSummary] = []
        var codeSweeps: [CodeSweepSummary] = []
        var codeFieldAgreement: [CodeFieldAgreement] = []
        var fieldsPreferringCodes: [FieldSummary] = []
        var byStyle: [String: [PageResult]] = [:]
        for cell in cells { byStyle[cell.style, default: []].append(cell) }
        for style in selection.styles {
            let compared = CodeFieldAgreement.compute(style: style, readers: selection.readers, cells: byStyle[style] ?? [])
            codeFieldAgreement += compared.agreements
            fieldsPreferringCodes += compared.preferred
        }
        for reader in selection.readers {
            let originalCER = Dictionary((byPair["original\u{1}" + reader] ?? []).compactMap { c in c.cer.map { (c.page, $0) } },
                                         uniquingKeysWith: { a, _ in a })
            for style in selection.styles {
                let pairCells = byPair[style + "\u{1}" + reader] ?? []
                styles.append(summary(style: style, reader: reader, cells: pairCells))
                for dimension in groupDimensions {
                    var buckets: [String: [PageResult]] = [:]
                    for cell in pairCells { if let value = groupValue(pageByID[cell.page], dimension) { buckets[value, default: []].append(cell) } }
                    for value in buckets.keys.sorted() {
                        let read = buckets[value, default: []].filter { $0.status == .ok }
                        groups.append(GroupSummary(dimension: dimension, value: value, style: style, reader: reader, pages: read.count,
                                                   microCER: microCER(read), macroCER: Statistics.mean(read.compactMap(\.cer)),
                                                   meanBytes: Statistics.mean(read.compactMap { $0.bytes.map(Double.init) })))
                    }
                }
                var families: [String: (parameter: String, points: [SweepPointCER])] = [:]
                for cell in pairCells {
                    guard let sweep = pageByID[cell.page]?.sweep, let cer = cell.cer else { continue }
                    families[sweep.family, default: (sweep.parameter, [])].points.append(SweepPointCER(value: sweep.value, cer: cer))
                }
                for family in families.keys.sorted() {
                    guard let entry = families[family] else { continue }
                    sweeps.append(SweepSummary(family: family, parameter: entry.parameter, style: style, reader: reader,
                                               points: entry.points.sorted { $0.value < $1.value }))
                }
                if style != "original", !originalCER.isEmpty {
                    let paired = pairCells.compactMap { cell -> Double? in
                        guard let cer = cell.cer, let base = originalCER[cell.page] else { return nil }
                        return cer - base
                    }
                    if let mean = Statistics.mean(paired) {
                        let interval = Statistics.bootstrapInterval(paired, seed: seed, label: style + "/" + reader)
                        let verdict: String
                        if let interval, interval.high < 0 { verdict = "better" } else if let interval, interval.low > 0 { verdict = "worse" } else { verdict = "noise" }
                        differences.append(StyleDifference(style: style, reader: reader, pages: paired.count, meanDifference: mean,
                                                           low: interval?.low, high: interval?.high, verdict: verdict))
                    }
                }
                fields += fieldSummaries(style: style, reader: reader, cells: pairCells)
                codes += CodeSummary.compute(style: style, reader: reader, cells: pairCells)
                codeSweeps += CodeSweepSummary.compute(style: style, reader: reader, cells: pairCells, pages: pageByID)
            }
        }
        var aggregates = Aggregates(styles: styles, groups: groups, sweeps: sweeps, differences: differences, fields: fields)
        aggregates.codes = codes.isEmpty ? nil : codes
        aggregates.codeSweeps = codeSweeps.isEmpty ? nil : codeSweeps
        aggregates.codeFieldAgreement = codeFieldAgreement.isEmpty ? nil : codeFieldAgreement
        aggregates.fieldsPreferringCodes = codeFieldAgreement.isEmpty ? nil : fieldsPreferringCodes
        return aggregates
    }

    static func groupValue(_ page: PageInfo?, _ dimension: String) -> String? {
        guard let page else { return nil }
        switch dimension {
        case "difficulty": return page.difficulty
        case "size": return page.size
        case "kind": return page.kind?.rawValue
        case "language": return page.language?.rawValue
        default: return nil
        }
    }

    static func microCER(_ cells: [PageResult]) -> Double? {
        let counts = cells.compactMap { $0.status == .ok ? $0.text?.counts : nil }
        guard !counts.isEmpty else { return nil }
        return counts.reduce(EditCounts(), +).errorRate
    }

    static func summary(style: String, reader: String, cells: [PageResult]) -> StyleSummary {
        let read = cells.filter { $0.status == .ok }
        let cers = read.compactMap(\.cer)
        let worst = read.compactMap { c in c.cer.map { PageCER(page: c.page, cer: $0) } }
            .sorted { $0.cer != $1.cer ? $0.cer > $1.cer : $0.page < $1.page }.prefix(5)
        let findings = read.compactMap(\.pageFinding)
        let bytes = read.compactMap(\.bytes)
        var ms: [String: [Double]] = [:]
        // A cached stage's time is a lookup: leave it out, so the mean is the time the work takes.
        for cell in read {
            for (stage, value) in cell.ms ?? [:] where !CachedStages.wasCached(stage, cell.cached) { ms[stage, default: []].append(value) }
        }
        return StyleSummary(
            style: style, reader: reader, cells: cells.count, ok: read.count,
            failed: cells.filter { $0.status == .failed }.count, skipped: cells.filter { $0.status == .skipped }.count,
            textPages: read.filter { $0.text != nil }.count == read.count ? nil : read.filter { $0.text != nil }.count,
            fieldPages: read.filter { $0.fields != nil }.count == read.count ? nil : read.filter { $0.fields != nil }.count,
            microCER: microCER(read), macroCER: Statistics.mean(cers), medianCER: Statistics.median(cers),
            p90CER: Statistics.percentile(cers, 0.9), meanWER: Statistics.mean(read.compactMap { $0.text?.wer }),
            meanBagOfWordsError: Statistics.mean(read.compactMap { $0.text?.bagOfWordsError }),
            worst: Array(worst), counts: read.compactMap { $0.text?.counts }.reduce(EditCounts(), +),
            pageFinding: findings.isEmpty ? nil : PageFindingSummary(
                pages: findings.count,
                meanCornerErrorOverDiagonal: Statistics.mean(findings.map(\.meanCornerErrorOverDiagonal)) ?? 0,
                meanIoU: Statistics.mean(findings.map(\.iou)) ?? 0),
            bytes: bytes.isEmpty ? nil : BytesSummary(mean: Statistics.mean(bytes.map(Double.init)) ?? 0,
                                                      median: Statistics.median(bytes.map(Double.init)) ?? 0,
                                                      total: bytes.reduce(0, +)),
            ms: ms.isEmpty ? nil : ms.mapValues { Statistics.mean($0) ?? 0 })
    }

    static func fieldSummaries(style: String, reader: String, cells: [PageResult]) -> [FieldSummary] {
        let rates = FieldAggregate.aggregate(cells.filter { $0.status == .ok }.flatMap { $0.fields ?? [] })
        return rates.keys.sorted().compactMap { name in
            rates[name].map { FieldSummary(field: name, style: style, reader: reader, rates: $0) }
        }
    }
}
