/// How the truth of a real page is laid out beside it (shared/CLI.md, "Truth for a page").
public enum TruthLayout: String, Sendable, Codable, CaseIterable {
    /// `X.truth.json`, or `X.txt` with optional `X.fields.json` and `X.corners.json`.
    case scanlab
    /// SROIE: `X.txt` and `X.json` with company, date, address and total.
    case sroie
    /// Fields only: `X.fields.json` and `X.corners.json`. No transcript is read, even where an `X.txt` or
    /// `X.truth.json` lies beside the page, so the page's text cells have no CER and stay out of the text figures
    /// while its fields are scored. For photos whose only truth is hand-read fields (real/photos-dev).
    case fields
}
