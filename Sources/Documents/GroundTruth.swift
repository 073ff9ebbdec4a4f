import Geometry

/// Everything known about a generated or annotated page. Schema version 1: later work adds
/// optional keys, it never reshapes these.
public struct GroundTruth: Sendable, Codable, Equatable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int = GroundTruth.currentSchemaVersion
    public var kind: DocumentKind
    public var language: Language
    public var seed: UInt64
    /// The text in reading order: lines joined by "\n", decorative lines left out.
    public var text: String
    public var lines: [TruthLine]
    public var words: [TruthWord]
    public var fields: [TruthField]
    /// The page's four corners in the image, top-left first and clockwise.
    public var pageCorners: Quad
    /// The image the truth describes.
    public var image: ImageInfo
    /// The font files used, by path.
    public var fonts: [String]
    /// The generator's parameters (document options, variant, dpi), enough to rebuild the page.
    public var generator: GeneratorParameters
    /// The scene parameters actually used, when the page was photographed; nil for a flat page.
    public var scene: SceneParameters?
    /// The numeric date order the page's locale prints.
    public var dateOrder: DateOrder?
    /// The QR codes and barcodes printed on the page; nil when it has none. They never enter `text`.
    public var codes: [TruthCode]?
    /// How the page lies in the image: turned clockwise by 0, 90, 180 or 270 degrees (`synth --orientation`).
    /// Nil when the page was not turned on purpose (upright).
    public var orientation: PageOrientation?

    public init(kind: DocumentKind, language: Language, seed: UInt64, text: String, lines: [TruthLine],
                words: [TruthWord], fields: [TruthField], pageCorners: Quad, image: ImageInfo,
                fonts: [String], generator: GeneratorParameters, scene: SceneParameters? = nil,
                dateOrder: DateOrder? = nil) {
        self.kind = kind; self.language = language; self.seed = seed; self.text = text
        self.lines = lines; self.words = words; self.fields = fields; self.pageCorners = pageCorners
        self.image = image; self.fonts = fonts; self.generator = generator; self.scene = scene
        self.dateOrder = dateOrder
    }

    /// The value of a single-valued field, if the truth has it.
    public func field(_ name: String) -> TruthField? { fields.first { $0.name == name } }
}

public struct ImageInfo: Sendable, Codable, Equatable {
    public var width: Int
    public var height: Int
    public var dpi: Double?
    public init(width: Int, height: Int, dpi: Double? = nil) { self.width = width; self.height = height; self.dpi = dpi }
}

/// One printed line.
public struct TruthLine: Sendable, Codable, Equatable {
    public var text: String
    public var wordIDs: [Int]
    /// A row of dashes or similar: printed, but kept out of `GroundTruth.text`.
    public var decorative: Bool
    public var quad: Quad
    public init(text: String, wordIDs: [Int], decorative: Bool, quad: Quad) {
        self.text = text; self.wordIDs = wordIDs; self.decorative = decorative; self.quad = quad
    }
    enum CodingKeys: String, CodingKey { case text, wordIDs = "wordIds", decorative, quad }
}

/// One printed word with a stable id (its index in reading order).
public struct TruthWord: Sendable, Codable, Equatable {
    public var id: Int
    public var text: String
    /// Where the word lies in the image the truth describes (the photo, for a scene).
    public var quad: Quad
    /// Where the word lies on the flat page, before any scene; nil when the image is the flat page.
    public var pageQuad: Quad?
    /// The word's outline in the image when the paper is not flat (its flat quad's edges carried through the
    /// deformation); `quad` is then the bounding quad of this outline. Nil on flat paper.
    public var polygon: [Point]?
    /// True when something (a hand) covers the word in the image; nil when nothing does.
    public var occluded: Bool?
    public init(id: Int, text: String, quad: Quad, pageQuad: Quad? = nil, polygon: [Point]? = nil, occluded: Bool? = nil) {
        self.id = id; self.text = text; self.quad = quad; self.pageQuad = pageQuad
        self.polygon = polygon; self.occluded = occluded
    }
}

/// A field under its canonical name (see ARCHITECTURE.md).
public struct TruthField: Sendable, Codable, Equatable {
    public var name: String
    /// The normalised value for a single-valued field.
    public var value: String?
    /// The members, for a set-valued field (`sceneHeadings`, `characters`).
    public var values: [String]?
    /// The string as printed on the page.
    public var printed: String?
    /// The words that print it.
    public var wordIDs: [Int]
    public init(name: String, value: String? = nil, values: [String]? = nil, printed: String? = nil, wordIDs: [Int] = []) {
        self.name = name; self.value = value; self.values = values; self.printed = printed; self.wordIDs = wordIDs
    }
    public var isSet: Bool { values != nil }
    enum CodingKeys: String, CodingKey { case name, value, values, printed, wordIDs = "wordIds" }
}

/// The options that, with the seed, rebuild a page's content and rendering.
public struct GeneratorParameters: Sendable, Codable, Equatable {
    public var document: DocumentKind
    public var language: Language
    public var seed: UInt64
    public var variant: String?
    public var dpi: Double
    /// Free-form settings the generator chose (paper width, item count, …), for the record.
    public var settings: [String: String]
    /// The code options asked for, when they were not the kind's defaults; needed to rebuild the page.
    public var codes: CodeOptions?
    public init(document: DocumentKind, language: Language, seed: UInt64, variant: String? = nil, dpi: Double = 300, settings: [String: String] = [:]) {
        self.document = document; self.language = language; self.seed = seed; self.variant = variant; self.dpi = dpi; self.settings = settings
    }
}

/// Every scene value actually used, so a photo can be rebuilt byte for byte.
/// The scenes stage owns the meaning of each value.
public struct SceneParameters: Sendable, Codable, Equatable {
    public var difficulty: String
    public var scene: String
    public var size: String
    public var values: [String: Double]
    public var severity: Double
    public var jpegQuality: Int?
    public init(difficulty: String, scene: String, size: String, values: [String: Double], severity: Double, jpegQuality: Int?) {
        self.difficulty = difficulty; self.scene = scene; self.size = size; self.values = values
        self.severity = severity; self.jpegQuality = jpegQuality
    }
}
