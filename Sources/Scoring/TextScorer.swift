/// Scores a reader's text against a transcript.
///
/// Semantics (as dinglehopper's): both texts are normalised by the profile (always NFC first), split into grapheme
/// clusters (Swift `Character`s: a letter with its combining marks, a ZWJ emoji sequence, a flag and `\r\n` are one
/// each), and aligned with Levenshtein's operations. CER is edits over the truth's length in clusters, uncapped.
/// An empty truth divides by 1: read as nothing it scores 0, read as `n` clusters it scores `n` (never ∞ or NaN).
public enum TextScorer {
    /// Every measure, as cells keep them.
    public static func score(truth: String, ocr: String, profile: TextProfile) -> TextScore {
        let m = measure(truth: truth, ocr: ocr, profile: profile, metrics: Set(TextMetric.allCases))
        var s = TextScore(cer: m.cer, cerBounded: m.cerBounded, wer: m.wer ?? 0, bagOfWordsError: m.bagOfWordsError ?? 0,
                          counts: m.counts, wordCounts: m.wordCounts ?? EditCounts(), profile: profile)
        s.fca = m.fca; s.fcaCounts = m.fcaCounts; s.fcaReason = m.fcaReason
        s.werUnordered = m.werUnordered; s.unorderedWordCounts = m.unorderedWordCounts
        s.confusions = m.confusions; s.errorsByClass = m.errorsByClass
        return s
    }

    /// The measures in `metrics`; CER, its counts and the profile always. With `[.cer]` only the character
    /// alignment runs: no words are split and no tables built.
    public static func measure(truth: String, ocr: String, profile: TextProfile, metrics: Set<TextMetric>) -> TextMeasures {
        let t = profile.normalise(truth), o = profile.normalise(ocr)
        var table = GraphemeTable()
        let tIDs = table.encode(t), oIDs = table.encode(o)
        let ops = BitParallelAligner.align(tIDs, oIDs)
        let chars = EditOperation.counts(ops, truthLength: tIDs.count)
        var m = TextMeasures(cer: chars.errorRate, cerBounded: chars.boundedErrorRate, counts: chars, profile: profile)
        if metrics.contains(.confusions) { m.confusions = Confusions.from(ops, truth: tIDs, output: oIDs, table: table) }
        if metrics.contains(.classes) { m.errorsByClass = ErrorsByClass.from(ops, truth: tIDs, output: oIDs, table: table) }
        if metrics.contains(.fca) {
            var newline: [UInt32: Bool] = [:]
            let result = FlexibleCharacterAccuracy.counts(truth: tIDs, output: oIDs) { id in
                if let known = newline[id] { return known }
                let isNewline = table.character(id).isNewline
                newline[id] = isNewline
                return isNewline
            }
            switch result {
            case .success(let counts): m.fca = counts.errorRate; m.fcaCounts = counts
            case .failure(let refusal): m.fcaReason = refusal.reason
            }
        }
        let needWords = metrics.contains(.wer) || metrics.contains(.bow) || metrics.contains(.unordered)
        guard needWords else { return m }
        let truthWords = words(t), outputWords = words(o)
        if metrics.contains(.wer) {
            var wordTable = SymbolTable<String>()
            let counts = EditDistance.counts(truth: wordTable.encode(truthWords), output: wordTable.encode(outputWords))
            m.wer = counts.errorRate; m.wordCounts = counts
        }
        if metrics.contains(.bow) || metrics.contains(.unordered) {
            let bag = BagOfWords.counts(truthWords: truthWords, outputWords: outputWords)
            if metrics.contains(.bow) { m.bagOfWordsError = bag.errorRate }
            if metrics.contains(.unordered) { m.werUnordered = bag.errorRate; m.unorderedWordCounts = bag }
        }
        return m
    }

    /// The word tokens of a text: split on any whitespace, symbols such as € and % kept as tokens.
    public static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
}
