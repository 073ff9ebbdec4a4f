import Documents

/// A code cell's score: each truth code's outcome, the symbols that matched none, and the decode rate.
public struct CodeScore: Sendable, Codable, Equatable {
    public var codes: [CodeResult]
    /// Decoded symbols that match no truth code (symbology and payload), as they were read.
    public var spurious: [SpuriousCode]
    public var decoded: Int
    public var wrong: Int
    public var missed: Int
    public var unsupported: Int
    /// Decoded over decoded + wrong + missed; nil when the page has no code the reader supports.
    public var decodeRate: Double?

    public init(codes: [CodeResult], spurious: [SpuriousCode]) {
        self.codes = codes
        self.spurious = spurious
        decoded = codes.filter { $0.outcome == .decoded }.count
        wrong = codes.filter { $0.outcome == .wrong }.count
        missed = codes.filter { $0.outcome == .missed }.count
        unsupported = codes.filter { $0.outcome == .unsupported }.count
        let counted = decoded + wrong + missed
        decodeRate = counted > 0 ? Double(decoded) / Double(counted) : nil
    }
}

/// A decoded symbol that matches no truth code.
public struct SpuriousCode: Sendable, Codable, Equatable {
    public var symbology: Symbology
    public var payload: String
    public init(symbology: Symbology, payload: String) { self.symbology = symbology; self.payload = payload }
}
