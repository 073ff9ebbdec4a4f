import Documents
import Imaging

/// Everything that picks one synthesized page: the document, and how it is photographed.
///
/// Options left nil take the difficulty preset's value, drawn from the seed. `sceneValues`, which
/// `init(truth:)` fills from a truth file, overrides every scene value at once, so a replay uses
/// exactly the recorded numbers.
public struct PageSpec: Codable, Sendable, Equatable {
    /// A preset for every scene value.
    public enum Difficulty: String, Codable, Sendable, CaseIterable {
        case flat, easy, ordinary, hard
        /// Calibrated against real hand-held phone photos: small text in frames of 800–3000 px, curl, folds,
        /// crumple, a hand, shake, glare, a phone's sharpening and JPEG.
        case phone
    }

    /// A hand holding the page.
    public enum Hand: String, Codable, Sendable, CaseIterable {
        case none, edge, corner
        case overPrint = "over-print"
    }

    /// Where the page lies.
    public enum Scene: String, Codable, Sendable, CaseIterable {
        /// The rendered page itself, no camera.
        case flat
        /// The page lies on a table and is photographed.
        case table
        /// A receipt lies on a larger white sheet on the table; the receipt is the intended page.
        case cardOnSheet = "card-on-sheet"
    }

    /// The encoding of the written file.
    public enum Format: String, Codable, Sendable, CaseIterable {
        case png, jpg
    }

    public var document: DocumentKind
    public var language: Language
    public var seed: UInt64
    /// Receipts only; nil lets the seed choose.
    public var variant: String?
    public var difficulty: Difficulty
    /// nil: `flat` for the flat difficulty, `table` otherwise.
    public var scene: Scene?
    /// The share of the frame's long side that the page's long side spans.
    public var pageScale: Double?
    /// The shadow's centre as fractions (0 to 1) of the page's width and height.
    public var shadow: Point?
    /// From 0 to 1; 0.8 or more is heavy.
    public var shadowStrength: Double?
    /// The defocus Gaussian sigma in photo pixels (at the point farthest from focus).
    public var blur: Double?
    /// The camera's tilt in degrees.
    public var tilt: Double?
    /// Thermal fade, 0 to 1.
    public var fade: Double?
    /// 1 to 100.
    public var jpegQuality: Int?
    /// nil: `4k`.
    public var size: PhotoSize?
    /// nil: PNG for a flat page, JPEG for a photo.
    public var format: Format?
    /// The page's rendering resolution; nil: 300 dpi. Tests lower it to keep images small.
    public var dpi: Double?
    /// Every scene value by name, as recorded in `SceneParameters.values`; overrides the preset,
    /// the seed's draws and the single options above. Set by `init(truth:)`.
    public var sceneValues: [String: Double]?
    /// Paper deformation: curl strength (0–1), number of folds (0–2), crumple strength (0–1); nil: the preset's.
    public var curl: Double?
    public var folds: Int?
    public var crumple: Double?
    /// A hand holding the page; nil: the preset's.
    public var hand: Hand?
    /// Specular glare's strength (0–1; 0: none); nil: the preset's. Its position, size and shape come from the seed.
    public var glare: Double?
    /// `--codes on|off`, or a corpus page's own codes; nil leaves the kind's codes as they are.
    public var codes: CodeSelection?
    /// `--module-px`: every code's module size on the flat page, in pixels.
    public var modulePx: Double?
    /// `--orientation`: the page turned clockwise by 0, 90, 180 or 270 degrees before the camera's roll; nil: upright,
    /// and no `orientation` key in the truth.
    public var orientation: PageOrientation?

    /// The code options the flat page is generated with.
    public var codeOptions: CodeOptions {
        get { CodeSelection.options(codes, modulePx: modulePx) }
        set { codes = CodeSelection.selection(newValue); modulePx = newValue.modulePx }
    }

    public init(document: DocumentKind = .receipt, language: Language = .en, seed: UInt64 = 1, variant: String? = nil,
                difficulty: Difficulty = .flat, scene: Scene? = nil, pageScale: Double? = nil, shadow: Point? = nil,
                shadowStrength: Double? = nil, blur: Double? = nil, tilt: Double? = nil, fade: Double? = nil,
                jpegQuality: Int? = nil, size: PhotoSize? = nil, format: Format? = nil, dpi: Double? = nil,
                sceneValues: [String: Double]? = nil) {
        self.document = document; self.language = language; self.seed = seed; self.variant = variant
        self.difficulty = difficulty; self.scene = scene; self.pageScale = pageScale; self.shadow = shadow
        self.shadowStrength = shadowStrength; self.blur = blur; self.tilt = tilt; self.fade = fade
        self.jpegQuality = jpegQuality; self.size = size; self.format = format; self.dpi = dpi
        self.sceneValues = sceneValues
    }

    /// Rebuilds the spec that produced a truth file, for `synth --replay`.
    ///
    /// The document comes from `truth.generator`; the scene, with every value actually used, from
    /// `truth.scene`. A truth without a scene is a flat page written as PNG.
    public init(truth: GroundTruth) {
        let g = truth.generator
        self.init(document: g.document, language: g.language, seed: g.seed, variant: g.variant, dpi: g.dpi)
        codes = CodeSelection.selection(g.codes)
        modulePx = g.codes?.modulePx
        orientation = truth.orientation
        guard let scene = truth.scene else {
            difficulty = .flat
            self.scene = .flat
            format = .png
            return
        }
        difficulty = Difficulty(rawValue: scene.difficulty) ?? .flat
        self.scene = Scene(rawValue: scene.scene) ?? .flat
        size = PhotoSize(rawValue: scene.size)
        jpegQuality = scene.jpegQuality
        format = scene.jpegQuality == nil ? .png : .jpg
        sceneValues = scene.values
    }

    /// The scene after the difficulty's default.
    public var resolvedScene: Scene { scene ?? (difficulty == .flat ? .flat : .table) }

    /// The encoding after the default: PNG for a flat page, JPEG for a photo.
    public var resolvedFormat: Format {
        if let format { return format }
        if resolvedScene != .flat { return .jpg }
        return jpegQuality == nil ? .png : .jpg
    }
}
