import Geometry

extension Image {
    /// The image turned clockwise by `orientation` (90 and 270 swap the sides). A permutation of the pixels:
    /// nothing is resampled, so turning back gives the same pixels.
    public func turned(_ orientation: PageOrientation) -> Image {
        switch orientation {
        case .upright: return self
        case .clockwise: return oriented(.right)
        case .upsideDown: return oriented(.down)
        case .counterclockwise: return oriented(.left)
        }
    }
}
