/// A code printed on a document: what it encodes and how large its modules are, in millimetres.
///
/// A line carries at most one code. A flowing code takes its own height on the page, like a line of text;
/// a floating one is drawn at its line's top without moving the lines after it (an invoice's payment QR
/// beside the closing). Inside a line's `blankBoxMM` the code is centred in the box and shrinks to fit it.
public struct CodeMark: Sendable, Codable, Equatable {
    public enum Placement: String, Sendable, Codable { case flowing, floating }

    public var symbology: Symbology
    /// The exact bytes encoded, as UTF-8 text.
    public var payload: String
    /// The width of one module (the narrowest bar, or one cell of a matrix).
    public var moduleMM: Double
    /// The bars' height for linear codes; PDF417's row height. Ignored for matrix codes.
    public var barHeightMM: Double?
    /// Where the code's left edge lies, or its centre or right edge, from the left margin.
    public var xMM: Double
    public var alignment: Span.Alignment
    public var placement: Placement
    /// The module's width in pixels of the flat page, overriding `moduleMM` (`synth --module-px`).
    public var modulePx: Double?

    public init(symbology: Symbology, payload: String, moduleMM: Double, barHeightMM: Double? = nil, xMM: Double = 0,
                alignment: Span.Alignment = .left, placement: Placement = .flowing) {
        self.symbology = symbology; self.payload = payload; self.moduleMM = moduleMM; self.barHeightMM = barHeightMM
        self.xMM = xMM; self.alignment = alignment; self.placement = placement
    }
}
