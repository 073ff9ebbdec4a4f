import Foundation
import Documents
import Evaluation
import Reporting
import OCRFormats
import OptionParsing
import Scoring

/// `scanlab run`: the whole matrix of a corpus, with its reports.
struct RunCommand: Subcommand {
    struct Options: Sendable, Equatable {
        var corpus: String
        var styles: [String]?
        var readers: [String]?
        var jobs: Int?
        var out: String?
        var shard: Shard?
        var useCache = true
        var json = false
        var excludeOccluded = false
        /// For `run DIR`: how the folder's pages and their truth are read.
        var folder = FolderOptions()
    }

    /// The options a folder run takes, as a corpus file's `folders` entry would give them.
    struct FolderOptions: Sendable, Equatable {
        var truthLayout: TruthLayout?
        var language: Language?
        var profile: TextProfile?
        var kind: DocumentKind?
        var dateOrder: DateOrder?
        var pageTextLevel: PageTextLevel?

        var isEmpty: Bool { self == FolderOptions() }
    }

    /// `--shard K/N`: the K-th of N pieces, K from 1.
    struct Shard: Sendable, Equatable {
        var index: Int
        var count: Int
    }

    static let name = "run"
    static let abstract = "Run a corpus through every style x reader and write the reports"
    static let spec = ArgumentSpec(command: name, options: [
        CommonOptions.stylesOption.with(default: "the corpus's, else all"),
        CommonOptions.readersOption.with(default: "the corpus's, else tesseract"),
        OptionDeclaration("jobs", .integer(1...256), placeholder: "N", default: "the number of cores", help: "worker threads, one engine each"),
        OptionDeclaration("out", .text, placeholder: "DIR", default: "runs/<UTC timestamp>", help: "where the reports go"),
        OptionDeclaration("shard", .text, placeholder: "K/N", help: "run only the K-th of N deterministic pieces; join them with `scanlab merge`"),
        .flag("no-cache", help: "neither read nor write SCANLAB_CACHE (the CI gate runs this way)"),
        .flag("json", help: "print the report's summary as JSON"),
        .flag("exclude-occluded", help: "leave words a hand covers (truth `occluded: true`) out of the transcript scored"),
    ] + folderDeclarations, positionals: 1...1)

    /// The options only a folder run (`run DIR`) takes; a corpus file sets them per folder.
    static let folderDeclarations: [OptionDeclaration] = [
        CommonOptions.truthLayoutOption.with(default: "scanlab", help: "folder run: sroie reads X.txt and X.json (SROIE); fields reads only X.fields.json, no transcript"),
        CommonOptions.langOption.with(default: "en", help: "folder run: the language when a page's truth names none"),
        CommonOptions.profileOption.with(default: "standard; sroie: caseless", help: "folder run: how texts are normalised before aligning"),
        OptionDeclaration.choice("kind", DocumentKind.self, help: "folder run: the document kind when the truth names none", defaultText: "receipt"),
        OptionDeclaration.choice("date-order", DateOrder.self, help: "folder run: how dates are read when the truth names none", defaultText: nil),
        CommonOptions.pageTextLevelOption.with(default: "line", help: "folder run: which PAGE-XML TextEquiv a PAGE truth is read at"),
    ]

    static let usage = spec.usage(
        ["scanlab run CORPUS.json [--styles S] [--readers R] [--jobs N] [--out DIR] [--shard K/N] [--no-cache] [--json]",
         "scanlab run DIR [--truth-layout sroie|fields] [--lang L] [--profile P] [--kind K] [--date-order O] [--page-text-level L] [other options]"],
        notes: """
        A cell is one page x style x reader. The corpus may set styles and readers; flags override them; the
        default is every style with tesseract. Writes DIR/report.json, report.csv, report.md, report.html (with
        thumbnails) and the charts; the reports open with a ranking of every reader x style against the best.
        Finished cells are kept in DIR/cells, so running the same command again resumes. Exits 0 when it
        finishes, even when some cells failed.
        A folder DIR is a one-folder corpus: every .jpg, .png, .tif and .heic in it, each with whatever truth lies
        beside it (X.truth.json, X.page.xml, X.alto.xml, X.hocr, X.xml, X.txt, X.fields.json, X.corners.json).
        --truth-layout fields scores only the fields (X.fields.json) and corners: a transcript beside a page is not
        read, so its cells have no CER and stay out of the text figures.
        """,
        examples: ["scanlab run Corpora/regression.json --out /tmp/regression",
                   "scanlab run Corpora/nightly.json --styles original,ink --jobs 2",
                   "scanlab run Corpora/nightly.json --shard 2/8 --out shards/2",
                   "scanlab run ~/receipts --lang de --date-order DMY --styles original,ink",
                   "scanlab run ../shared/real/photos-dev --truth-layout fields --readers tesseract,rapidocr"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        Options(corpus: arguments.positionals[0],
                styles: try CommonOptions.styles(arguments),
                readers: arguments.list("readers"),
                jobs: arguments.int("jobs"),
                out: arguments.string("out"),
                shard: try arguments.string("shard").map(parseShard),
                useCache: !arguments.flag("no-cache"),
                json: arguments.flag("json"), excludeOccluded: arguments.flag("exclude-occluded"),
                folder: FolderOptions(truthLayout: try arguments.choice("truth-layout", as: TruthLayout.self),
                                      language: try arguments.choice("lang", as: Language.self),
                                      profile: try arguments.choice("profile", as: TextProfile.self),
                                      kind: try arguments.choice("kind", as: DocumentKind.self),
                                      dateOrder: try arguments.choice("date-order", as: DateOrder.self),
                                      pageTextLevel: try arguments.choice("page-text-level", as: PageTextLevel.self)))
    }

    static func parseShard(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw UsageError("--shard must be K/N with 1 <= K <= N, not '\(text)'", command: name)
        }
        return Shard(index: index, count: count)
    }

    static func run(_ options: Options) throws -> Int32 {
        var isDirectory: ObjCBool = false
        let corpus: Corpus
        if FileManager.default.fileExists(atPath: options.corpus, isDirectory: &isDirectory), isDirectory.boolValue {
            let folder = options.folder
            corpus = try Corpus.folder(CorpusSpec.FolderEntry(
                path: options.corpus, truthLayout: folder.truthLayout,
                profile: (folder.profile ?? (folder.truthLayout == .sroie ? .caseless : nil))?.rawValue, dateOrder: folder.dateOrder,
                language: folder.language, kind: folder.kind, pageTextLevel: folder.pageTextLevel))
        } else {
            guard options.folder.isEmpty else {
                throw UsageError("--truth-layout, --lang, --profile, --kind, --date-order and --page-text-level belong to a folder run (run DIR); "
                                 + "a corpus file sets them per folder", command: name)
            }
            corpus = try Corpus.load(options.corpus)
        }
        let provider = try ReaderProvider.catalog()
        let styleCatalog = try CommonOptions.declaredStyleCatalog()
        let styleNames = try options.styles ?? corpus.styles.map { names in
            // A style the corpus file names was checked against the catalogue when the file was read.
            try CommonOptions.resolveStyleNames(names, command: name)
        } ?? CommonOptions.styleNames
        let readers: [String]
        if options.readers == nil, let declared = corpus.readers {
            // A reader the corpus file names is a bad file (exit 2), not a bad flag.
            do { readers = try provider.resolve(declared) } catch EvaluationError.unknownReader(let id, let known) {
                let suggestion = NameSuggestion.closest(to: id, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                throw EvaluationError.badCorpus(corpus.path, reason: "readers: unknown reader '\(id)'\(suggestion); known readers: \(known.joined(separator: ", "))")
            }
        } else {
            readers = try CommonOptions.resolveReaders(options.readers ?? ["tesseract"], provider: provider, command: name)
        }
        let out = options.out ?? defaultOutFolder()
        // What a killed run left half-written is removed first; finished cells stay and are resumed.
        StaleFiles.remove(under: [out] + (options.useCache ? [ResultCache.defaultRoot()] : []))
        var settings = EvaluationSettings(
            styles: try CommonOptions.styles(styleNames, command: name, catalog: styleCatalog), readers: readers,
            jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            cache: options.useCache ? ResultCache(root: ResultCache.defaultRoot()) : nil,
            outFolder: out, thumbnails: true, showProgress: CommonOptions.stderrIsTerminal, styleCatalog: styleCatalog)
        settings.excludeOccluded = options.excludeOccluded
        let report = try CorpusRun.evaluate(corpus, settings: settings, provider: provider,
                                            shard: options.shard.map { RunReport.ShardInfo(index: $0.index, count: $0.count) })
        // The report's files are written together: a stop signal waits until they are all written.
        try Shutdown.holding { try ReportWriter.write(report, to: out) }
        if options.json {
            try Console.json(RunSummary(report: report, out: out))
        } else {
            let ok = report.cells.filter { $0.status == .ok }.count
            Console.out("\(report.pages.count) pages, \(report.cells.count) cells: \(ok) read, \(report.cells.count - ok) failed or skipped")
            if let table = MarkdownTables.table("styles", from: report) { Console.out(table) }
            Console.out("wrote \(out)/report.json, report.md, report.html")
        }
        return ExitStatus.success
    }

    /// What `run --json` prints: where the reports are, and the per-style summaries.
    struct RunSummary: Encodable {
        var out: String
        var pages: Int
        var cells: Int
        var ok: Int
        var failed: Int
        var skipped: Int
        var styles: [Aggregates.StyleSummary]

        init(report: RunReport, out: String) {
            self.out = out
            pages = report.pages.count
            cells = report.cells.count
            ok = report.cells.filter { $0.status == .ok }.count
            failed = report.cells.filter { $0.status == .failed }.count
            skipped = report.cells.filter { $0.status == .skipped }.count
            styles = report.aggregates?.styles ?? []
        }
    }

    /// `runs/<UTC timestamp>` under the current folder.
    static func defaultOutFolder() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return "runs/" + formatter.string(from: Date())
    }
}
