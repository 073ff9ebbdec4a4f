/// How one check on a suggested value came out.
public enum FieldCheckOutcome: String, Sendable, Codable, CaseIterable {
    /// The page agrees with the value on this point.
    case passed
    /// The page argues with the value on this point.
    case failed
    /// The page holds nothing this check could look at (no card line, no weekday printed, …).
    case notApplicable = "not-applicable"
}
