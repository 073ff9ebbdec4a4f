import Foundation
import Evaluation
import Reporting
import OptionParsing

/// `scanlab merge`: joins shard reports into one.
struct MergeCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var inputs: [String]
        var out: String
    }

    static let name = "merge"
    static let abstract = "Join the reports of several shards into one report"
    static let spec = ArgumentSpec(command: name, options: [
        OptionDeclaration("out", .text, placeholder: "DIR", help: "where the merged report goes (required)"),
    ], positionals: 1...Int.max)
    static let usage = spec.usage(
        ["scanlab merge DIR... --out DIR"],
        notes: """
        Each DIR holds a report.json written by `scanlab run --shard K/N`. The merged report, with its
        CSV, Markdown, HTML and charts, goes to --out. Pages must not overlap; shards of one corpus never do.
        """,
        examples: ["scanlab merge shards/1 shards/2 shards/3 --out merged"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let out = arguments.string("out") else { throw UsageError("--out DIR is required", command: name) }
        return Options(inputs: arguments.positionals, out: out)
    }

    static func run(_ options: Options) throws -> Int32 {
        let reports = try options.inputs.map(ReportStore.load)
        let merged = try ReportMerger.merge(reports)
        let fm = FileManager.default
        // The thumbnails travel with their shard's report; gather them so the merged HTML shows every page.
        for input in options.inputs {
            let folder = URL(fileURLWithPath: ReportStore.resolve(input)).deletingLastPathComponent().path + "/thumbs"
            guard let pages = try? fm.contentsOfDirectory(atPath: folder) else { continue }
            for page in pages {
                for file in (try? fm.contentsOfDirectory(atPath: folder + "/" + page)) ?? [] {
                    if let data = fm.contents(atPath: folder + "/" + page + "/" + file) {
                        try AtomicFile.write(data, to: options.out + "/thumbs/" + page + "/" + file, within: options.out)
                    }
                }
            }
        }
        try Shutdown.holding { try ReportWriter.write(merged, to: options.out) }
        Console.out("merged \(reports.count) reports: \(merged.pages.count) pages, \(merged.cells.count) cells into \(options.out)")
        return ExitStatus.success
    }
}
