import Foundation
import Documents
import Evaluation
import OptionParsing

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
    static let spec = ArgumentSpec(command: name, options: [
        CommonOptions.readersOption.with(default: "tesseract"),
        CommonOptions.langOption.with(default: "en", help: "the page's language"),
        .flag("json", help: "print text, lines and words (each with text, box, confidence); with several readers {\"readings\": [...]}"),
    ], positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab read IMG [--readers R] [--lang L] [--json]"],
        notes: "With several readers, --json always prints {\"readings\": [...]}, one per reader, each with its reader id.",
        examples: ["scanlab read receipt.png", "scanlab read photo.jpg --lang de --json",
                   "scanlab read photo.jpg --readers tesseract,rapidocr --json"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        Options(image: arguments.positionals[0],
                readers: arguments.list("readers") ?? ["tesseract"],
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

    /// Whether `--json` prints `{"readings": [...]}`: whenever more than one reader, or `all`, was asked for.
    static func usesReadings(_ requested: [String]) -> Bool {
        requested.count > 1 || requested.contains("all")
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
            // One reader gives one reading at the top level; asking for several (or `all`) always gives
            // `readings`, however many readers that came to, so a script sees one shape per command line.
            if usesReadings(options.readers) { try Console.json(["readings": outputs]) } else if let only = outputs.first { try Console.json(only) }
        } else if outputs.count == 1 {
            Console.out(outputs[0].text)
        } else {
            for output in outputs { Console.out("== \(output.reader)\n\(output.text)") }
        }
        return ExitStatus.success
    }
}
