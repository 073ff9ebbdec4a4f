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
    /// The capital height as measured on the found page before text-height normalisation, and the factor that
    /// normalisation applied (1 when it left the page alone), so `auto` can say what it did.
    var measuredCapHeight: Double?
    var textScale = 1.0
    /// How far the text lines bent on the flattened page (px, `DewarpField.curvature`), when lines were followed,
    /// and whether the page was resampled to straighten them.
    var curvature: Double?
    var lineDeparture: Double?
    var dewarped = false
    /// How far the page's sides bowed inward (px) when the table beside them was blanked (`PaperSides`).
    var sideBow: Double?
    /// Whether the rows were stretched between those sides (`PaperSides.Stretch`) rather than the table blanked.
    var sidesStretched = false
    /// How far (px, the largest of the four) the corners moved when a curled page's own paper outline replaced
    /// the quad found (`PaperSides.outline`); nil when the quad was kept.
    var outlineShift: Double?
    /// Whether a curled page's rows were stretched so its print's margins run straight (`PrintMargins`).
    var marginsStretched = false
    /// The most a curled page's rows were stretched to space its lines evenly (`RowSpacing`); nil when they were not.
    var rowStretch: Double?
    /// Glare lowered to the paper before the light was corrected (`GlareMask`): the page's share under it and its strength.
    var glare: GlareMask.Found?

    init(colourShare: Double, evenness: Double, contrast: Double, capHeight: Double?) {
        self.colourShare = colourShare
        self.evenness = evenness
        self.contrast = contrast
        self.capHeight = capHeight
    }
}
