import Foundation
import Documents
import Evaluation
import Imaging
import OCRFormats
import OptionParsing

/// `scanlab read`: prints what a reader sees on an image.
struct ReadCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var image: String
        var readers: [String] = ["tesseract"]
        var language: Language = .en
        var json = false
        /// `--format hocr|alto|page`: a standard document instead of text or JSON; nil for text (or JSON with `--json`).
        var document: OCRFormat?
    }

    /// The values `--format` takes.
    static let formats = ["text", "json"] + OCRFormat.allCases.map(\.rawValue)

    static let name = "read"
    static let abstract = "Print the text a reader finds in an image"
    static let spec = ArgumentSpec(command: name, options: [
        CommonOptions.readersOption.with(default: "tesseract"),
        CommonOptions.langOption.with(default: "en", help: "the page's language"),
        .flag("json", help: "print text, lines and words (each with text, box, confidence); with several readers {\"readings\": [...]}"),
        OptionDeclaration("format", .choice(formats), default: "text",
                          help: "json (as --json), or a standard document: hocr (XHTML), alto (ALTO 4.4) or page (PAGE-XML 2019); a document takes one reader"),
    ], positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab read IMG [--readers R] [--lang L] [--json] [--format text|json|hocr|alto|page]"],
        notes: "With several readers, --json always prints {\"readings\": [...]}, one per reader, each with its reader id.",
        examples: ["scanlab read receipt.png", "scanlab read photo.jpg --lang de --json",
                   "scanlab read photo.jpg --readers tesseract,rapidocr --json",
                   "scanlab read scan.tif --format alto > scan.alto.xml"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        let format = arguments.string("format")
        var options = Options(image: arguments.positionals[0],
                              readers: arguments.list("readers") ?? ["tesseract"],
                              language: try arguments.choice("lang", as: Language.self) ?? .en,
                              json: arguments.flag("json") || format == "json",
                              document: format.flatMap(OCRFormat.init(rawValue:)))
        if options.document != nil {
            guard !arguments.flag("json") else { throw UsageError("--json and --format \(format ?? "") exclude each other", command: name) }
            guard options.readers.count == 1, options.readers != ["all"] else {
                throw UsageError("--format \(format ?? "") writes one document: give one reader", command: name)
            }
            options.json = false
        }
        return options
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
        if let document = options.document, let id = ids.first {
            let header = try ImageFile.readHeader(options.image)
            let reader = try provider.make(id)
            let reading = try reader.read(imageAt: options.image, language: options.language)
            let identity = reader.identity(for: options.language)
            let page = OCRDocumentWriter.PageInfo(imageName: URL(fileURLWithPath: options.image).lastPathComponent,
                                                  width: header.width, height: header.height,
                                                  software: "ScanLab \(CorpusRun.scanlabVersion), \(identity.id) \(identity.version)",
                                                  created: Date())
            Console.out(OCRDocumentWriter.write(OCRDocument(reading, format: document), as: document, page: page))
            return ExitStatus.success
        }
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
