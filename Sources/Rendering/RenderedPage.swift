import Documents
import Imaging

/// A flat page as drawn: the gray image and everything known about it.
public struct RenderedPage: Sendable {
    /// 8-bit gray; the whole image is the page.
    public var image: Image
    public var truth: GroundTruth

    public init(image: Image, truth: GroundTruth) {
        self.image = image
        self.truth = truth
    }
}
