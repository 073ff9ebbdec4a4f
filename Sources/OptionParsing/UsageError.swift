import Imaging

/// A command line that does not fit a command's usage. The tools exit 64 for it.
public struct UsageError: ScanLabError, Equatable {
    /// The command whose usage was broken, or nil for the tool itself.
    public var command: String?
    public var problem: String
    /// The program whose help the message points at.
    public var tool: String

    public init(_ problem: String, command: String? = nil, tool: String = "scanlab") {
        self.problem = problem
        self.command = command
        self.tool = tool
    }

    /// The problem, then where the command's help is: "unknown option --style; did you mean --styles?
    /// (see `scanlab help compare`)".
    public var message: String {
        let help = command.map { "\(tool) help \($0)" } ?? "\(tool) help"
        return "\(problem) (see `\(help)`)"
    }

    /// "; did you mean X?" when one of `candidates` is close to `typed`, else "".
    public static func suggestion(for typed: String, among candidates: [String], prefix: String = "") -> String {
        NameSuggestionText.didYouMean(typed, among: candidates, prefix: prefix)
    }
}
