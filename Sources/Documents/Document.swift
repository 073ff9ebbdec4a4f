/// A document's content and layout as plain data: what the generators produce and the renderer draws.
/// Positions are in millimetres from the page's top-left corner.
public struct Document: Sendable, Codable, Equatable {
    public var kind: DocumentKind
    public var language: Language
    public var seed: UInt64
    public var variant: String?
    public var pageWidthMM: Double
    /// nil for a receipt, whose paper is cut to the content.
    public var pageHeightMM: Double?
    public var marginMM: Margins
    /// Pages in order; most documents have one.
    public var lines: [DocumentLine]
    /// Field values; which words print them is found from the spans tagged with the field name.
    public var fields: [DocumentField]
    public var fonts: FontSet
    public var dateOrder: DateOrder?
    /// Generator choices kept for the record.
    public var settings: [String: String]
    /// A fixed advance from one line to the next, in millimetres (a screenplay's six lines to the inch);
    /// nil lets each line take the height of its tallest span.
    public var lineHeightMM: Double?
    /// The code options applied with `applying(_:)`, recorded in the truth; nil when the kind's defaults hold.
    public var codeSettings: CodeOptions?

    public init(kind: DocumentKind, language: Language, seed: UInt64, variant: String? = nil,
                pageWidthMM: Double, pageHeightMM: Double?, marginMM: Margins, lines: [DocumentLine],
                fields: [DocumentField], fonts: FontSet, dateOrder: DateOrder? = nil, settings: [String: String] = [:],
                lineHeightMM: Double? = nil) {
        self.kind = kind; self.language = language; self.seed = seed; self.variant = variant
        self.pageWidthMM = pageWidthMM; self.pageHeightMM = pageHeightMM; self.marginMM = marginMM
        self.lines = lines; self.fields = fields; self.fonts = fonts; self.dateOrder = dateOrder; self.settings = settings
        self.lineHeightMM = lineHeightMM
    }
}

public struct Margins: Sendable, Codable, Equatable {
    public var top, right, bottom, left: Double
    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top; self.right = right; self.bottom = bottom; self.left = left
    }
    public init(all: Double) { self.init(top: all, right: all, bottom: all, left: all) }
}

/// One printed line: spans placed across the line, and the gap above it.
public struct DocumentLine: Sendable, Codable, Equatable {
    public var spans: [Span]
    /// Rows of dashes and similar rules: drawn, but left out of the transcript.
    public var decorative: Bool
    /// Extra space above the line, in millimetres.
    public var spaceBeforeMM: Double
    /// A box drawn empty (for a QR code's place), with this height in millimetres; no text.
    public var blankBoxMM: Double?
    /// A code printed on this line: inside the blank box when there is one, else flowing or floating (see `CodeMark`).
    public var code: CodeMark?
    public init(spans: [Span], decorative: Bool = false, spaceBeforeMM: Double = 0, blankBoxMM: Double? = nil,
                code: CodeMark? = nil) {
        self.spans = spans; self.decorative = decorative; self.spaceBeforeMM = spaceBeforeMM; self.blankBoxMM = blankBoxMM
        self.code = code
    }
}

/// A run of text in one font, anchored at `xMM` (from the left margin) by its alignment.
public struct Span: Sendable, Codable, Equatable {
    public enum Alignment: String, Sendable, Codable { case left, right, center }
    public enum FontRole: String, Sendable, Codable { case regular, bold, mono }
    public var text: String
    public var xMM: Double
    public var alignment: Alignment
    public var font: FontRole
    public var sizePt: Double
    /// The canonical field name this span prints, if any.
    public var field: String?
    /// What the span prints in the document's arithmetic or structure (`item-amount`, `subtotal`, `tax`,
    /// `dialogue`, …), so checks can find printed values without parsing labels; nil for plain text.
    public var role: String?
    /// The glyphs' width against the font's own shape at `sizePt`: with a doubled size, a thermal printer's
    /// double-height characters (tall, one cell wide; `ReceiptTotalPrint.doubleHeightWidth`) or double-width ones
    /// (`ReceiptTotalPrint.doubleWidthWidth`); nil draws the font as it is.
    public var widthScale: Double?
    public init(_ text: String, xMM: Double = 0, alignment: Alignment = .left, font: FontRole = .regular, sizePt: Double,
                field: String? = nil, role: String? = nil, widthScale: Double? = nil) {
        self.text = text; self.xMM = xMM; self.alignment = alignment; self.font = font; self.sizePt = sizePt; self.field = field
        self.role = role; self.widthScale = widthScale
    }
}

/// A field's truth as the generator knows it.
public struct DocumentField: Sendable, Codable, Equatable {
    public var name: String
    public var value: String?
    public var values: [String]?
    public init(name: String, value: String? = nil, values: [String]? = nil) { self.name = name; self.value = value; self.values = values }
}

/// The font files used for each role, chosen by file, never by family lookup.
public struct FontSet: Sendable, Codable, Equatable {
    public var regular: String
    public var bold: String
    public var mono: String
    public init(regular: String, bold: String, mono: String) { self.regular = regular; self.bold = bold; self.mono = mono }
    public var all: [String] { [regular, bold, mono] }
}
