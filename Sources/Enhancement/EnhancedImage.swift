import Imaging

/// The file a style produced, with what was found on the way.
public struct EnhancedImage: Sendable {
    /// The encoded file, exactly as it is handed to a reader.
    public var encoded: [UInt8]
    /// `jpg`, `png`, or for `original` the input's extension as given.
    public var fileExtension: String
    /// The page's corners in the input's pixels, top-left first and clockwise; nil for `original`.
    public var pageQuad: Quad?
    /// Which detector found the page: `brightness`, `print`, `edges` or `none` (`external` for a declared style).
    public var detector: PageDetector
    /// For `auto`, the style it chose.
    public var choice: BuiltinStyle?
    /// For `auto`, why it chose that style.
    public var reason: String?
    /// How the page lay in the input, clockwise from upright (the style turned it upright); nil for `original`
    /// and declared styles, which turn nothing, and when `rotate` was off (`--no-rotate`: nothing was decided).
    public var orientation: PageOrientation?
    /// What the orientation was decided from, in a few words; nil where no decision was made.
    public var orientationReason: String?
    /// Output pixels per input pixel of the page (text-size normalisation and the size bound together).
    public var scale: Double
    /// What each page detector proposed and why the rule chose; nil for `original` and declared styles.
    public var trace: PageFindingTrace?
    /// Milliseconds spent per stage (`decode`, `find`, `warp`, `light`, `tone`, `binarise`, `encode`, ...).
    public var stageMilliseconds: [String: Double]
    /// Where the input's points land in the output (nil for `original`), for measuring against the truth.
    public var mapping: PageMapping?

    public init(encoded: [UInt8], fileExtension: String, pageQuad: Quad?, detector: PageDetector, choice: BuiltinStyle? = nil,
                reason: String? = nil, scale: Double, stageMilliseconds: [String: Double], trace: PageFindingTrace? = nil) {
        self.trace = trace
        self.encoded = encoded
        self.fileExtension = fileExtension
        self.pageQuad = pageQuad
        self.detector = detector
        self.choice = choice
        self.reason = reason
        self.scale = scale
        self.stageMilliseconds = stageMilliseconds
    }

    /// The number of encoded bytes.
    public var bytes: Int { encoded.count }
}
