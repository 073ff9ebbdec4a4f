/// `scanlab readers`: the declared readers and whether each can run here.
struct ReadersCommand: Subcommand {
    struct Options: Sendable, Equatable { var json = false }

    static let name = "readers"
    static let abstract = "List the readers, their versions and models, and whether each is available"
    static let spec = ArgumentSpec(command: name, flags: ["json"])
    static let usage = """
    Usage:
      scanlab readers [--json]

    Readers are declared in readers.json (shipped with scanlab; SCANLAB_READERS names another file).

    Options:
      --json   print readers, each with id, engine, version, models, languages, available
               and, when unavailable, reason

    Examples:
      scanlab readers
      SCANLAB_READERS=my-readers.json scanlab readers --json
    """

    static func options(from arguments: ParsedArguments) throws -> Options { Options(json: arguments.flag("json")) }

    static func run(_ options: Options) throws -> Int32 {
        throw CommandError.notAvailable(command: name, needs: "the Readers stage (ReaderCatalog)")
    }
}
