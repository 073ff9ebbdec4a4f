import Evaluation
import OptionParsing

/// `scanlab cache`: the size of SCANLAB_CACHE, and emptying it.
struct CacheCommand: Subcommand {
    enum Action: String, Sendable, Equatable { case stats, clean }

    struct Options: Sendable, Equatable {
        var action: Action
        /// For `clean`: evict the oldest entries until the cache is under this many bytes.
        var maxSize: Int64?
        var json = false
    }

    static let name = "cache"
    static let abstract = "Show the result cache's size, or empty it"
    static let spec = ArgumentSpec(command: name, options: [
        OptionDeclaration("max-size", .text, placeholder: "SIZE", help: "for clean: evict the oldest entries until under SIZE (5G, 500M)"),
        .flag("json", help: "for stats: print the figures as JSON"),
    ], positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab cache stats [--json]", "scanlab cache clean [--max-size SIZE]"],
        notes: """
        The cache holds results that can be recomputed: OCR results, generated and styled images. It lives in
        SCANLAB_CACHE (default ~/.cache/scanlab). `clean` empties it; with --max-size (e.g. 5G, 500M) it evicts
        the oldest entries until the cache is under that size. SCANLAB_HOME is never touched.
        """,
        examples: ["scanlab cache stats", "scanlab cache clean --max-size 5G"])

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let action = Action(rawValue: arguments.positionals[0]) else {
            throw UsageError("expected stats or clean, not '\(arguments.positionals[0])'"
                             + UsageError.suggestion(for: arguments.positionals[0], among: ["stats", "clean"]), command: name)
        }
        let maxSize = try arguments.string("max-size").map(parseSize)
        if maxSize != nil && action != .clean { throw UsageError("--max-size is for `cache clean`", command: name) }
        return Options(action: action, maxSize: maxSize, json: arguments.flag("json"))
    }

    /// `5G`, `500M`, `64K` or plain bytes; powers of 1024.
    static func parseSize(_ text: String) throws -> Int64 {
        let units: [Character: Int64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40]
        var number = text.uppercased()
        if number.hasSuffix("B") { number.removeLast() }
        var multiplier: Int64 = 1
        if let last = number.last, let unit = units[last] {
            multiplier = unit
            number.removeLast()
        }
        guard let value = Double(number), value >= 0, value.isFinite, value * Double(multiplier) < 9e18 else {
            throw UsageError("--max-size must be a size such as 5G, 500M or 1048576, not '\(text)'", command: name)
        }
        return Int64(value * Double(multiplier))
    }

    struct Stats: Encodable {
        var root: String
        var kinds: [String: ResultCache.Usage]
        var entries: Int
        var bytes: Int64
        /// Entries that failed verification on read (changed or truncated) and were deleted and recomputed.
        var discarded: Int
    }

    static func run(_ options: Options) throws -> Int32 {
        let cache = ResultCache(root: ResultCache.defaultRoot())
        switch options.action {
        case .stats:
            let usage = cache.usage()
            let stats = Stats(root: cache.root, kinds: usage, entries: usage.values.reduce(0) { $0 + $1.entries },
                              bytes: usage.values.reduce(0) { $0 + $1.bytes }, discarded: cache.discardedCount())
            if options.json { try Console.json(stats); return ExitStatus.success }
            var rows = [["kind", "entries", "size"]]
            for kind in ResultCache.Kind.allCases {
                let u = usage[kind.rawValue] ?? ResultCache.Usage(entries: 0, bytes: 0)
                rows.append([kind.rawValue, "\(u.entries)", Format.bytes(Int(u.bytes))])
            }
            rows.append(["total", "\(stats.entries)", Format.bytes(Int(stats.bytes))])
            Console.out("cache: \(cache.root)\n" + Format.table(rows)
                        + "\ndiscarded: \(stats.discarded) entries failed verification (changed or truncated) and were recomputed")
        case .clean:
            let removed = try cache.clean(maxBytes: options.maxSize)
            let rest = cache.usage().values.reduce(Int64(0)) { $0 + $1.bytes }
            Console.out("removed \(removed.entries) entries (\(Format.bytes(Int(removed.bytes)))) from \(cache.root); \(Format.bytes(Int(rest))) left")
        }
        return ExitStatus.success
    }
}
