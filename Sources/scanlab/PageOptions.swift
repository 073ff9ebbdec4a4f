import Documents
import Evaluation
import OCRFormats
import OptionParsing
import Scoring

/// What `compare` and `fields` share: one page, its truth, and the styles and readers to try on it.
struct PageOptions: Sendable, Equatable {
    var image: String
    var truth: String?
    var truthLayout: TruthLayout?
    var styles: [String] = ["original"]
    var readers: [String] = ["tesseract"]
    var language: Language?
    var profile: TextProfile?
    var format: OutputFormat = .text
    /// `--exclude-occluded`: covered words leave the transcript before scoring.
    var excludeOccluded = false
    /// `--page-text-level`: which PAGE-XML TextEquiv level a PAGE truth is read at.
    var pageTextLevel: PageTextLevel?

    var json: Bool { format == .json }

    /// The options both commands declare, in the order their help lists them.
    static let declarations: [OptionDeclaration] = [
        CommonOptions.truthOption, CommonOptions.truthLayoutOption,
        CommonOptions.stylesOption.with(default: "original"), CommonOptions.readersOption.with(default: "tesseract"),
        CommonOptions.langOption, CommonOptions.profileOption, CommonOptions.pageTextLevelOption,
        OptionDeclaration.choice("format", OutputFormat.self, help: "text, json (as --json) or csv (report.csv's columns)", defaultText: "text"),
        CommonOptions.jsonOption,
        OptionDeclaration.flag("exclude-occluded", help: "leave words a hand covers (truth `occluded: true`) out of the transcript scored"),
    ]

    init(image: String) { self.image = image }

    init(from arguments: ParsedArguments) throws {
        image = arguments.positionals[0]
        truth = arguments.string("truth")
        truthLayout = try arguments.choice("truth-layout", as: TruthLayout.self)
        styles = try CommonOptions.styles(arguments) ?? ["original"]
        readers = arguments.list("readers") ?? ["tesseract"]
        language = try arguments.choice("lang", as: Language.self)
        profile = try arguments.choice("profile", as: TextProfile.self)
        pageTextLevel = try arguments.choice("page-text-level", as: PageTextLevel.self)
        let format = try arguments.choice("format", as: OutputFormat.self)
        if arguments.flag("json"), let format, format != .json {
            throw UsageError("--json and --format \(format.rawValue) disagree; give one", command: arguments.command)
        }
        self.format = arguments.flag("json") ? .json : format ?? .text
        excludeOccluded = arguments.flag("exclude-occluded")
    }
}
