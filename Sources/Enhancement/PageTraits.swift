/// What a page holds, as measured for `auto`'s choice.
struct PageTraits: Sendable, Equatable {
    /// The share of the page whose colour stands out from gray (after white balance), 0...1.
    var colourShare: Double
    /// The 5th over the 95th percentile of the paper's brightness, 1 when evenly lit.
    var evenness: Double
    /// Paper minus ink, in gray levels after the light is corrected (ink = 2nd percentile of the page).
    var contrast: Double
    /// The estimated capital height in output pixels, when enough print was found.
    var capHeight: Double?

    init(colourShare: Double, evenness: Double, contrast: Double, capHeight: Double?) {
        self.colourShare = colourShare
        self.evenness = evenness
        self.contrast = contrast
        self.capHeight = capHeight
    }
}
