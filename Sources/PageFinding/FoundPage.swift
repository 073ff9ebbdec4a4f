import Imaging

/// Where the page is in an image, and how it was found.
public struct FoundPage: Sendable, Equatable {
    /// Corners in the image's pixels, top-left first and clockwise.
    public var quad: Quad
    /// Which detector won.
    public var detector: PageDetector
    /// What each detector proposed and why the rule chose (empty when the page was not searched for).
    public var trace: PageFindingTrace

    public init(quad: Quad, detector: PageDetector, trace: PageFindingTrace = PageFindingTrace()) {
        self.quad = quad
        self.detector = detector
        self.trace = trace
    }
}
