import Documents

/// One truth code's outcome in a cell.
public struct CodeResult: Sendable, Codable, Equatable {
    public var symbology: Symbology
    /// The payload printed.
    public var truth: String
    /// The payload decoded for it; nil when missed or unsupported.
    public var payload: String?
    public var outcome: CodeOutcome
    /// The module size in the image read's source (photo pixels), from the truth.
    public var modulePx: Double?

    public init(symbology: Symbology, truth: String, payload: String?, outcome: CodeOutcome, modulePx: Double?) {
        self.symbology = symbology; self.truth = truth; self.payload = payload; self.outcome = outcome; self.modulePx = modulePx
    }
}
