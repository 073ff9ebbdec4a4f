import Documents
import Evaluation
import Imaging
import OptionParsing
import Scenes

/// `scanlab synth`: writes generated pages with their truth.
struct SynthCommand: Subcommand {
    /// The page options of `synth OUT`, typed; nil means "the preset decides".
    struct PageOptions: Sendable, Equatable {
        var document: DocumentKind = .receipt
        var language: Language = .en
        var variant: String?
        var seed: UInt64 = 1
        var difficulty: PageSpec.Difficulty = .flat
        var scene: PageSpec.Scene?
        var pageScale: Double?
        var shadow: Point?
        var shadowStrength: Double?
        var blur: Double?
        var tilt: Double?
        var fade: Double?
        var jpegQuality: Int?
        /// nil: `4k`, or the frame the `phone` preset draws.
        var size: PhotoSize?
        var curl: Double?
        var folds: Int?
        var crumple: Double?
        var hand: PageSpec.Hand?
        var glare: Double?
        /// `--codes on|off` (nil: what the kind carries) and `--module-px N`.
        var codes: Bool?
        var modulePx: Double?
        /// `--orientation`: nil when not given (upright, and no `orientation` key in the truth).
        var orientation: PageOrientation?
    }

    enum Options: Sendable, Equatable {
        case page(out: String, PageOptions)
        case corpus(String, out: String)
        case replay(truth: String, out: String)
    }

    static let variants = DocumentGenerator.variants(for: .receipt)
    enum Switch: String, CaseIterable { case on, off }

    /// The options that describe one page; none of them goes with --corpus or --replay.
    static let pageDeclarations: [OptionDeclaration] = [
        .choice("document", DocumentKind.self, help: "the kind of document", defaultText: "receipt"),
        .choice("lang", Language.self, help: "the language (screenplays en only, letters en and de)", defaultText: "en"),
        OptionDeclaration("variant", .choice(variants), default: "chosen by the seed", help: "receipts only"),
        OptionDeclaration("seed", .unsigned, placeholder: "N", default: "1", help: "the seed"),
        .choice("difficulty", PageSpec.Difficulty.self, help: "a preset; explicit options below override it", defaultText: "flat"),
        .choice("scene", PageSpec.Scene.self, help: "where the page lies", defaultText: "flat, or table when not flat"),
        OptionDeclaration("page-scale", .number(0.05...1), placeholder: "S", help: "share of the frame's long side the page spans"),
        OptionDeclaration("shadow", .pair(0...1), placeholder: "X,Y", help: "shadow centre as fractions of the page's width and height"),
        OptionDeclaration("shadow-strength", .number(0...1), placeholder: "S", help: "heavy is 0.8 or more"),
        OptionDeclaration("blur", .number(0...50), placeholder: "S", help: "Gaussian sigma in photo pixels"),
        OptionDeclaration("tilt", .number(0...60), placeholder: "DEG", help: "camera tilt in degrees"),
        OptionDeclaration("fade", .number(0...1), placeholder: "S", help: "thermal fade"),
        OptionDeclaration("jpeg-quality", .integer(1...100), placeholder: "Q", help: "JPEG quality"),
        OptionDeclaration("size", .text, placeholder: "4k|12mp|WxH", default: "4k",
                          help: "3840x2160, 4032x3024 or any frame from 16 to 20000 px a side, turned portrait for portrait pages (phone draws its own frame)"),
        OptionDeclaration("curl", .number(0...1), placeholder: "S", help: "paper curl along the page's length"),
        OptionDeclaration("folds", .integer(0...2), placeholder: "N", help: "folds across the page"),
        OptionDeclaration("crumple", .number(0...1), placeholder: "S", help: "crumpled paper"),
        .choice("hand", PageSpec.Hand.self, help: "a hand holding the page; words it covers are marked occluded", defaultText: "the preset's"),
        OptionDeclaration("glare", .number(0...1), placeholder: "S", help: "specular glare's strength (0: none); where it falls comes from the seed"),
        .choice("codes", Switch.self, help: "QR codes and barcodes", defaultText: "what the kind and variant carry"),
        OptionDeclaration("module-px", .number(CodeOptions.modulePxRange), placeholder: "N", help: "every code's module size on the flat page, in pixels"),
        OptionDeclaration("orientation", .choice(PageOrientation.allCases.map { String($0.degrees) }), default: "0",
                          help: "the page turned clockwise by this many degrees before the camera's roll (flat pages too)"),
    ]

    static let name = "synth"
    static let abstract = "Write a generated page (PNG or JPEG) and its truth file"
    static let spec = ArgumentSpec(
        command: name,
        options: pageDeclarations + [
            OptionDeclaration("corpus", .text, placeholder: "CORPUS.json", help: "write every page of a corpus (with --out)"),
            OptionDeclaration("out", .text, placeholder: "DIR", help: "the folder for --corpus"),
            OptionDeclaration("replay", .text, placeholder: "X.truth.json", help: "rebuild a page byte for byte from its truth file"),
        ],
        positionals: 0...1)
    static let usage = spec.usage(
        ["scanlab synth OUT.png|OUT.jpg [options]     one page, plus OUT.truth.json",
         "scanlab synth --corpus CORPUS.json --out DIR  every page of a corpus, each with its truth",
         "scanlab synth --replay X.truth.json OUT     rebuild a page byte for byte from its truth file"],
        notes: "OUT's extension picks the encoding. The truth goes beside it: X.png -> X.truth.json.",
        examples: ["scanlab synth receipt.png --seed 7",
                   "scanlab synth photo.jpg --document invoice --difficulty ordinary --shadow 0.3,0.4 --shadow-strength 0.9",
                   "scanlab synth --corpus Corpora/regression.json --out /tmp/pages",
                   "scanlab synth label.png --document label --module-px 2",
                   "scanlab synth --replay photo.truth.json again.jpg",
                   "scanlab synth phone.jpg --difficulty phone --seed 3 --curl 0.6 --hand corner",
                   "scanlab synth glare.jpg --difficulty ordinary --glare 0.7",
                   "scanlab synth sideways.jpg --difficulty ordinary --orientation 90"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        let givenPageOptions = pageDeclarations.map(\.name).filter(arguments.given)
        if let corpus = arguments.string("corpus") {
            guard arguments.string("replay") == nil else { throw UsageError("--corpus and --replay cannot be combined", command: name) }
            guard arguments.positionals.isEmpty else { throw UsageError("--corpus writes into --out DIR and takes no OUT file", command: name) }
            guard givenPageOptions.isEmpty else { throw UsageError("--\(givenPageOptions[0]) cannot be combined with --corpus", command: name) }
            guard let out = arguments.string("out") else { throw UsageError("--corpus needs --out DIR", command: name) }
            return .corpus(corpus, out: out)
        }
        guard arguments.string("out") == nil else { throw UsageError("--out is only for --corpus; give OUT as a file argument", command: name) }
        guard let out = arguments.positionals.first else { throw UsageError("missing OUT.png or OUT.jpg", command: name) }
        try checkImageExtension(out, command: name)
        if let truth = arguments.string("replay") {
            guard givenPageOptions.isEmpty else { throw UsageError("--\(givenPageOptions[0]) cannot be combined with --replay", command: name) }
            return .replay(truth: truth, out: out)
        }
        var page = PageOptions()
        page.document = try arguments.choice("document", as: DocumentKind.self) ?? .receipt
        page.language = try arguments.choice("lang", as: Language.self) ?? .en
        if let variant = arguments.string("variant") {
            guard page.document == .receipt else { throw UsageError("--variant is for receipts only", command: name) }
            page.variant = variant
        }
        page.seed = arguments.uint64("seed") ?? 1
        page.difficulty = try arguments.choice("difficulty", as: PageSpec.Difficulty.self) ?? .flat
        page.scene = try arguments.choice("scene", as: PageSpec.Scene.self)
        page.pageScale = arguments.double("page-scale")
        page.shadow = arguments.pair("shadow").map { Point(x: $0.0, y: $0.1) }
        page.shadowStrength = arguments.double("shadow-strength")
        page.blur = arguments.double("blur")
        page.tilt = arguments.double("tilt")
        page.fade = arguments.double("fade")
        page.jpegQuality = arguments.int("jpeg-quality")
        if let size = arguments.string("size") {
            // The same words the truth's `scene.size` accepts, so a page written here can be replayed.
            guard let parsed = PhotoSize(rawValue: size) else {
                throw UsageError("--size must be 4k, 12mp or WxH with both sides from 16 to 20000, not '\(size)'", command: name)
            }
            page.size = parsed
        }
        page.curl = arguments.double("curl")
        page.folds = arguments.int("folds")
        page.crumple = arguments.double("crumple")
        page.hand = try arguments.choice("hand", as: PageSpec.Hand.self)
        page.glare = arguments.double("glare")
        page.codes = try arguments.choice("codes", as: Switch.self).map { $0 == .on }
        page.modulePx = arguments.double("module-px")
        page.orientation = arguments.string("orientation").flatMap { Int($0) }.flatMap(PageOrientation.init(degrees:))
        return .page(out: out, page)
    }

    /// OUT must name a PNG or JPEG; the error points at the help of the command that was run.
    static func checkImageExtension(_ path: String, command: String) throws {
        let lower = path.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else {
            throw UsageError("OUT must end in .png or .jpg: '\(path)'", command: command)
        }
    }

    static func run(_ options: Options) throws -> Int32 {
        switch options {
        case .page(let out, let page):
            try PageWriter.write(Synthesizer.synthesize(spec(page, out: out)), to: out)
        case .replay(let truthPath, let out):
            let truth = try PageWriter.readTruth(truthPath)
            var spec = PageSpec(truth: truth)
            spec.format = format(of: out)
            try PageWriter.write(Synthesizer.synthesize(spec), to: out)
        case .corpus(let corpusPath, let out):
            let corpus = try Corpus.load(corpusPath)
            // A page that cannot be drawn (a code too large for its page at a swept module size, say) is named and
            // skipped, as `run` does: the other pages are still written, and the exit status says one failed.
            var failed = 0
            for page in corpus.pages {
                guard case .generated(let spec) = page.source else { continue }
                do {
                    let synthesized = try Synthesizer.synthesize(spec)
                    try PageWriter.write(synthesized, to: out + "/" + page.fileStem + "." + synthesized.fileExtension)
                } catch let error as ScanLabError {
                    Console.error("page \(page.id): " + error.message)
                    failed += 1
                }
            }
            if failed > 0 {
                Console.error("\(failed) of \(corpus.pages.count) pages were not written")
                return ExitStatus.harnessError
            }
        }
        return ExitStatus.success
    }

    /// The scene spec for `synth OUT`: the options given, with OUT's extension choosing the encoding.
    static func spec(_ page: PageOptions, out: String) -> PageSpec {
        var spec = PageSpec(document: page.document, language: page.language, seed: page.seed, variant: page.variant,
                            difficulty: page.difficulty, scene: page.scene, pageScale: page.pageScale, shadow: page.shadow,
                            shadowStrength: page.shadowStrength, blur: page.blur, tilt: page.tilt, fade: page.fade,
                            jpegQuality: page.jpegQuality,
                            size: page.size ?? (page.difficulty == .phone ? nil : .fourK), format: format(of: out))
        spec.curl = page.curl
        spec.folds = page.folds
        spec.crumple = page.crumple
        spec.hand = page.hand
        spec.glare = page.glare
        spec.codeOptions = CodeOptions(enabled: page.codes, modulePx: page.modulePx)
        spec.orientation = page.orientation
        return spec
    }

    static func format(of path: String) -> PageSpec.Format {
        path.lowercased().hasSuffix(".png") ? .png : .jpg
    }
}
