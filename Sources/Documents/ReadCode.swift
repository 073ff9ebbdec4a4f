import Geometry

/// A code a reader decoded: its symbology, its payload and where it lies in the image read.
public struct ReadCode: Sendable, Codable, Equatable {
    public var symbology: Symbology
    /// The decoded bytes as UTF-8 text.
    public var payload: String
    /// The symbol's bounding box in the image's pixels.
    public var box: Box
    public init(symbology: Symbology, payload: String, box: Box) {
        self.symbology = symbology; self.payload = payload; self.box = box
    }
}
