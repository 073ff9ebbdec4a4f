/// Levenshtein counts of two sequences of symbol ids: the bit-parallel alignment of `BitParallelAligner`.
///
/// Ties go to the diagonal (hit or substitution), then to a deletion, then to an insertion, traced from the end,
/// after a shared prefix and suffix are taken as hits, so the same inputs always give the same counts.
public enum EditDistance {
    /// The counts of the cheapest alignment of `truth` onto `output`.
    public static func counts(truth: [UInt32], output: [UInt32]) -> EditCounts {
        BitParallelAligner.counts(truth, output)
    }
}
