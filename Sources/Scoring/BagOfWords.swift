/// The word error that ignores reading order, for layouts that a reader may take in another order.
///
/// Both texts become multisets of words. `missing` counts truth words the output lacks, `extra` counts
/// output words the truth lacks (with multiplicity). The error is `max(missing, extra) / truthWords`: one
/// misread word then counts once, as a substitution does in WER, and a page read in the right words but in
/// another order scores 0. An empty truth divides by 1.
public enum BagOfWords {
    public static func error(truthWords: [String], outputWords: [String]) -> Double {
        var balance: [String: Int] = [:]
        for w in truthWords { balance[w, default: 0] += 1 }
        for w in outputWords { balance[w, default: 0] -= 1 }
        var missing = 0, extra = 0
        for v in balance.values {
            if v > 0 { missing += v } else { extra -= v }
        }
        return Double(max(missing, extra)) / Double(max(truthWords.count, 1))
    }
}
