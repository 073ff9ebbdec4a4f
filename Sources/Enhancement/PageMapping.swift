import Imaging

/// Where a point of the input lands in a processed style's output: the page's flattening, the stretch between a
/// curled page's sides, then the dewarping when the page's lines bent, the stretch to its print's margins and the
/// rows' spacing. Measurements (`scanlab-bench dewarp`) carry truth quads through it.
public struct PageMapping: Sendable {
    /// Input pixels to the flattened page's pixels.
    public var toPage: Homography
    /// The rows stretched between a curled page's bowed sides (`PaperSides.Stretch`), before the straightening.
    var stretch: PaperSides.Stretch?
    /// The straightening applied to the flattened page, if any.
    public var dewarp: DewarpField?
    /// The rows stretched so a curled page's print margins run straight (`PrintMargins`), after the straightening.
    var margins: PaperSides.Stretch?
    /// The rows resampled so a curled page's lines stand evenly spaced (`RowSpacing`), after the margins.
    var rowSpacing: RowSpacing?
    /// The width resampled so a curled page keeps its aspect (`PageAspect`), last.
    var aspect: PageAspect?
    /// How far the flattened page's text lines bent (`DewarpField.curvature`, px), whether or not it was
    /// straightened; nil when too little text was found to follow.
    public var curvature: Double?
    /// How far its lines stood from level (`DewarpField.departure`, px), whether or not it was straightened.
    public var departure: Double?

    public init(toPage: Homography, dewarp: DewarpField?, curvature: Double?, departure: Double?) {
        self.toPage = toPage
        self.dewarp = dewarp
        self.curvature = curvature
        self.departure = departure
    }

    /// The output point for an input point.
    public func outputPoint(forInput p: Point) -> Point {
        let flat = toPage.apply(p)
        let stretched = stretch?.outputPoint(forPage: flat) ?? flat
        let straight = dewarp?.outputPoint(forPage: stretched) ?? stretched
        let even = margins?.outputPoint(forPage: straight) ?? straight
        let spaced = rowSpacing?.outputPoint(forPage: even) ?? even
        return aspect?.outputPoint(forPage: spaced) ?? spaced
    }
}
