import OptionParsing
/// One `scanlab` subcommand: a name, a one-line abstract, a usage text with examples, and how to run it.
///
/// Parsing is pure: `options(from:)` turns the split arguments into a `Sendable` value that tests can check
/// without running anything; `run(_:)` does the work and returns the exit status.
protocol Subcommand: Sendable {
    associatedtype Options: Sendable

    static var name: String { get }
    static var abstract: String { get }
    /// The full help: synopsis, options and examples. Printed to stdout by `--help` and `scanlab help NAME`.
    static var usage: String { get }
    static var spec: ArgumentSpec { get }

    static func options(from arguments: ParsedArguments) throws -> Options
    static func run(_ options: Options) throws -> Int32

    /// Parses and runs; `--help` prints the usage instead.
    static func execute(_ arguments: [String]) throws -> Int32
}

extension Subcommand {
    /// Parses a command line into this command's options, with no side effects.
    static func parse(_ arguments: [String]) throws -> Options {
        try options(from: spec.parse(arguments))
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try spec.parse(arguments)
        if parsed.wantsHelp {
            Console.out(usage)
            return ExitStatus.success
        }
        return try run(options(from: parsed))
    }
}
