/// One field's figures over many pages.
public struct FieldRates: Sendable, Codable, Equatable {
    /// Pages whose truth has the field.
    public var expected: Int
    public var correct: Int
    public var correctSure: Int
    public var missed: Int
    public var wrongUnsure: Int
    public var wrongSure: Int
    public var spurious: Int
    /// (missed + wrong) / expected: the share a person has to fix.
    public var correctionRate: Double
    /// wrong-sure / expected: the silent errors.
    public var silentErrorRate: Double
    /// correct-and-sure / correct: how often a right value is also trusted, so that never being sure
    /// cannot buy a low silent-error rate. 0 when nothing was correct.
    public var sureCoverage: Double
    /// Set-valued fields: mean precision and recall over the pages.
    public var meanPrecision: Double?
    public var meanRecall: Double?
    /// Per check name (`FieldCheckName`), how many wrong values it made unsure: the silent errors it caught.
    /// A value several checks failed on counts once under each. Nil when none was caught.
    public var caught: [String: Int]?

    public init(expected: Int, correct: Int, correctSure: Int, missed: Int, wrongUnsure: Int, wrongSure: Int, spurious: Int,
                meanPrecision: Double? = nil, meanRecall: Double? = nil,
                caught: [String: Int]? = nil) {
        self.expected = expected; self.correct = correct; self.correctSure = correctSure; self.missed = missed
        self.wrongUnsure = wrongUnsure; self.wrongSure = wrongSure; self.spurious = spurious
        let denominator = Double(max(expected, 1))
        correctionRate = Double(missed + wrongUnsure + wrongSure) / denominator
        silentErrorRate = Double(wrongSure) / denominator
        sureCoverage = correct == 0 ? 0 : Double(correctSure) / Double(correct)
        self.meanPrecision = meanPrecision; self.meanRecall = meanRecall
        self.caught = caught?.isEmpty == true ? nil : caught
    }
}
