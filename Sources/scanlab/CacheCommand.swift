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
    static let spec = ArgumentSpec(command: name, valued: ["max-size"], flags: ["json"], positionals: 1...1)
    static let usage = """
    Usage:
      scanlab cache stats [--json]
      scanlab cache clean [--max-size SIZE]

    The cache holds results that can be recomputed: OCR results, generated and styled images. It lives in
    SCANLAB_CACHE (default ~/.cache/scanlab). `clean` empties it; with --max-size (e.g. 5G, 500M) it evicts
    the oldest entries until the cache is under that size. SCANLAB_HOME is never touched.

    Examples:
      scanlab cache stats
      scanlab cache clean --max-size 5G
    """

    static func options(from arguments: ParsedArguments) throws -> Options {
        guard let action = Action(rawValue: arguments.positionals[0]) else {
            throw UsageError("expected stats or clean, not '\(arguments.positionals[0])'", command: name)
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

    static func run(_ options: Options) throws -> Int32 {
        throw CommandError.notAvailable(command: name, needs: "the Evaluation stage (cache)")
    }
}
