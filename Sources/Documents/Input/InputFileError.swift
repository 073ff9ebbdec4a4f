import Geometry

/// An input file (truth, corpus, reader or style declarations, scene values) that cannot be used, with every
/// problem found in it, as one line.
public struct InputFileError: ScanLabError, Equatable {
    /// The file's path, or a name such as `--replay` for values that came from elsewhere.
    public var file: String
    /// What kind of file it is, for the message: `corpus`, `truth`, `reader declarations`.
    public var kind: String
    public var problems: [InputProblem]

    public init(file: String, kind: String, problems: [InputProblem]) {
        self.file = file; self.kind = kind; self.problems = problems
    }

    public var message: String {
        let listed = problems.prefix(InputLimits.listedProblems).map(\.description)
        let more = problems.count > listed.count ? "; and \(problems.count - listed.count) more" : ""
        let count = problems.count == 1 ? "" : "\(problems.count) problems: "
        return "\(file): bad \(kind) file: \(count)\(listed.joined(separator: "; "))\(more)"
    }
}
