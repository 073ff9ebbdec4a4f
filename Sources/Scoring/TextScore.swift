/// The scores of one text against its truth, as every cell keeps them. JSON keys follow shared/CLI.md.
///
/// The keys added for reading-order-independent measures and confusions are optional, so reports and baselines
/// written before them still load. `fca` is encoded as `null` beside `fcaReason` when the texts were past its size limit.
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
    /// Flexible character accuracy's error rate; nil when not computed or past its size limit (see `fcaReason`).
    public var fca: Double?
    public var fcaCounts: EditCounts?
    /// Why `fca` is null.
    public var fcaReason: String?
    /// The word error rate over words as a multiset, and its counts (see `BagOfWords.counts`).
    public var werUnordered: Double?
    public var unorderedWordCounts: EditCounts?
    /// Every substitution pair, dropped and inserted character, with counts.
    public var confusions: Confusions?
    public var errorsByClass: ErrorsByClass?

    public init(cer: Double, cerBounded: Double, wer: Double, bagOfWordsError: Double, counts: EditCounts,
                wordCounts: EditCounts, profile: TextProfile) {
        self.cer = cer; self.cerBounded = cerBounded; self.wer = wer; self.bagOfWordsError = bagOfWordsError
        self.counts = counts; self.wordCounts = wordCounts; self.profile = profile
    }

    enum CodingKeys: String, CodingKey {
        case cer, cerBounded, wer, bagOfWordsError, counts, wordCounts, profile, fca, fcaCounts, fcaReason
        case werUnordered, unorderedWordCounts, confusions, errorsByClass
    }

    /// Written as `score`'s `TextMeasures` with every measure present, so the two keep one set of keys and one
    /// rule for `fca`'s null.
    public func encode(to encoder: Encoder) throws {
        var m = TextMeasures(cer: cer, cerBounded: cerBounded, counts: counts, profile: profile)
        m.wer = wer; m.wordCounts = wordCounts; m.bagOfWordsError = bagOfWordsError
        m.fca = fca; m.fcaCounts = fcaCounts; m.fcaReason = fcaReason
        m.werUnordered = werUnordered; m.unorderedWordCounts = unorderedWordCounts
        m.confusions = confusions; m.errorsByClass = errorsByClass
        try m.encode(to: encoder)
    }
}
