import Evaluation
import Reporting
import OptionParsing

/// `scanlab table`: rewrites the README's generated tables.
struct TableCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var source: String
        var readme: String
    }

    static let name = "table"
    static let abstract = "Rewrite the marked tables in a README from a report or baseline"
    static let spec = ArgumentSpec(command: name, options: [
        OptionDeclaration("readme", .text, placeholder: "README.md", help: "the Markdown file to rewrite (required)"),
    ], positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab table REPORT|BASELINE --readme README.md"],
        notes: """
        Rewrites the Markdown between `<!-- scanlab:table NAME -->` and `<!-- /scanlab:table -->` for the
        NAMEs \(MarkdownTables.names.joined(separator: ", ")). The tables hold accuracy and size only, never timings.
        """,
        examples: ["scanlab table Reports/baseline.json --readme README.md"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let readme = arguments.string("readme") else { throw UsageError("--readme FILE is required", command: name) }
        return Options(source: arguments.positionals[0], readme: readme)
    }

    static func run(_ options: Options) throws -> Int32 {
        let report = try ReportStore.load(options.source)
        let text = try TextFile.read(options.readme)
        let rewritten = try ReadmeTables.rewrite(text, with: report, file: options.readme)
        if rewritten != text { try AtomicFile.write(rewritten, to: options.readme) }
        Console.out(rewritten == text ? "\(options.readme): tables already current" : "\(options.readme): tables rewritten")
        return ExitStatus.success
    }
}
