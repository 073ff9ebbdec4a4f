import Documents

/// What `compare` and `fields` share: one page, its truth, and the styles and readers to try on it.
struct PageOptions: Sendable, Equatable {
    var image: String
    var truth: String?
    var truthLayout: String?
    var styles: [String] = ["original"]
    var readers: [String] = ["tesseract"]
    var language: Language?
    var profile: String?
    var json = false
    /// `--exclude-occluded`: covered words leave the transcript before scoring.
    var excludeOccluded = false

    static let valued: Set<String> = ["truth", "truth-layout", "styles", "readers", "lang", "profile"]

    init(image: String) { self.image = image }

    init(from arguments: ParsedArguments) throws {
        image = arguments.positionals[0]
        truth = arguments.string("truth")
        truthLayout = try CommonOptions.truthLayout(arguments)
        styles = try CommonOptions.styles(arguments) ?? ["original"]
        readers = try CommonOptions.readers(arguments) ?? ["tesseract"]
        language = try arguments.choice("lang", as: Language.self)
        profile = try CommonOptions.profile(arguments)
        json = arguments.flag("json")
        excludeOccluded = arguments.flag("exclude-occluded")
    }
}
