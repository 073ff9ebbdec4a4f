import Evaluation
import Reporting
import OptionParsing

/// `scanlab pin`: writes the baseline from a report.
struct PinCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var report: String
        var baseline: String
    }

    static let name = "pin"
    static let abstract = "Write the baseline from a report (sorted keys, no timings, no machine data)"
    static let spec = ArgumentSpec(command: name, options: [
        OptionDeclaration("baseline", .text, placeholder: "FILE", help: "the baseline to write (required)"),
    ], positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab pin REPORT --baseline Reports/baseline.json"],
        notes: """
        Writes the accuracy figures of REPORT (a report.json or its folder) as the new baseline, through the
        same function as the tests' record mode (SCANLAB_RECORD).
        """,
        examples: ["scanlab pin /tmp/regression --baseline Reports/baseline.json"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let baseline = arguments.string("baseline") else { throw UsageError("--baseline FILE is required", command: name) }
        return Options(report: arguments.positionals[0], baseline: baseline)
    }

    static func run(_ options: Options) throws -> Int32 {
        let report = try ReportStore.load(options.report)
        try Baseline.write(report, to: options.baseline)
        Console.out("pinned \(report.cells.count) cells of \(report.corpus.name) to \(options.baseline)")
        return ExitStatus.success
    }
}
