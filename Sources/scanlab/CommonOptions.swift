import Foundation
import Evaluation
import Enhancement

/// Option values several commands share, parsed one way.
enum CommonOptions {
    /// The style names of the Enhancement stage, in the order reports list them.
    static let styleNames = Style.allCases.map(\.rawValue)
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

    /// Expands `all` against the declared readers; an unknown id is a usage error.
    static func resolveReaders(_ ids: [String], provider: ReaderProvider, command: String) throws -> [String] {
        do {
            return try provider.resolve(ids)
        } catch EvaluationError.unknownReader(let id, let known) {
            throw UsageError("--readers: unknown reader '\(id)'; known readers: \(known.joined(separator: ", "))", command: command)
        }
    }

    /// Style names as styles; the names were checked when parsed.
    static func styles(_ names: [String], command: String) throws -> [Style] {
        try names.map { name in
            guard let style = Style(rawValue: name) else { throw UsageError("unknown style '\(name)'", command: command) }
            return style
        }
    }

    /// Stderr is a terminal: only then is progress shown.
    static var stderrIsTerminal: Bool { isatty(2) != 0 }

    static func word(_ option: String, in allowed: [String], _ arguments: ParsedArguments) throws -> String? {
        guard let value = arguments.string(option) else { return nil }
        guard allowed.contains(value) else {
            throw UsageError("--\(option) must be one of \(allowed.joined(separator: "|")), not '\(value)'", command: arguments.command)
        }
        return value
    }
}
