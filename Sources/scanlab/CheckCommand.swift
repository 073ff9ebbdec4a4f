import Evaluation
import Reporting

/// `scanlab check`: the CI gate.
struct CheckCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var report: String
        var baseline: String
        var tolerance = 0.002
        var strict = false
        var junit: String?
        var json = false
        var allowCorpusChange = false
    }

    static let name = "check"
    static let abstract = "Gate a report against the pinned baseline (exit 1 on a regression)"
    static let spec = ArgumentSpec(command: name, valued: ["baseline", "tolerance", "junit"], flags: ["strict", "json", "allow-corpus-change"], positionals: 1...1)
    static let usage = """
    Usage:
      scanlab check REPORT --baseline Reports/baseline.json [--tolerance T] [--strict] [--junit FILE] [--json]
                   [--allow-corpus-change]

    REPORT is a report.json or the folder that holds one. A regression exits 1:
      - a cell's CER rose by more than the tolerance (absolute CER, default 0.002);
      - a field that was correct in the baseline is not correct now;
      - a baseline cell inside the report's selection is missing, failed or skipped.
    A report whose styles or readers do not cover the baseline's exits 2, and so does a report of another
    corpus (the corpus hashes differ) or one with a NaN or an ok text cell without counts. Improvements are listed and
    exit 0; with --strict any change beyond the tolerance, either way, exits 1.

    Options:
      --baseline FILE   the pinned baseline (required)
      --tolerance T     absolute CER (default 0.002)
      --strict          fail on improvements too
      --junit FILE      write one test case per cell, failed where the cell regressed
      --json            print the findings as JSON
      --allow-corpus-change  compare the cells a report and baseline share though their corpus hashes differ

    Examples:
      scanlab check runs/latest --baseline Reports/baseline.json
      scanlab check /tmp/regression/report.json --baseline Reports/baseline.json --strict --junit junit.xml
    """

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let baseline = arguments.string("baseline") else { throw UsageError("--baseline FILE is required", command: name) }
        return Options(report: arguments.positionals[0], baseline: baseline,
                       tolerance: try arguments.double("tolerance", in: 0...1) ?? 0.002,
                       strict: arguments.flag("strict"), junit: arguments.string("junit"), json: arguments.flag("json"),
                       allowCorpusChange: arguments.flag("allow-corpus-change"))
    }

    static func run(_ options: Options) throws -> Int32 {
        let report = try ReportStore.load(options.report)
        let baseline = try ReportStore.load(options.baseline)
        let result = Gate.check(report, against: baseline, tolerance: options.tolerance, strict: options.strict,
                                allowCorpusChange: options.allowCorpusChange)
        // A report of another corpus, or one with figures that cannot be judged, is bad input: nothing is written.
        // A narrower selection still gets its junit file, with the reason as a failed case.
        if let junit = options.junit, result.identity == nil, result.invalid.isEmpty {
            try AtomicFile.write(JUnitReport.xml(result), to: junit)
        }
        if let error = result.harnessError {
            Console.error("check: \(error)")
            return result.exitCode
        }
        if options.json { try Console.json(result) } else { Console.out(Gate.summary(result)) }
        return result.exitCode
    }
}
