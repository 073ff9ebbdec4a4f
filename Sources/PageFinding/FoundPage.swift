import Imaging

/// Where the page is in an image, and how it was found.
public struct FoundPage: Sendable, Equatable {
    /// Corners in the image's pixels, top-left first and clockwise.
    public var quad: Quad
    /// Which detector won.
    public var detector: PageDetector

    public init(quad: Quad, detector: PageDetector) {
        self.quad = quad
        self.detector = detector
    }
}
