import Evaluation
import Fields
import Scoring

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
        var stageMs: [String: Double]?
        var bytes: Int?
        var pageFinding: QuadError?
        var detector: String?
        var choice: String?
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

    /// The cell's own time: the top-level stages, not their parts.
    static func milliseconds(_ cell: PageResult) -> Double? {
        guard let ms = cell.ms else { return nil }
        return ms.filter { !$0.key.contains(".") }.values.reduce(0, +)
    }

    static func compare(_ cell: PageResult) -> CompareRow {
        CompareRow(style: cell.style, reader: cell.reader, status: cell.status.rawValue, reason: cell.reason, cer: cell.text?.cer,
                   cerBounded: cell.text?.cerBounded, wer: cell.text?.wer, bagOfWordsError: cell.text?.bagOfWordsError,
                   counts: cell.text?.counts, profile: cell.text?.profile.rawValue, ms: milliseconds(cell), stageMs: cell.ms,
                   bytes: cell.bytes, pageFinding: cell.pageFinding, detector: cell.detector, choice: cell.choice,
                   codes: cell.codes, spuriousCodes: cell.spuriousCodes, decodeRate: cell.decodeRate)
    }

    static func fields(_ cell: PageResult) -> FieldsRow {
        FieldsRow(style: cell.style, reader: cell.reader, status: cell.status.rawValue, reason: cell.reason, fields: cell.fields ?? [])
    }
}
