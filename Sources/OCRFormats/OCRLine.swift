import Geometry

/// One line of a standard OCR document, in reading order.
public struct OCRLine: Sendable, Equatable, Codable {
    public var text: String
    /// The line's bounding quad in image pixels; nil when the file gives no pixel coordinates.
    public var quad: Quad?
    /// The line's words, when the file lists them.
    public var words: [OCRWord]

    public init(text: String, quad: Quad? = nil, words: [OCRWord] = []) {
        self.text = text; self.quad = quad; self.words = words
    }
}
