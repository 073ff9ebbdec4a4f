/// What happened to one expected field.
public enum FieldOutcomeKind: String, Sendable, Codable, CaseIterable {
    /// The value matches the truth after normalisation.
    case correct
    /// Nothing was suggested.
    case missed
    /// A wrong value, flagged as unsure: a reviewer looks at it.
    case wrongUnsure = "wrong-unsure"
    /// A wrong value marked sure: the silent error.
    case wrongSure = "wrong-sure"
    /// A suggestion for a field the truth says the page does not have.
    case spurious
}
