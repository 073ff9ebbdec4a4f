import Evaluation
import Reporting
import OptionParsing

/// `scanlab diff`: what changed between two reports.
struct DiffCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var old: String
        var new: String
        var json = false
    }

    static let name = "diff"
    static let abstract = "Show what changed between two reports (always exits 0)"
    static let spec = ArgumentSpec(command: name, options: [.flag("json", help: "print the changes as JSON")], positionals: 2...2)
    static let usage = spec.usage(
        ["scanlab diff OLD NEW [--json]"],
        notes: """
        OLD and NEW are report.json files, their folders, or baselines. Prints a table of the cells and
        aggregates that changed.
        """,
        examples: ["scanlab diff runs/last-night runs/tonight", "scanlab diff Reports/baseline.json /tmp/regression --json"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        Options(old: arguments.positionals[0], new: arguments.positionals[1], json: arguments.flag("json"))
    }

    static func run(_ options: Options) throws -> Int32 {
        let diff = ReportDiff.compare(try ReportStore.load(options.old), try ReportStore.load(options.new))
        if options.json { try Console.json(diff) } else { Console.out(diff.text()) }
        return ExitStatus.success
    }
}
