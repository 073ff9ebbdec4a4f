/// What extraction proposes for one field: the value, where it came from, the checks it went through, and
/// whether it is sure, which `SureRule` decides from those checks alone.
public struct FieldSuggestion: Sendable, Codable, Equatable {
    /// The canonical name (see `FieldNames`).
    public var name: String
    /// The normalised value of a single-valued field.
    public var value: String?
    /// The normalised members of a set-valued field.
    public var values: [String]?
    /// The excerpt of the reading the value was taken from.
    public var source: String
    /// The checks the value passed and failed. `sure` and `reason` follow from them.
    public var evidence: [FieldCheck]
    /// True only when `SureRule` finds the evidence enough; a wrong sure value is a silent error.
    public private(set) var sure: Bool
    /// Why the value is not sure; nil when it is.
    public private(set) var reason: String?

    /// A value with its checks; `sure` and `reason` come from `SureRule`.
    public init(name: String, value: String? = nil, values: [String]? = nil, source: String, evidence: [FieldCheck]) {
        self.name = name; self.value = value; self.values = values; self.source = source
        self.evidence = evidence
        let verdict = SureRule.decide(evidence)
        sure = verdict.sure; reason = verdict.reason
    }

    /// A value from an extractor with no checks of its own: `sure: false` and its reason become one failed
    /// `noObjection` check, `sure: true` a passed one, so the rule still decides.
    public init(name: String, value: String? = nil, values: [String]? = nil, source: String, sure: Bool, reason: String? = nil) {
        let detail = (reason?.isEmpty == false ? reason : nil) ?? "not confirmed"
        self.init(name: name, value: value, values: values, source: source,
                  evidence: [FieldCheck(.noObjection, sure ? .passed : .failed, sure ? nil : detail)])
    }

    /// Adds checks and decides again (evidence from another source arrives after extraction).
    public mutating func add(_ checks: [FieldCheck]) {
        evidence += checks
        let verdict = SureRule.decide(evidence)
        sure = verdict.sure; reason = verdict.reason
    }
}

extension FieldSuggestion {
    private enum CodingKeys: String, CodingKey { case name, value, values, source, evidence, sure, reason }

    /// Suggestions written before evidence existed decode with their `sure` and `reason` as one check.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .name)
        let value = try c.decodeIfPresent(String.self, forKey: .value)
        let values = try c.decodeIfPresent([String].self, forKey: .values)
        let source = try c.decode(String.self, forKey: .source)
        if let evidence = try c.decodeIfPresent([FieldCheck].self, forKey: .evidence) {
            self.init(name: name, value: value, values: values, source: source, evidence: evidence)
        } else {
            self.init(name: name, value: value, values: values, source: source, sure: try c.decode(Bool.self, forKey: .sure),
                      reason: try c.decodeIfPresent(String.self, forKey: .reason))
        }
    }
}
