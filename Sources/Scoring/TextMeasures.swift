/// What `scanlab score` prints: the measures chosen with `--metrics`, each key present only when computed (CER,
/// bounded CER, the counts and the profile always are). `fca` is `null` beside `fcaReason` past its size limit.
public struct TextMeasures: Sendable, Encodable, Equatable {
    public var cer: Double
    public var cerBounded: Double
    public var counts: EditCounts
    public var profile: TextProfile
    public var wer: Double?
    public var wordCounts: EditCounts?
    public var bagOfWordsError: Double?
    public var fca: Double?
    public var fcaCounts: EditCounts?
    public var fcaReason: String?
    public var werUnordered: Double?
    public var unorderedWordCounts: EditCounts?
    public var confusions: Confusions?
    public var errorsByClass: ErrorsByClass?

    public init(cer: Double, cerBounded: Double, counts: EditCounts, profile: TextProfile) {
        self.cer = cer; self.cerBounded = cerBounded; self.counts = counts; self.profile = profile
    }

    enum CodingKeys: String, CodingKey {
        case cer, cerBounded, counts, profile, wer, wordCounts, bagOfWordsError, fca, fcaCounts, fcaReason
        case werUnordered, unorderedWordCounts, confusions, errorsByClass
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(cer, forKey: .cer); try c.encode(cerBounded, forKey: .cerBounded)
        try c.encode(counts, forKey: .counts); try c.encode(profile, forKey: .profile)
        try c.encodeIfPresent(wer, forKey: .wer); try c.encodeIfPresent(wordCounts, forKey: .wordCounts)
        try c.encodeIfPresent(bagOfWordsError, forKey: .bagOfWordsError)
        if fcaReason != nil && fca == nil { try c.encodeNil(forKey: .fca) } else { try c.encodeIfPresent(fca, forKey: .fca) }
        try c.encodeIfPresent(fcaCounts, forKey: .fcaCounts); try c.encodeIfPresent(fcaReason, forKey: .fcaReason)
        try c.encodeIfPresent(werUnordered, forKey: .werUnordered)
        try c.encodeIfPresent(unorderedWordCounts, forKey: .unorderedWordCounts)
        try c.encodeIfPresent(confusions, forKey: .confusions); try c.encodeIfPresent(errorsByClass, forKey: .errorsByClass)
    }
}
