import Enhancement
import Fields
import Scoring

/// The result of one cell: one page, through one style, read by one reader, and scored.
///
/// Raw counts are kept beside the rates, so any aggregate can be recomputed from a report alone.
public struct PageResult: Sendable, Codable, Equatable {
    public var page: String
    public var style: String
    public var reader: String
    public var status: CellStatus
    /// Why the cell failed or was skipped.
    public var reason: String?
    /// CER, WER, bag-of-words error, the raw counts and the profile.
    public var text: TextScore?
    /// Each expected field's outcome, plus spurious suggestions.
    public var fields: [FieldResult]?
    /// How far the page the style found lies from the true corners; nil when either is unknown.
    public var pageFinding: QuadError?
    /// Which page detector the style used: `brightness`, `print`, `edges` or `none` (`external` for a declared
    /// style); it encodes as that name.
    public var detector: PageDetector?
    /// For `auto`: the style it chose, and why.
    public var choice: BuiltinStyle?
    public var choiceReason: String?
    /// The size of the file the reader read.
    public var bytes: Int?
    /// `png` or `jpg`: the file the reader read.
    public var imageFormat: String?
    /// Milliseconds per stage: `synth.*`, `enhance.*`, `read`, `fields`, `score`. Timings never enter a baseline.
    public var ms: [String: Double]?
    /// What the reader returned, for the HTML report.
    public var ocrText: String?
    /// The stages whose results came from the cache: `page`, `styled`, `ocr`.
    public var cached: [String]?
    /// A code cell's outcome for each truth code; nil for a text cell.
    public var codes: [CodeResult]?
    /// Decoded symbols that matched no truth code.
    public var spuriousCodes: [SpuriousCode]?
    /// Decoded over the codes the reader supports; nil when the page has none.
    public var decodeRate: Double?

    public init(page: String, style: String, reader: String, status: CellStatus, reason: String? = nil) {
        self.page = page; self.style = style; self.reader = reader; self.status = status; self.reason = reason
    }

    public var key: CellKey { CellKey(page: page, style: style, reader: reader) }

    /// The CER when the cell was scored.
    public var cer: Double? { status == .ok ? text?.cer : nil }
}

/// Names one cell.
public struct CellKey: Sendable, Hashable, Codable, CustomStringConvertible {
    public var page: String
    public var style: String
    public var reader: String
    public init(page: String, style: String, reader: String) { self.page = page; self.style = style; self.reader = reader }
    public var description: String { "\(page) · \(style) · \(reader)" }
}
