/// Which PAGE-XML `TextEquiv` a transcript is built from (`--page-text-level`).
///
/// PAGE files often carry text at several levels, and the levels can disagree; the transcript must come from one.
public enum PageTextLevel: String, Sendable, Codable, CaseIterable {
    /// Each `TextLine`'s text; a region without lines falls back to its own text.
    case line
    /// Each `Word`'s text joined by spaces; a line without words falls back to its own text.
    case word
    /// Each `TextRegion`'s text; a region without its own text falls back to its lines.
    case region
}
