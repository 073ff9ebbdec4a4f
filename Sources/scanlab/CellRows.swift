import Enhancement
import Evaluation
import Fields
import Scoring
import OptionParsing

/// The rows `compare` and `fields` print: one per style × reader, with the keys CLI.md fixes.
enum CellRows {
    struct CompareRow: Encodable {
        var style: String
        var reader: String
        var status: String
        var reason: String?
        var cer: Double?
        var cerBounded: Double?
        var wer: Double?
        var bagOfWordsError: Double?
        var counts: EditCounts?
        var profile: String?
        /// Milliseconds for the cell: the style, the reading, the fields and the scoring.
        var ms: Double?
        /// The stages that came from the cache (`page`, `styled`, `ocr`); their times are lookups and are left out of `ms`.
        var cached: [String]?
        var stageMs: [String: Double]?
        var bytes: Int?
        var pageFinding: QuadError?
        var detector: PageDetector?
        var choice: BuiltinStyle?
        /// A code cell's outcome per truth code, its spurious symbols and its decode rate (no text keys).
        var codes: [CodeResult]?
        var spuriousCodes: [SpuriousCode]?
        var decodeRate: Double?
    }

    struct FieldsRow: Encodable {
        var style: String
        var reader: String
        var status: String
        var reason: String?
        var fields: [FieldResult]
    }

    /// The cell's own time: the top-level stages, not their parts, and not the stages that came from the cache
    /// (a cache hit's few milliseconds are a lookup, not the reader's time). Nil when every stage was cached.
    static func milliseconds(_ cell: PageResult) -> Double? {
        guard let ms = cell.ms else { return nil }
        let computed = ms.filter { !$0.key.contains(".") && !CachedStages.wasCached($0.key, cell.cached) }
        return computed.isEmpty ? nil : computed.values.reduce(0, +)
    }

    /// The time column of `compare`: the computed time, marked when the reading came from the cache.
    static func time(_ cell: PageResult) -> String {
        let computed = milliseconds(cell).map(Format.milliseconds)
        guard cell.cached?.contains("ocr") == true else { return computed ?? "–" }
        return computed.map { $0 + " (reading cached)" } ?? "cached"
    }

    static func compare(_ cell: PageResult) -> CompareRow {
        CompareRow(style: cell.style, reader: cell.reader, status: cell.status.rawValue, reason: cell.reason, cer: cell.text?.cer,
                   cerBounded: cell.text?.cerBounded, wer: cell.text?.wer, bagOfWordsError: cell.text?.bagOfWordsError,
                   counts: cell.text?.counts, profile: cell.text?.profile.rawValue, ms: milliseconds(cell), cached: cell.cached, stageMs: cell.ms,
                   bytes: cell.bytes, pageFinding: cell.pageFinding, detector: cell.detector, choice: cell.choice,
                   codes: cell.codes, spuriousCodes: cell.spuriousCodes, decodeRate: cell.decodeRate)
    }

    static func fields(_ cell: PageResult) -> FieldsRow {
        FieldsRow(style: cell.style, reader: cell.reader, status: cell.status.rawValue, reason: cell.reason, fields: cell.fields ?? [])
    }
}
