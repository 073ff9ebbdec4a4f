/// How a cell (page × style × reader) ended.
public enum CellStatus: String, Sendable, Codable, Equatable {
    /// Read and scored.
    case ok
    /// Something broke: the style, the reader or the page itself; `reason` says what.
    case failed
    /// The reader does not apply here, such as a language it has no model for; `reason` says why.
    case skipped
}
