/// The raw counts of one alignment, kept so that any rate can be recomputed.
public struct EditCounts: Sendable, Codable, Equatable, Hashable {
    public var substitutions: Int
    public var deletions: Int
    public var insertions: Int
    public var hits: Int
    /// The number of units (characters or words) in the truth: substitutions + deletions + hits.
    public var truthLength: Int

    public init(substitutions: Int = 0, deletions: Int = 0, insertions: Int = 0, hits: Int = 0, truthLength: Int = 0) {
        self.substitutions = substitutions; self.deletions = deletions; self.insertions = insertions
        self.hits = hits; self.truthLength = truthLength
    }

    /// Substitutions + deletions + insertions: the edit distance.
    public var errors: Int { substitutions + deletions + insertions }

    /// errors / truthLength, uncapped. An empty truth divides by 1, so an empty truth read as `n`
    /// characters gives `n` and an empty truth read as nothing gives 0: never ∞ or NaN.
    public var errorRate: Double { Double(errors) / Double(max(truthLength, 1)) }

    /// errors / (errors + hits), in [0, 1]; 0 when both texts are empty.
    public var boundedErrorRate: Double {
        let denominator = errors + hits
        return denominator == 0 ? 0 : Double(errors) / Double(denominator)
    }

    public static func + (a: EditCounts, b: EditCounts) -> EditCounts {
        EditCounts(substitutions: a.substitutions + b.substitutions, deletions: a.deletions + b.deletions,
                   insertions: a.insertions + b.insertions, hits: a.hits + b.hits, truthLength: a.truthLength + b.truthLength)
    }
}
