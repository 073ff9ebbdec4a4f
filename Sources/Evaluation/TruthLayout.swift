/// How the truth of a real page is laid out beside it (shared/CLI.md, "Truth for a page").
public enum TruthLayout: String, Sendable, Codable, CaseIterable {
    /// `X.truth.json`, or `X.txt` with optional `X.fields.json` and `X.corners.json`.
    case scanlab
    /// SROIE: `X.txt` and `X.json` with company, date, address and total.
    case sroie
}
