import Documents

/// The "did you mean" clause of a usage error, built on `NameSuggestion`.
enum NameSuggestionText {
    /// "; did you mean --styles?" or "".
    static func didYouMean(_ typed: String, among candidates: [String], prefix: String) -> String {
        guard let closest = NameSuggestion.closest(to: typed, among: candidates) else { return "" }
        return "; did you mean `\(prefix)\(closest)`?"
    }
}
