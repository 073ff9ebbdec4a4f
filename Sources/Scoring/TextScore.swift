/// The scores of one text against its truth. JSON keys follow shared/CLI.md (`score --json`).
public struct TextScore: Sendable, Codable, Equatable {
    /// Character error rate: (S+D+I) / truth length, uncapped (see `EditCounts.errorRate` for an empty truth).
    public var cer: Double
    /// (S+D+I) / (S+D+I+H), in [0, 1].
    public var cerBounded: Double
    /// Word error rate over whitespace-separated tokens, symbol tokens such as € and % included.
    public var wer: Double
    /// The word error that ignores reading order; see `BagOfWords`.
    public var bagOfWordsError: Double
    /// The character counts.
    public var counts: EditCounts
    /// The word counts, from the same alignment method over word tokens.
    public var wordCounts: EditCounts
    public var profile: TextProfile

    public init(cer: Double, cerBounded: Double, wer: Double, bagOfWordsError: Double, counts: EditCounts,
                wordCounts: EditCounts, profile: TextProfile) {
        self.cer = cer; self.cerBounded = cerBounded; self.wer = wer; self.bagOfWordsError = bagOfWordsError
        self.counts = counts; self.wordCounts = wordCounts; self.profile = profile
    }
}
