import Geometry

/// A code printed on a page, in the truth: what it encodes and where it lies.
///
/// Codes never enter `GroundTruth.text`; a reader's words inside `quad` are not scored as text.
public struct TruthCode: Sendable, Codable, Equatable {
    public var symbology: Symbology
    /// The exact bytes encoded, as UTF-8 text.
    public var payload: String
    /// The symbol's outline (without its quiet zone) in the image the truth describes.
    public var quad: Quad
    /// The outline on the flat page; nil when the image is the flat page.
    public var pageQuad: Quad?
    /// One module's width in the image's pixels: on a photo, as the camera shrank it at the code's place.
    public var modulePx: Double

    public init(symbology: Symbology, payload: String, quad: Quad, pageQuad: Quad? = nil, modulePx: Double) {
        self.symbology = symbology; self.payload = payload; self.quad = quad; self.pageQuad = pageQuad; self.modulePx = modulePx
    }
}
