import Documents
import OCRFormats
import Scenes

/// A corpus file as written in `Corpora/*.json` (see Corpora/README.md): generated pages and folders of real pages.
public struct CorpusSpec: Sendable, Decodable {
    public var name: String
    public var description: String?
    /// Seeds the statistics (the bootstrap); pages carry their own seeds.
    public var seed: UInt64?
    /// The styles and readers a run uses unless flags say otherwise.
    public var styles: [String]?
    public var readers: [String]?
    public var pages: [GeneratedEntry]
    public var folders: [FolderEntry]

    enum CodingKeys: String, CodingKey { case name, description, seed, styles, readers, pages, folders }

    /// A corpus of folders only, as `run DIR` builds for one folder.
    public init(name: String, folders: [FolderEntry]) {
        self.name = name; self.pages = []; self.folders = folders
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        seed = try c.decodeIfPresent(UInt64.self, forKey: .seed)
        styles = try c.decodeIfPresent([String].self, forKey: .styles)
        readers = try c.decodeIfPresent([String].self, forKey: .readers)
        pages = try c.decodeIfPresent([GeneratedEntry].self, forKey: .pages) ?? []
        folders = try c.decodeIfPresent([FolderEntry].self, forKey: .folders) ?? []
    }

    /// One generated page, or a family of them: the keys of `PageSpec` plus `id`, and optionally `count`
    /// (that many pages, seeds `seed`, `seed+1`, …) or `sweep` (one page per value of one parameter).
    public struct GeneratedEntry: Sendable, Decodable {
        public var id: String
        public var spec: PageSpec
        public var count: Int?
        public var sweep: Sweep?

        enum CodingKeys: String, CodingKey { case id, count, sweep }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decode(String.self, forKey: .id)
            count = try c.decodeIfPresent(Int.self, forKey: .count)
            sweep = try c.decodeIfPresent(Sweep.self, forKey: .sweep)
            // The rest of the entry is a PageSpec, written flat beside `id`.
            spec = try PageSpec(from: decoder)
        }
    }

    /// One page per value of a numeric scene parameter, everything else fixed.
    public struct Sweep: Sendable, Codable, Equatable {
        /// A numeric key of `PageSpec`: `shadowStrength`, `blur`, `tilt`, `fade`, `jpegQuality`, `pageScale`, `modulePx`
        /// or `orientation` (0, 90, 180 and 270 only).
        public var parameter: String
        public var values: [Double]

        public static let parameters = ["shadowStrength", "blur", "tilt", "fade", "jpegQuality", "pageScale", "modulePx", "orientation"]
        /// The parameters that take whole numbers.
        static let integral: Set<String> = ["jpegQuality", "orientation"]
    }

    /// A folder of real pages, each `X.jpg`/`X.png` with its truth beside it.
    public struct FolderEntry: Sendable, Decodable {
        /// Relative paths are resolved from the corpus file's folder.
        public var path: String
        /// The prefix of the pages' ids; the folder's name when absent.
        public var id: String?
        /// `scanlab` (X.truth.json, or X.txt with X.fields.json and X.corners.json) or `sroie` (X.txt and X.json).
        public var truthLayout: TruthLayout?
        /// How texts are compared: `strict`, `standard` or `caseless`.
        public var profile: String?
        public var dateOrder: DateOrder?
        public var language: Language?
        public var kind: DocumentKind?
        /// Only these file names, in this order; every image in the folder when absent.
        public var files: [String]?
        /// Which PAGE-XML TextEquiv level PAGE truths are read at; `line` when absent.
        public var pageTextLevel: PageTextLevel?

        public init(path: String, id: String? = nil, truthLayout: TruthLayout? = nil, profile: String? = nil, dateOrder: DateOrder? = nil,
                    language: Language? = nil, kind: DocumentKind? = nil, files: [String]? = nil, pageTextLevel: PageTextLevel? = nil) {
            self.path = path; self.id = id; self.truthLayout = truthLayout; self.profile = profile; self.dateOrder = dateOrder
            self.language = language; self.kind = kind; self.files = files; self.pageTextLevel = pageTextLevel
        }
    }
}
