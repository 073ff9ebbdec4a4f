import Readers
import OptionParsing

/// `scanlab readers`: the declared readers and whether each can run here.
struct ReadersCommand: Subcommand {
    struct Options: Sendable, Equatable { var json = false }

    static let name = "readers"
    static let abstract = "List the readers, their versions and models, and whether each is available"
    static let spec = ArgumentSpec(command: name, options: [
        .flag("json", help: "print readers, each with id, engine, version, models, languages, available and, when unavailable, reason"),
    ])
    static let usage = spec.usage(
        ["scanlab readers [--json]"],
        notes: "Readers are declared in readers.json (shipped with scanlab; SCANLAB_READERS names another file).",
        examples: ["scanlab readers", "SCANLAB_READERS=my-readers.json scanlab readers --json"])

    static func options(from arguments: ParsedArguments) throws -> Options { Options(json: arguments.flag("json")) }

    static func run(_ options: Options) throws -> Int32 {
        let catalog = try ReaderCatalog.load()
        let listing = catalog.listing()
        if options.json {
            try Console.json(["readers": listing])
            return ExitStatus.success
        }
        var rows = [["id", "reads", "available", "engine", "version", "languages"]]
        for reader in listing {
            rows.append([reader.id, reader.reads.rawValue, reader.available ? "yes" : "no", reader.engine, reader.version,
                         reader.languages.joined(separator: ",")])
        }
        Console.out(Format.table(rows))
        for reader in listing where !reader.available {
            Console.out("\(reader.id): \(reader.reason ?? "unavailable")\(reader.hint.map { "; \($0)" } ?? "")")
        }
        Console.out("declarations: \(catalog.source)")
        return ExitStatus.success
    }
}
