/// Option values several commands share, parsed one way.
enum CommonOptions {
    /// The style names of the Enhancement stage, in the order reports list them.
    static let styleNames = ["original", "colour", "grayscale", "ink", "auto"]
    static let profiles = ["strict", "standard", "caseless"]
    static let truthLayouts = ["scanlab", "sroie"]

    /// `--styles a,b|all`; nil when not given.
    static func styles(_ arguments: ParsedArguments) throws -> [String]? {
        try arguments.list("styles", allowed: styleNames)
    }

    /// `--readers a,b|all`; `all` is kept as the word and resolved against the reader catalog when run.
    static func readers(_ arguments: ParsedArguments) throws -> [String]? {
        try arguments.list("readers")
    }

    static func profile(_ arguments: ParsedArguments) throws -> String? {
        try word("profile", in: profiles, arguments)
    }

    static func truthLayout(_ arguments: ParsedArguments) throws -> String? {
        try word("truth-layout", in: truthLayouts, arguments)
    }

    static func word(_ option: String, in allowed: [String], _ arguments: ParsedArguments) throws -> String? {
        guard let value = arguments.string(option) else { return nil }
        guard allowed.contains(value) else {
            throw UsageError("--\(option) must be one of \(allowed.joined(separator: "|")), not '\(value)'", command: arguments.command)
        }
        return value
    }
}
