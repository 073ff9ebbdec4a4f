import Evaluation
import OptionParsing
import Reporting

/// `scanlab check`: the CI gate.
struct CheckCommand: Subcommand {
    /// Where `--annotations` writes for: only GitHub's workflow commands so far.
    enum AnnotationFormat: String, Sendable, Equatable, CaseIterable { case github }

    struct Options: Sendable, Equatable {
        var report: String
        var baseline: String
        var tolerance = 0.002
        var strict = false
        var junit: String?
        var summary: String?
        var annotations: AnnotationFormat?
        var json = false
        var allowCorpusChange = false
    }

    static let name = "check"
    static let abstract = "Gate a report against the pinned baseline (exit 1 on a regression)"
    static let spec = ArgumentSpec(command: name, options: [
        OptionDeclaration("baseline", .text, placeholder: "FILE", help: "the pinned baseline (required)"),
        OptionDeclaration("tolerance", .number(0...1), placeholder: "T", default: "0.002", help: "absolute CER change allowed"),
        .flag("strict", help: "fail on improvements too"),
        OptionDeclaration("junit", .text, placeholder: "FILE", help: "write one test case per cell, failed where the cell regressed"),
        OptionDeclaration("summary", .text, placeholder: "FILE",
                          help: "write Markdown for a CI job summary or merge-request comment: regressions, improvements, ranking"),
        .choice("annotations", AnnotationFormat.self, help: "print one ::error line per regressed cell on stdout", defaultText: nil),
        .flag("json", help: "print the findings as JSON"),
        .flag("allow-corpus-change", help: "compare the cells a report and baseline share though their corpus hashes differ"),
    ], positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab check REPORT --baseline Reports/baseline.json [--tolerance T] [--strict] [--junit FILE]",
         "                     [--summary FILE] [--annotations github] [--json] [--allow-corpus-change]"],
        notes: """
        REPORT is a report.json or the folder that holds one. A regression exits 1:
          - a cell's CER rose by more than the tolerance (absolute CER, default 0.002);
          - a field that was correct in the baseline is not correct now;
          - a baseline cell inside the report's selection is missing, failed or skipped.
        A report whose styles or readers do not cover the baseline's exits 2, and so does a report of another
        corpus (the corpus hashes differ) or one with a NaN or an ok text cell without counts. Improvements are listed and
        exit 0; with --strict any change beyond the tolerance, either way, exits 1.
        In GitHub Actions: --summary "$GITHUB_STEP_SUMMARY" --annotations github.
        """,
        examples: ["scanlab check runs/latest --baseline Reports/baseline.json",
                   "scanlab check /tmp/regression/report.json --baseline Reports/baseline.json --strict --junit junit.xml",
                   "scanlab check runs/pr --baseline Reports/baseline.json --summary \"$GITHUB_STEP_SUMMARY\" --annotations github"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let baseline = arguments.string("baseline") else { throw UsageError("--baseline FILE is required", command: name) }
        if arguments.flag("json"), arguments.given("annotations") {
            throw UsageError("--json and --annotations both print on stdout; give one", command: name)
        }
        return Options(report: arguments.positionals[0], baseline: baseline,
                       tolerance: arguments.double("tolerance") ?? 0.002,
                       strict: arguments.flag("strict"), junit: arguments.string("junit"), summary: arguments.string("summary"),
                       annotations: try arguments.choice("annotations", as: AnnotationFormat.self), json: arguments.flag("json"),
                       allowCorpusChange: arguments.flag("allow-corpus-change"))
    }

    static func run(_ options: Options) throws -> Int32 {
        let report = try ReportStore.load(options.report)
        let baseline = try ReportStore.load(options.baseline)
        let result = Gate.check(report, against: baseline, tolerance: options.tolerance, strict: options.strict,
                                allowCorpusChange: options.allowCorpusChange)
        // A report of another corpus, or one with figures that cannot be judged, is bad input: nothing is written.
        // A narrower selection still gets its junit file and summary, with the reason as a failed case.
        if result.identity == nil, result.invalid.isEmpty {
            if let junit = options.junit { try AtomicFile.write(JUnitReport.xml(result), to: junit) }
            if let summary = options.summary { try AtomicFile.write(GateSummary.markdown(result, report: report), to: summary) }
        }
        if let error = result.harnessError {
            if options.annotations == .github, result.narrower != nil {
                Console.out(GateSummary.githubAnnotations(result).joined(separator: "\n"))
            }
            Console.error("check: \(error)")
            return result.exitCode
        }
        if options.json {
            try Console.json(result)
        } else if options.annotations == .github {
            let lines = GateSummary.githubAnnotations(result)
            if !lines.isEmpty { Console.out(lines.joined(separator: "\n")) }
            Console.error(Gate.summary(result).split(separator: "\n").first.map(String.init) ?? "")
        } else {
            Console.out(Gate.summary(result))
        }
        return result.exitCode
    }
}
