/// The exit codes of shared/CLI.md.
enum ExitStatus {
    static let success: Int32 = 0
    /// `check` found a regression.
    static let regression: Int32 = 1
    /// Bad input, a missing dependency or I/O.
    static let harnessError: Int32 = 2
    static let usage: Int32 = 64
}
