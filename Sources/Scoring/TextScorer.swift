/// Scores a reader's text against a transcript.
public enum TextScorer {
    /// Aligns the two texts on grapheme clusters (Swift `Character`s) after the profile's normalisation
    /// (always NFC first), and over whitespace-separated words.
    /// - Returns: CER (uncapped), bounded CER, WER, the bag-of-words error, the raw counts and the profile.
    ///   An empty truth never gives ∞ or NaN: the rates divide by `max(truthLength, 1)`.
    public static func score(truth: String, ocr: String, profile: TextProfile) -> TextScore {
        let t = profile.normalise(truth), o = profile.normalise(ocr)
        let chars = characterCounts(normalisedTruth: t, normalisedOutput: o)
        let truthWords = words(t), outputWords = words(o)
        var wordTable = SymbolTable<String>()
        let tw = wordTable.encode(truthWords), ow = wordTable.encode(outputWords)
        let wordCounts = EditDistance.counts(truth: tw, output: ow)
        return TextScore(cer: chars.errorRate, cerBounded: chars.boundedErrorRate, wer: wordCounts.errorRate,
                         bagOfWordsError: BagOfWords.error(truthWords: truthWords, outputWords: outputWords),
                         counts: chars, wordCounts: wordCounts, profile: profile)
    }

    /// Character counts of two texts that are already normalised.
    static func characterCounts(normalisedTruth t: String, normalisedOutput o: String) -> EditCounts {
        var table = SymbolTable<Character>()
        return EditDistance.counts(truth: table.encode(t), output: table.encode(o))
    }

    /// The word tokens of a text: split on any whitespace, symbols such as € and % kept as tokens.
    public static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
}
