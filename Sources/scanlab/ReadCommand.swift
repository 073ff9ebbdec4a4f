import Foundation
import Documents
import Evaluation

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

    /// The JSON of one reading: `text`, `lines`, `words` (CLI.md), plus the reader's id.
    struct Output: Encodable {
        var reader: String
        var text: String
        var lines: [ReadLine]
        var words: [ReadWord]
    }

    static func run(_ options: Options) throws -> Int32 {
        let provider = try ReaderProvider.catalog()
        let ids = try CommonOptions.resolveReaders(options.readers, provider: provider, command: name)
        guard FileManager.default.fileExists(atPath: options.image) else { throw EvaluationError.missingFile(options.image) }
        var outputs: [Output] = []
        for id in ids {
            let reading = try provider.make(id).read(imageAt: options.image, language: options.language)
            outputs.append(Output(reader: id, text: reading.text, lines: reading.lines, words: reading.words))
        }
        if options.json {
            // One reader gives one reading at the top level; several give `readings`, one each.
            if outputs.count == 1 { try Console.json(outputs[0]) } else { try Console.json(["readings": outputs]) }
        } else if outputs.count == 1 {
            Console.out(outputs[0].text)
        } else {
            for output in outputs { Console.out("== \(output.reader)\n\(output.text)") }
        }
        return ExitStatus.success
    }
}
