/// The word error that ignores reading order, for layouts that a reader may take in another order.
///
/// Both texts become multisets of words. `missing` counts truth words the output lacks, `extra` counts
/// output words the truth lacks (with multiplicity). The error is `max(missing, extra) / truthWords`: one
/// misread word then counts once, as a substitution does in WER, and a page read in the right words but in
/// another order scores 0. An empty truth divides by 1.
public enum BagOfWords {
    public static func error(truthWords: [String], outputWords: [String]) -> Double {
        counts(truthWords: truthWords, outputWords: outputWords).errorRate
    }

    /// The multiset comparison as counts (`werUnordered`'s): a missing word paired with an extra one is a
    /// substitution, the rest of the missing are deletions and the rest of the extra insertions, and every truth
    /// word the output also has is a hit. `errors` is then `max(missing, extra)`.
    public static func counts(truthWords: [String], outputWords: [String]) -> EditCounts {
        var balance: [String: Int] = [:]
        for w in truthWords { balance[w, default: 0] += 1 }
        for w in outputWords { balance[w, default: 0] -= 1 }
        var missing = 0, extra = 0
        for v in balance.values {
            if v > 0 { missing += v } else { extra -= v }
        }
        let paired = min(missing, extra)
        return EditCounts(substitutions: paired, deletions: missing - paired, insertions: extra - paired,
                          hits: truthWords.count - missing, truthLength: truthWords.count)
    }
}
