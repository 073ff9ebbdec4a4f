/// The text of a PAGE, ALTO or hOCR file in reading order, with its line and word outlines.
public struct OCRDocument: Sendable, Equatable, Codable {
    public var format: OCRFormat
    /// The lines in reading order. A PAGE region read at `region` level is one entry, which may hold line breaks.
    public var lines: [OCRLine]

    public init(format: OCRFormat, lines: [OCRLine]) {
        self.format = format; self.lines = lines
    }

    /// The transcript: the lines joined by line breaks.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Every word of every line, in reading order.
    public var words: [OCRWord] { lines.flatMap(\.words) }
}
