import Documents
import Imaging
import OCRFormats

/// What a page is scored against: the transcript, the fields and, when known, the page's corners.
public struct PageTruth: Sendable, Codable, Equatable {
    public var text: String
    public var fields: [TruthField]
    /// The page's corners in the image, top-left first and clockwise; nil when the truth does not say.
    public var pageCorners: Quad?
    public var language: Language
    public var dateOrder: DateOrder?
    public var kind: DocumentKind
    /// The file the truth came from, or `generated`.
    public var source: String
    /// The fields the truth annotates, when it records only some (SROIE, `X.fields.json`); nil when it is complete.
    public var annotated: [String]?
    /// The transcript without the words covered in the image (a hand), when some are; see `GroundTruth.visibleText`.
    public var visibleText: String?
    /// The codes printed on the page, where the image shows them; nil when it has none.
    public var codes: [TruthCode]?
    /// The transcript's lines with their outlines, when it came from PAGE, ALTO or hOCR.
    public var lines: [OCRLine]?

    /// Whether there is a transcript to score text against. An empty or all-blank transcript counts as none
    /// (shared/CLI.md, "Partial truth"): a page annotated only with fields has no CER.
    public var hasTranscript: Bool { text.contains { !$0.isWhitespace } }

    public init(text: String, fields: [TruthField], pageCorners: Quad?, language: Language, dateOrder: DateOrder?,
                kind: DocumentKind, source: String) {
        self.text = text; self.fields = fields; self.pageCorners = pageCorners; self.language = language
        self.dateOrder = dateOrder; self.kind = kind; self.source = source
    }

    /// The truth of a generated or `X.truth.json` page.
    public init(_ truth: GroundTruth, source: String) {
        self.init(text: truth.text, fields: truth.fields, pageCorners: truth.pageCorners, language: truth.language,
                  dateOrder: truth.dateOrder, kind: truth.kind, source: source)
        visibleText = truth.visibleText
        codes = truth.codes
    }
}
