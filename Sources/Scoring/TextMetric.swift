/// A measure `TextScorer.measure` can compute. CER and its counts are always computed: they are the fast path.
public enum TextMetric: String, Sendable, Codable, CaseIterable, Hashable {
    /// Character error rate, bounded CER and the character counts.
    case cer
    /// Word error rate and the word counts.
    case wer
    /// The bag-of-words error (`bagOfWordsError`).
    case bow
    /// Flexible character accuracy's error rate and counts.
    case fca
    /// The word error rate over words as a multiset (`werUnordered`).
    case unordered
    /// Substitution pairs, dropped and inserted characters, with counts.
    case confusions
    /// Errors and truth characters per class (digit, letter, punctuation, whitespace, other).
    case classes
}
