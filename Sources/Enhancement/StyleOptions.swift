/// Settings shared by the styles.
public struct StyleOptions: Sendable, Equatable {
    /// Whether to look for the page; when false the whole image is the page.
    public var findPage = true
    /// The longest side of the output, in pixels. The seed scanners use 2,400 (3,264 for long receipts).
    public var maxSide = 3000
    /// Whether to scale the page so that capitals are 20 to 40 px tall, the size Tesseract reads best.
    public var normaliseTextSize = true
    /// How `ink` (and `auto` when it chooses ink) sets its threshold.
    public var inkThreshold: InkThreshold = .automatic
    /// Whether to turn a page lying sideways or upside down upright (`process --no-rotate` turns this off).
    public var rotate = true
    /// How the text is sized when `normaliseTextSize` is on.
    public var textHeight: TextHeightNormaliser.Rule = .preferredRange
    /// Whether a page whose text lines bend (curled, folded) is resampled so they run straight
    /// (`Dewarper.minimumCurvatureInCapitals` decides when they bend enough).
    public var dewarp = true
    /// Whether glare is lowered to the paper around it before the light is corrected (`GlareMask`).
    public var maskGlare = true

    /// The threshold of the bitonal style.
    public enum InkThreshold: String, Sendable, CaseIterable {
        /// What measured best with Tesseract on generated pages: Otsu after the light is corrected.
        case automatic
        case otsu
        case sauvola
    }

    public init(findPage: Bool = true, maxSide: Int = 3000, normaliseTextSize: Bool = true,
                inkThreshold: InkThreshold = .automatic, rotate: Bool = true) {
        self.findPage = findPage
        self.rotate = rotate
        self.maxSide = maxSide
        self.normaliseTextSize = normaliseTextSize
        self.inkThreshold = inkThreshold
    }
}
