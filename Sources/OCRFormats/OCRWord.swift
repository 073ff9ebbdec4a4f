import Geometry

/// One word of a standard OCR document, with its outline when the file gives one in pixels.
public struct OCRWord: Sendable, Equatable, Codable {
    public var text: String
    /// The word's bounding quad in image pixels; nil when the file gives no pixel coordinates.
    public var quad: Quad?
    /// From 0 to 100; nil when the file gives none.
    public var confidence: Double?

    public init(text: String, quad: Quad? = nil, confidence: Double? = nil) {
        self.text = text; self.quad = quad; self.confidence = confidence
    }
}
