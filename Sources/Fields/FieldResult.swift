/// One field's outcome on one page. JSON keys follow shared/CLI.md (`fields --json`).
public struct FieldResult: Sendable, Codable, Equatable {
    public var name: String
    /// The normalised truth; nil for a spurious suggestion.
    public var truth: String?
    /// The normalised suggested value; nil when missed.
    public var value: String?
    public var sure: Bool
    public var reason: String?
    public var outcome: FieldOutcomeKind
    /// Set-valued fields: the members on each side, and precision and recall over them.
    public var truthValues: [String]?
    public var values: [String]?
    public var precision: Double?
    public var recall: Double?
    /// The checks the suggested value went through (see `SureRule`); nil when nothing was suggested, and in
    /// reports written before evidence existed.
    public var evidence: [FieldCheck]?

    public init(name: String, truth: String?, value: String?, sure: Bool, reason: String?, outcome: FieldOutcomeKind,
                truthValues: [String]? = nil, values: [String]? = nil, precision: Double? = nil, recall: Double? = nil,
                evidence: [FieldCheck]? = nil) {
        self.name = name; self.truth = truth; self.value = value; self.sure = sure; self.reason = reason
        self.outcome = outcome; self.truthValues = truthValues; self.values = values
        self.precision = precision; self.recall = recall
        self.evidence = evidence
    }

    /// True for an outcome that a person has to fix: missed or wrong.
    /// The checks that failed on a wrong value marked unsure: the would-be silent errors they caught.
    public var caughtBy: [FieldCheckName] {
        guard outcome == .wrongUnsure else { return [] }
        return Array(Set((evidence ?? []).filter(\.failed).map(\.name))).sorted()
    }

    public var needsCorrection: Bool { outcome == .missed || outcome == .wrongSure || outcome == .wrongUnsure }
}
