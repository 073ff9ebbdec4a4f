import Documents
import OCRFormats

/// What `compare` and `fields` share: one page, its truth, and the styles and readers to try on it.
struct PageOptions: Sendable, Equatable {
    var image: String
    var truth: String?
    var truthLayout: String?
    var styles: [String] = ["original"]
    var readers: [String] = ["tesseract"]
    var language: Language?
    var profile: String?
    /// `--page-text-level`: which PAGE-XML TextEquiv level a PAGE truth is read at.
    var pageTextLevel: PageTextLevel?
    var json = false

    static let valued: Set<String> = ["truth", "truth-layout", "styles", "readers", "lang", "profile", "page-text-level"]

    init(image: String) { self.image = image }

    init(from arguments: ParsedArguments) throws {
        image = arguments.positionals[0]
        truth = arguments.string("truth")
        truthLayout = try CommonOptions.truthLayout(arguments)
        styles = try CommonOptions.styles(arguments) ?? ["original"]
        readers = try CommonOptions.readers(arguments) ?? ["tesseract"]
        language = try arguments.choice("lang", as: Language.self)
        profile = try CommonOptions.profile(arguments)
        pageTextLevel = try arguments.choice("page-text-level", as: PageTextLevel.self)
        json = arguments.flag("json")
    }
}
