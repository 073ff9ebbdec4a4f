/// `scanlab process`: writes the image one style would hand to a reader.
struct ProcessCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var input: String
        var output: String
        var style: String
        var findPage = true
        var maxSide = 3000
        var json = false
    }

    static let name = "process"
    static let abstract = "Write the image that one style would hand to a reader"
    static let spec = ArgumentSpec(command: name, valued: ["style", "max-side"], flags: ["no-find-page", "json"], positionals: 2...2)
    static let usage = """
    Usage:
      scanlab process IN OUT --style original|colour|grayscale|ink|auto [--no-find-page] [--max-side N] [--json]

    OUT's extension (.png or .jpg) picks the encoding. `original` copies IN's bytes when the format matches.

    Options:
      --style S          exactly one style (required)
      --no-find-page     don't look for the page; use the whole image
      --max-side N       bound the long side in pixels (default 3000)
      --json             print pageQuad ([[x,y],...] in IN's pixels), detector (brightness|print|none),
                         choice and reason (for auto), bytes

    Examples:
      scanlab process photo.jpg ink.png --style ink
      scanlab process photo.jpg best.png --style auto --json
    """

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let style = try CommonOptions.word("style", in: CommonOptions.styleNames, arguments) else {
            throw UsageError("--style is required: one of \(CommonOptions.styleNames.joined(separator: "|"))", command: name)
        }
        try SynthCommand.checkImageExtension(arguments.positionals[1])
        return Options(input: arguments.positionals[0], output: arguments.positionals[1], style: style,
                       findPage: !arguments.flag("no-find-page"),
                       maxSide: try arguments.int("max-side", in: 64...30_000) ?? 3000,
                       json: arguments.flag("json"))
    }

    static func run(_ options: Options) throws -> Int32 {
        throw CommandError.notAvailable(command: name, needs: "the Enhancement stage (Enhancer)")
    }
}
