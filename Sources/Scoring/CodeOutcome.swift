/// What became of one truth code in one cell.
public enum CodeOutcome: String, Sendable, Codable, CaseIterable {
    /// A symbol of the same symbology with exactly the same payload was decoded.
    case decoded
    /// A symbol of its symbology was decoded where it lies, with another payload.
    case wrong
    /// Nothing was decoded for it.
    case missed
    /// The reader cannot decode its symbology; it stays out of the decode rate.
    case unsupported
}
