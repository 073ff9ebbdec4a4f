import Documents
import Evaluation
import Imaging
import Scenes

/// `scanlab synth`: writes generated pages with their truth.
struct SynthCommand: Subcommand {
    /// The page options of `synth OUT`; nil means "the preset decides".
    struct PageOptions: Sendable, Equatable {
        var document: DocumentKind = .receipt
        var language: Language = .en
        var variant: String?
        var seed: UInt64 = 1
        var difficulty: String = "flat"
        var scene: String?
        var pageScale: Double?
        var shadow: Point?
        var shadowStrength: Double?
        var blur: Double?
        var tilt: Double?
        var fade: Double?
        var jpegQuality: Int?
        /// nil: `4k`, or the frame the `phone` preset draws.
        var size: String?
        var curl: Double?
        var folds: Int?
        var crumple: Double?
        var hand: PageSpec.Hand?
        /// `--codes on|off` (nil: what the kind carries) and `--module-px N`.
        var codes: Bool?
        var modulePx: Double?
    }

    enum Options: Sendable, Equatable {
        case page(out: String, PageOptions)
        case corpus(String, out: String)
        case replay(truth: String, out: String)
    }

    static let difficulties = PageSpec.Difficulty.allCases.map(\.rawValue)
    static let scenes = PageSpec.Scene.allCases.map(\.rawValue)
    static let sizes = [PhotoSize.fourK.rawValue, PhotoSize.twelveMP.rawValue]
    static let variants = DocumentGenerator.variants(for: .receipt)

    static let name = "synth"
    static let abstract = "Write a generated page (PNG or JPEG) and its truth file"
    static let spec = ArgumentSpec(
        command: name,
        valued: ["document", "lang", "variant", "seed", "difficulty", "scene", "page-scale", "shadow",
                 "shadow-strength", "blur", "tilt", "fade", "jpeg-quality", "size", "curl", "folds", "crumple", "hand", "codes", "module-px",
                 "corpus", "out", "replay"],
        positionals: 0...1)
    static let usage = """
    Usage:
      scanlab synth OUT.png|OUT.jpg [options]     one page, plus OUT.truth.json
      scanlab synth --corpus CORPUS.json --out DIR  every page of a corpus, each with its truth
      scanlab synth --replay X.truth.json OUT     rebuild a page byte for byte from its truth file

    OUT's extension picks the encoding. The truth goes beside it: X.png -> X.truth.json.

    Options of `synth OUT`:
      --document receipt|invoice|screenplay|letter|label   kind of document (default receipt)
      --lang en|de|vi          language (default en; screenplays en only, letters, invoices and labels en and de)
      --variant NAME           receipts only: several-totals, two-currencies, several-dates, long, qr-box, qr-url,
                               tse (German only) (default: chosen by the seed)
      --seed N                 the seed (default 1)
      --difficulty flat|easy|ordinary|hard|phone   a preset (default flat); explicit options override it;
                               phone is calibrated against real hand-held phone photos
      --scene flat|table|card-on-sheet       where the page lies (default flat, or table when not flat)
      --page-scale S           share of the frame's long side the page spans
      --shadow X,Y             shadow centre as fractions (0 to 1) of the page's width and height
      --shadow-strength S      0 to 1; heavy is 0.8 or more
      --blur S                 Gaussian sigma in photo pixels
      --tilt DEG               camera tilt in degrees
      --fade S                 thermal fade, 0 to 1
      --jpeg-quality Q         1 to 100
      --size 4k|12mp           3840x2160 or 4032x3024, turned portrait for portrait pages (default 4k;
                               phone draws a 4:3 frame with a long side from 1000 to 4000 px)
      --curl S                 paper curl along the page's length, 0 to 1
      --folds N                folds across the page, 0 to 2
      --crumple S              crumpled paper, 0 to 1
      --hand none|edge|corner|over-print   a hand holding the page; words it covers are marked occluded
      --codes on|off           QR codes and barcodes (default: what the kind and variant carry: qr-box, qr-url
                               and tse receipts, EUR invoices and labels)
      --module-px N            every code's module size on the flat page, in pixels (0.5 to 40)

    Examples:
      scanlab synth receipt.png --seed 7
      scanlab synth photo.jpg --document invoice --difficulty ordinary --shadow 0.3,0.4 --shadow-strength 0.9
      scanlab synth --corpus Corpora/regression.json --out /tmp/pages
      scanlab synth label.png --document label --module-px 2
      scanlab synth --replay photo.truth.json again.jpg
      scanlab synth phone.jpg --difficulty phone --seed 3 --curl 0.6 --hand corner
    """

    static func options(from arguments: ParsedArguments) throws -> Options {
        let pageOptionNames = spec.valued.subtracting(["corpus", "out", "replay"])
        let givenPageOptions = pageOptionNames.filter { arguments.values[$0] != nil }.sorted()
        if let corpus = arguments.string("corpus") {
            guard arguments.string("replay") == nil else { throw UsageError("--corpus and --replay cannot be combined", command: name) }
            guard arguments.positionals.isEmpty else { throw UsageError("--corpus writes into --out DIR and takes no OUT file", command: name) }
            guard givenPageOptions.isEmpty else { throw UsageError("--\(givenPageOptions[0]) cannot be combined with --corpus", command: name) }
            guard let out = arguments.string("out") else { throw UsageError("--corpus needs --out DIR", command: name) }
            return .corpus(corpus, out: out)
        }
        guard arguments.string("out") == nil else { throw UsageError("--out is only for --corpus; give OUT as a file argument", command: name) }
        guard let out = arguments.positionals.first else { throw UsageError("missing OUT.png or OUT.jpg", command: name) }
        try checkImageExtension(out)
        if let truth = arguments.string("replay") {
            guard givenPageOptions.isEmpty else { throw UsageError("--\(givenPageOptions[0]) cannot be combined with --replay", command: name) }
            return .replay(truth: truth, out: out)
        }
        var page = PageOptions()
        page.document = try arguments.choice("document", as: DocumentKind.self) ?? .receipt
        page.language = try arguments.choice("lang", as: Language.self) ?? .en
        if let variant = arguments.string("variant") {
            guard variants.contains(variant) else {
                throw UsageError("--variant must be one of \(variants.joined(separator: "|")), not '\(variant)'", command: name)
            }
            guard page.document == .receipt else { throw UsageError("--variant is for receipts only", command: name) }
            page.variant = variant
        }
        page.seed = try arguments.uint64("seed") ?? 1
        page.difficulty = try CommonOptions.word("difficulty", in: difficulties, arguments) ?? "flat"
        page.scene = try CommonOptions.word("scene", in: scenes, arguments)
        page.pageScale = try arguments.double("page-scale", in: 0.05...1)
        page.shadow = try arguments.pair("shadow", in: 0...1).map { Point(x: $0.0, y: $0.1) }
        page.shadowStrength = try arguments.double("shadow-strength", in: 0...1)
        page.blur = try arguments.double("blur", in: 0...50)
        page.tilt = try arguments.double("tilt", in: 0...60)
        page.fade = try arguments.double("fade", in: 0...1)
        page.jpegQuality = try arguments.int("jpeg-quality", in: 1...100)
        page.size = try CommonOptions.word("size", in: sizes, arguments)
        page.curl = try arguments.double("curl", in: 0...1)
        page.folds = try arguments.int("folds", in: 0...2)
        page.crumple = try arguments.double("crumple", in: 0...1)
        if let hand = try CommonOptions.word("hand", in: PageSpec.Hand.allCases.map(\.rawValue), arguments) {
            page.hand = PageSpec.Hand(rawValue: hand)
        }
        page.codes = try CommonOptions.word("codes", in: ["on", "off"], arguments).map { $0 == "on" }
        page.modulePx = try arguments.double("module-px", in: CodeOptions.modulePxRange)
        return .page(out: out, page)
    }

    static func checkImageExtension(_ path: String) throws {
        let lower = path.lowercased()
        guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else {
            throw UsageError("OUT must end in .png or .jpg: '\(path)'", command: name)
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
            for page in corpus.pages {
                guard case .generated(let spec) = page.source else { continue }
                let synthesized = try Synthesizer.synthesize(spec)
                try PageWriter.write(synthesized, to: out + "/" + page.fileStem + "." + synthesized.fileExtension)
            }
        }
        return ExitStatus.success
    }

    /// The scene spec for `synth OUT`: the options given, with OUT's extension choosing the encoding.
    static func spec(_ page: PageOptions, out: String) -> PageSpec {
        var spec = PageSpec(document: page.document, language: page.language, seed: page.seed, variant: page.variant,
                 difficulty: PageSpec.Difficulty(rawValue: page.difficulty) ?? .flat,
                 scene: page.scene.flatMap(PageSpec.Scene.init(rawValue:)), pageScale: page.pageScale, shadow: page.shadow,
                 shadowStrength: page.shadowStrength, blur: page.blur, tilt: page.tilt, fade: page.fade,
                 jpegQuality: page.jpegQuality,
                 size: page.size.flatMap(PhotoSize.init(rawValue:)) ?? (page.difficulty == PageSpec.Difficulty.phone.rawValue ? nil : .fourK),
                 format: format(of: out))
        spec.curl = page.curl
        spec.folds = page.folds
        spec.crumple = page.crumple
        spec.hand = page.hand
        spec.codeOptions = CodeOptions(enabled: page.codes, modulePx: page.modulePx)
        return spec
    }

    static func format(of path: String) -> PageSpec.Format {
        path.lowercased().hasSuffix(".png") ? .png : .jpg
    }
}
