import Foundation
import Readers
import Enhancement
import Evaluation
import Imaging
import OptionParsing

/// `scanlab process`: writes the image one style would hand to a reader.
struct ProcessCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var input: String
        var output: String
        var style: Style
        var findPage = true
        var rotate = true
        var maxSide = 3000
        var json = false
    }

    static let name = "process"
    static let abstract = "Write the image that one style would hand to a reader"
    static let spec = ArgumentSpec(command: name, options: [
        OptionDeclaration("style", .choice(CommonOptions.knownStyleNames), help: "exactly one style (required); see `scanlab styles`"),
        .flag("no-find-page", help: "don't look for the page; use the whole image"),
        .flag("no-rotate", help: "keep the page's orientation as found; don't turn it upright"),
        OptionDeclaration("max-side", .integer(64...30_000), placeholder: "N", default: "3000", help: "bound the long side in pixels"),
        .flag("json", help: "print pageQuad ([[x,y],...] in IN's pixels), detector, orientation, choice and reason (for auto), bytes, trace"),
    ], positionals: 2...2)
    static let usage = spec.usage(
        ["scanlab process IN OUT --style S [--no-find-page] [--no-rotate] [--max-side N] [--json]"],
        notes: "OUT's extension (.png or .jpg) picks the encoding. `original` copies IN's bytes when the format matches. "
            + "Processed styles turn a page lying sideways or upside down upright; `orientation` says how it lay (degrees clockwise).",
        examples: ["scanlab process photo.jpg ink.png --style ink", "scanlab process photo.jpg best.png --style auto --json"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let word = arguments.string("style"), let style = try CommonOptions.styles([word], command: name).first else {
            throw UsageError("--style is required: one of \(CommonOptions.knownStyleNames.joined(separator: "|"))", command: name)
        }
        try SynthCommand.checkImageExtension(arguments.positionals[1], command: name)
        return Options(input: arguments.positionals[0], output: arguments.positionals[1], style: style,
                       findPage: !arguments.flag("no-find-page"),
                       rotate: !arguments.flag("no-rotate"),
                       maxSide: arguments.int("max-side") ?? 3000,
                       json: arguments.flag("json"))
    }

    /// What `process --json` prints (CLI.md): the quad used, the detector, auto's choice and reason, the bytes written.
    struct Output: Encodable {
        var style: String
        var pageQuad: Quad?
        var detector: PageDetector
        /// How the page lay, clockwise (0, 90, 180 or 270); null for `original` and declared styles.
        var orientation: PageOrientation?
        var orientationReason: String?
        var choice: BuiltinStyle?
        var reason: String?
        var bytes: Int
        var out: String
        /// What each page detector proposed and why the rule chose (processed styles that searched for the page).
        var trace: PageFindingTrace?
    }

    static func run(_ options: Options) throws -> Int32 {
        let input = [UInt8](try JSONCoding.readFile(options.input))
        let style = options.style
        let enhanced: EnhancedImage
        if case .declared(let id) = style {
            // A declared style writes its own file; ScanLab neither finds the page nor bounds the size for it.
            let external = try CommonOptions.declaredStyleCatalog().makeStyle(id)
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-process-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let written = try external.apply(input: options.input, output: scratch.appendingPathComponent("styled." + external.fileExtension).path,
                                             language: .en)
            enhanced = EnhancedImage(encoded: written, fileExtension: external.fileExtension, pageQuad: nil, detector: .external,
                                     scale: 1, stageMilliseconds: [:])
        } else {
            enhanced = try Enhancer.apply(style, toFile: input, name: options.input,
                                          options: StyleOptions(findPage: options.findPage, maxSide: options.maxSide, rotate: options.rotate))
        }
        // OUT's extension picks the encoding; the style's own file is written as it is when the format matches.
        let named = ImageFormat(pathExtension: options.output) ?? .png
        // TIFF and HEIC are read, not written: such an OUT gets PNG bytes under the name asked for.
        let wanted: ImageFormat = named.isWritable ? named : .png
        var bytes = enhanced.encoded
        if ImageFormat(sniffing: bytes) != wanted {
            let image = try ImageFile.decode(bytes, name: options.input)
            bytes = wanted == .png ? try ImageFile.encodePNG(image) : try ImageFile.encodeJPEG(image, quality: 90)
        }
        try AtomicFile.write(bytes, to: options.output)
        let output = Output(style: style.rawValue, pageQuad: enhanced.pageQuad, detector: enhanced.detector,
                            orientation: enhanced.orientation, orientationReason: enhanced.orientationReason,
                            choice: enhanced.choice, reason: enhanced.reason, bytes: bytes.count, out: options.output,
                            trace: enhanced.trace)
        if options.json {
            try Console.json(output)
        } else {
            var line = "\(options.output): \(style.rawValue), \(Format.bytes(bytes.count)), page found by \(enhanced.detector.rawValue)"
            if let orientation = enhanced.orientation, orientation != .upright { line += ", turned upright from \(orientation.degrees)°" }
            if let choice = enhanced.choice { line += "; auto chose \(choice.rawValue)\(enhanced.reason.map { " (\($0))" } ?? "")" }
            Console.out(line)
        }
        return ExitStatus.success
    }
}
