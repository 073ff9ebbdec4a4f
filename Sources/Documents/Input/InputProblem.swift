/// One thing wrong in an input file: where (the key path, such as `pages[2].count`), what it held, and what
/// would be right: the range or type, and for a misspelt key the closest valid one.
public struct InputProblem: Sendable, Equatable, CustomStringConvertible {
    /// `pages[2].count`; empty for the whole document.
    public var path: String
    /// The value as written (`1e300`, `"blurr"`), or nil for a missing key.
    public var value: String?
    /// What was expected: `a number from 0 to 1`, `one of strict, standard, caseless`, `no such key`.
    public var expected: String
    /// The closest valid key or name, when one is close.
    public var suggestion: String?

    public init(path: String, value: String?, expected: String, suggestion: String? = nil) {
        self.path = path; self.value = value; self.expected = expected; self.suggestion = suggestion
    }

    public var description: String {
        var text = path.isEmpty ? "" : path + ": "
        if let value { text += "\(value) is not allowed; expected \(expected)" } else { text += expected }
        if let suggestion { text += " (did you mean '\(suggestion)'?)" }
        return text
    }
}
