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

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(cer, forKey: .cer); try c.encode(cerBounded, forKey: .cerBounded)
        try c.encode(wer, forKey: .wer); try c.encode(bagOfWordsError, forKey: .bagOfWordsError)
        try c.encode(counts, forKey: .counts); try c.encode(wordCounts, forKey: .wordCounts)
        try c.encode(profile, forKey: .profile)
        if fcaReason != nil && fca == nil { try c.encodeNil(forKey: .fca) } else { try c.encodeIfPresent(fca, forKey: .fca) }
        try c.encodeIfPresent(fcaCounts, forKey: .fcaCounts); try c.encodeIfPresent(fcaReason, forKey: .fcaReason)
        try c.encodeIfPresent(werUnordered, forKey: .werUnordered)
        try c.encodeIfPresent(unorderedWordCounts, forKey: .unorderedWordCounts)
        try c.encodeIfPresent(confusions, forKey: .confusions); try c.encodeIfPresent(errorsByClass, forKey: .errorsByClass)
    }
}
