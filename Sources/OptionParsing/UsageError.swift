import Imaging

/// A command line that does not fit a command's usage. The CLI exits 64 for it.
struct UsageError: ScanLabError, Equatable {
    /// The command whose usage was broken, or nil for the tool itself.
    var command: String?
    var problem: String

    init(_ problem: String, command: String? = nil) {
        self.problem = problem
        self.command = command
    }

    var message: String {
        let help = command.map { "scanlab help \($0)" } ?? "scanlab help"
        return "\(problem) (see `\(help)`)"
    }
}
