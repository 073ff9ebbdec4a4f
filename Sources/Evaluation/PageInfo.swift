import Documents
import Scenes

/// What a report records about a page, whatever its cells did: where it came from, how it groups, its truth.
public struct PageInfo: Sendable, Codable, Equatable {
    public var id: String
    /// The page's place in the corpus; reports list pages in this order, so merged shards equal one run.
    public var index: Int
    /// `generated`, or the real file's path.
    public var source: String
    public var spec: PageSpec?
    public var kind: DocumentKind?
    public var language: Language?
    /// `flat`, `easy`, `ordinary`, `hard`, or `real` for a real page.
    public var difficulty: String
    /// The photo's frame: `4k`, `12mp`; `page` for a flat page; `real` for a real page.
    public var size: String
    public var sweep: SweepPoint?
    public var profile: String
    public var truthText: String?
    public var truthSource: String?
    /// The photo (the input of every style).
    public var photoBytes: Int?
    public var photoFormat: String?
    public var photoWidth: Int?
    public var photoHeight: Int?
    /// Milliseconds spent making the photo ready: `synth.*` stages, or `decode` for a real page.
    public var ms: [String: Double]?
    /// Why the page itself could not be prepared, when it could not.
    public var failure: String?

    public init(id: String, index: Int, source: String, difficulty: String, size: String, profile: String) {
        self.id = id; self.index = index; self.source = source; self.difficulty = difficulty; self.size = size; self.profile = profile
    }
}
