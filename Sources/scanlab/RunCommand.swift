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
    }

    /// `--shard K/N`: the K-th of N pieces, K from 1.
    struct Shard: Sendable, Equatable {
        var index: Int
        var count: Int
    }

    static let name = "run"
    static let abstract = "Run a corpus through every style x reader and write the reports"
    static let spec = ArgumentSpec(command: name, valued: ["styles", "readers", "jobs", "out", "shard"],
                                   flags: ["no-cache", "json"], positionals: 1...1)
    static let usage = """
    Usage:
      scanlab run CORPUS.json [--styles S] [--readers R] [--jobs N] [--out DIR] [--shard K/N] [--no-cache] [--json]

    A cell is one page x style x reader. The corpus may set styles and readers; flags override them; the
    default is every style with tesseract. Writes DIR/report.json, report.md, report.html (with thumbnails)
    and the charts; DIR defaults to runs/<UTC timestamp>. Finished cells are kept in DIR/cells, so running
    the same command again resumes. Exits 0 when it finishes, even when some cells failed.

    Options:
      --styles a,b|all    styles to run
      --readers a,b|all   readers to run
      --jobs N            worker threads, one engine each (default: the number of cores)
      --out DIR           where the reports go
      --shard K/N         run only the K-th of N deterministic pieces; join them with `scanlab merge`
      --no-cache          neither read nor write SCANLAB_CACHE (the CI gate runs this way)
      --json              print the report's summary as JSON

    Examples:
      scanlab run Corpora/regression.json --out /tmp/regression
      scanlab run Corpora/nightly.json --styles original,ink --jobs 2
      scanlab run Corpora/nightly.json --shard 2/8 --out shards/2
    """

    static func options(from arguments: ParsedArguments) throws -> Options {
        Options(corpus: arguments.positionals[0],
                styles: try CommonOptions.styles(arguments),
                readers: try CommonOptions.readers(arguments),
                jobs: try arguments.int("jobs", in: 1...256),
                out: arguments.string("out"),
                shard: try arguments.string("shard").map(parseShard),
                useCache: !arguments.flag("no-cache"),
                json: arguments.flag("json"))
    }

    static func parseShard(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw UsageError("--shard must be K/N with 1 <= K <= N, not '\(text)'", command: name)
        }
        return Shard(index: index, count: count)
    }

    static func run(_ options: Options) throws -> Int32 {
        throw CommandError.notAvailable(command: name, needs: "the Evaluation stage")
    }
}
