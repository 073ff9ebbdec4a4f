/// What a page holds, as measured for `auto`'s choice.
public struct PageTraits: Sendable, Equatable {
    /// The share of the page whose colour stands out from gray (after white balance), 0...1.
    public var colourShare: Double
    /// The 5th over the 95th percentile of the paper's brightness, 1 when evenly lit.
    public var evenness: Double
    /// Paper minus ink, in gray levels after the light is corrected (ink = 2nd percentile of the page).
    public var contrast: Double
    /// The estimated capital height in output pixels, when enough print was found.
    public var capHeight: Double?

    public init(colourShare: Double, evenness: Double, contrast: Double, capHeight: Double?) {
        self.colourShare = colourShare
        self.evenness = evenness
        self.contrast = contrast
        self.capHeight = capHeight
    }
}
