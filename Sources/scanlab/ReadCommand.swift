import Documents

/// `scanlab read`: prints what a reader sees on an image.
struct ReadCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var image: String
        var readers: [String] = ["tesseract"]
        var language: Language = .en
        var json = false
    }

    static let name = "read"
    static let abstract = "Print the text a reader finds in an image"
    static let spec = ArgumentSpec(command: name, valued: ["readers", "lang"], flags: ["json"], positionals: 1...1)
    static let usage = """
    Usage:
      scanlab read IMG [--readers R] [--lang L] [--json]

    Options:
      --readers a,b|all   readers to use (default tesseract); see `scanlab readers`
      --lang en|de|vi     the page's language (default en)
      --json              print text, lines and words, each with its text, box and confidence

    Examples:
      scanlab read receipt.png
      scanlab read photo.jpg --lang de --json
    """

    static func options(from arguments: ParsedArguments) throws -> Options {
        Options(image: arguments.positionals[0],
                readers: try CommonOptions.readers(arguments) ?? ["tesseract"],
                language: try arguments.choice("lang", as: Language.self) ?? .en,
                json: arguments.flag("json"))
    }

    static func run(_ options: Options) throws -> Int32 {
        throw CommandError.notAvailable(command: name, needs: "the Readers stage (TesseractReader)")
    }
}
