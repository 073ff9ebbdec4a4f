import Foundation
import Evaluation
import Enhancement
import Readers

/// Option values several commands share, parsed one way.
enum CommonOptions {
    /// The built-in style names, in the order reports list them.
    static let builtinStyleNames = Style.allCases.map(\.rawValue)
    /// The declared styles, for parsing names; a broken declarations file is reported when styles are used
    /// (`declaredStyleCatalog()`), not while parsing.
    static let parsedStyleCatalog: StyleCatalog? = try? StyleCatalog.load()
    /// What `--styles all` and the default selection give: the built-in styles, then the declared ones not turned off.
    static var styleNames: [String] { builtinStyleNames + (parsedStyleCatalog?.enabledIDs ?? []) }
    /// Every name `--styles` accepts: also declared styles that `all` leaves out.
    static var knownStyleNames: [String] { builtinStyleNames + (parsedStyleCatalog?.ids ?? []) }

    /// The declared styles, loaded for a run.
    /// - Throws: `StyleError.badDeclarations` for a broken `styles.json` or `SCANLAB_STYLES` file (exit 2).
    static func declaredStyleCatalog() throws -> StyleCatalog { try StyleCatalog.load() }
    static let profiles = ["strict", "standard", "caseless"]
    static let truthLayouts = ["scanlab", "sroie"]

    /// `--styles a,b|all`; nil when not given.
    static func styles(_ arguments: ParsedArguments) throws -> [String]? {
        guard let names = try arguments.list("styles") else { return nil }
        return try resolveStyleNames(names, command: arguments.command)
    }

    /// `all` expanded, every other name checked against the built-in and declared styles.
    static func resolveStyleNames(_ names: [String], command: String) throws -> [String] {
        if names == ["all"] { return styleNames }
        for name in names where !knownStyleNames.contains(name) {
            throw UsageError("--styles: unknown '\(name)'; choose from \(knownStyleNames.joined(separator: ",")) or all", command: command)
        }
        return names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
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

    /// Style names as styles: built-in by name, else declared in the catalog.
    static func styles(_ names: [String], command: String, catalog: StyleCatalog? = parsedStyleCatalog) throws -> [Style] {
        try names.map { name in
            if let style = Style(rawValue: name) { return style }
            guard catalog?.ids.contains(name) == true else { throw UsageError("unknown style '\(name)'", command: command) }
            return .declared(name)
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
