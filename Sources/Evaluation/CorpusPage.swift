import Scoring

/// One page of a corpus, after generators and folders are expanded.
public struct CorpusPage: Sendable, Equatable {
    /// Unique in the corpus, such as `receipt-flat` or `real/X51005255805`.
    public var id: String
    /// The page's place in the corpus; shards and reports keep this order.
    public var index: Int
    public var source: PageSource
    public var profile: TextProfile
    /// When the page is one point of a sweep: the parameter and its value.
    public var sweep: SweepPoint?

    public init(id: String, index: Int, source: PageSource, profile: TextProfile = .standard, sweep: SweepPoint? = nil) {
        self.id = id; self.index = index; self.source = source; self.profile = profile; self.sweep = sweep
    }

    /// The id as a file name, through `SafeName`: never `..`, `/` or NUL, never another page's.
    public var fileStem: String { SafeName.fileName(for: id) }
}

/// A page's position along a sweep.
public struct SweepPoint: Sendable, Codable, Equatable, Hashable {
    /// The family's id in the corpus, such as `blur-receipt`.
    public var family: String
    public var parameter: String
    public var value: Double

    public init(family: String, parameter: String, value: Double) {
        self.family = family; self.parameter = parameter; self.value = value
    }
}
