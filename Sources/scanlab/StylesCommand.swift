import Readers
import OptionParsing

/// `scanlab styles`: the built-in and declared styles, and whether each can run here.
struct StylesCommand: Subcommand {
    struct Options: Sendable, Equatable { var json = false }

    /// One row of the listing: CLI.md's `id`, `kind`, `available`, `reason`, plus whether `all` includes it.
    struct Row: Encodable {
        var id: String
        var kind: String
        var available: Bool
        var reason: String?
        var enabled: Bool
        var description: String?
    }

    static let name = "styles"
    static let abstract = "List the built-in and declared styles and whether each can run here"
    static let spec = ArgumentSpec(command: name, options: [
        .flag("json", help: "print styles, each with id, kind (builtin, command or worker), available and reason"),
    ])
    static let usage = spec.usage(
        ["scanlab styles [--json]"],
        notes: """
        Built-in styles run in-process. External styles are declared in styles.json (shipped beside readers.json;
        SCANLAB_STYLES names another file) as commands ({input}, {output}, {lang}) or workers. A style declared
        "enabled": false is left out of --styles all but runs when named.
        """,
        examples: ["scanlab styles", "SCANLAB_STYLES=my-styles.json scanlab run receipts/ --styles original,my-style"])

    static func options(from arguments: ParsedArguments) throws -> Options { Options(json: arguments.flag("json")) }

    static func run(_ options: Options) throws -> Int32 {
        let catalog = try StyleCatalog.load()
        var rows = CommonOptions.builtinStyleNames.map { Row(id: $0, kind: "builtin", available: true, reason: nil, enabled: true, description: nil) }
        for declaration in catalog.declarations {
            let (available, reason) = catalog.availability(of: declaration.id)
            rows.append(Row(id: declaration.id, kind: declaration.kind.rawValue, available: available, reason: reason,
                            enabled: declaration.enabled != false, description: declaration.description))
        }
        if options.json {
            try Console.json(["styles": rows])
            return ExitStatus.success
        }
        var table = [["id", "kind", "available", "in all"]]
        for row in rows { table.append([row.id, row.kind, row.available ? "yes" : "no", row.enabled ? "yes" : "no"]) }
        Console.out(Format.table(table))
        for row in rows where !row.available { Console.out("\(row.id): \(row.reason ?? "unavailable")") }
        Console.out("declarations: \(catalog.source)")
        return ExitStatus.success
    }
}
