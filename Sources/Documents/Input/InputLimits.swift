/// The sizes every input file is held to before its values are looked at. Each bounds work a hostile or broken
/// file could otherwise make unbounded (stack depth, memory, time), with room far beyond any real file.
public enum InputLimits {
    /// Nesting deeper than this is refused: the deepest real file (a truth's word quads) nests 5 levels, and
    /// recursion in the parser and in Foundation's decoder must stay far from the thread's stack limit.
    public static let maximumDepth = 64
    /// A JSON input file larger than this is refused before parsing: the largest truth file of a 12 MP A4 page is
    /// under 2 MB.
    public static let maximumFileBytes = 64 << 20
    /// How many characters of a string value a message quotes.
    static let quotedCharacters = 40
    /// How many problems one message lists before saying "and N more": enough to fix a file in one pass,
    /// short enough to stay one readable line.
    public static let listedProblems = 20
}
