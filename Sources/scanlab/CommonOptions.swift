import Foundation
import Documents
import Evaluation
import Enhancement
import OCRFormats
import OptionParsing
import Readers
import Scoring

/// Options several commands share, declared once each.
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

    /// `--styles`: the list is checked after parsing (`resolveStyleNames`), because declared styles are only known
    /// from the declarations file and `all` leaves out the declared styles that are turned off.
    static let stylesOption = OptionDeclaration("styles", .list(nil),
                                                help: "styles to run: \(knownStyleNames.joined(separator: ", ")); see `scanlab styles`")
    static let readersOption = OptionDeclaration("readers", .list(nil), help: "readers to use; see `scanlab readers`")
    static let langOption = OptionDeclaration.choice("lang", Language.self, help: "the language when the truth names none", defaultText: "en")
    static let profileOption = OptionDeclaration.choice("profile", TextProfile.self,
                                                  help: "how texts are normalised before aligning (sroie truth: caseless)", defaultText: "standard")
    static let truthLayoutOption = OptionDeclaration.choice("truth-layout", TruthLayout.self,
                                                      help: "sroie: X.txt and X.json (company, date, address, total); fields: X.fields.json only, no transcript",
                                                      defaultText: "scanlab")
    static let truthOption = OptionDeclaration("truth", .text, placeholder: "FILE", help: "the truth file, instead of the one found beside IMG")
    static let jsonOption = OptionDeclaration.flag("json", help: "print one JSON document on stdout")
    static let pageTextLevelOption = OptionDeclaration.choice("page-text-level", PageTextLevel.self,
                                                        help: "which PAGE-XML TextEquiv a PAGE truth is read at", defaultText: "line")

    /// `--styles a,b|all`, resolved; nil when not given.
    static func styles(_ arguments: ParsedArguments) throws -> [String]? {
        guard let names = arguments.list("styles") else { return nil }
        return try resolveStyleNames(names, command: arguments.command)
    }

    /// `all` expanded, every other name checked against the built-in and declared styles.
    static func resolveStyleNames(_ names: [String], command: String) throws -> [String] {
        if names == ["all"] { return styleNames }
        for name in names where !knownStyleNames.contains(name) {
            throw UsageError("--styles: unknown '\(name)'" + UsageError.suggestion(for: name, among: knownStyleNames)
                             + " (choose from \(knownStyleNames.joined(separator: ",")) or all)", command: command)
        }
        return names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// `all` is kept as the word and resolved against the reader catalogue when run; an unknown id is a usage error
    /// naming the closest declared reader.
    static func resolveReaders(_ ids: [String], provider: ReaderProvider, command: String) throws -> [String] {
        do {
            return try provider.resolve(ids)
        } catch EvaluationError.unknownReader(let id, let known) {
            throw UsageError("--readers: unknown reader '\(id)'" + UsageError.suggestion(for: id, among: known)
                             + "; known readers: \(known.joined(separator: ", "))", command: command)
        }
    }

    /// Style names as styles: built-in by name, else declared in the catalog; a corpus's names are checked here.
    static func styles(_ names: [String], command: String, catalog: StyleCatalog? = parsedStyleCatalog) throws -> [Style] {
        try names.map { name in
            if let style = Style(rawValue: name) { return style }
            guard catalog?.ids.contains(name) == true else {
                let known = builtinStyleNames + (catalog?.ids ?? [])
                throw UsageError("unknown style '\(name)'" + UsageError.suggestion(for: name, among: known), command: command)
            }
            return .declared(name)
        }
    }

    /// Stderr is a terminal: only then is progress shown.
    static var stderrIsTerminal: Bool { isatty(2) != 0 }
}

extension OptionDeclaration {
    /// A choice among an enum's words, with the default as the help shows it.
    static func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type, help: String, defaultText: String?) -> OptionDeclaration
        where T.RawValue == String {
        var declaration = OptionDeclaration.choice(name, type, help: help)
        declaration.defaultValue = defaultText
        return declaration
    }

    /// The same option with another default or help line, for a command whose default differs.
    func with(default defaultValue: String?, help: String? = nil) -> OptionDeclaration {
        var copy = self
        copy.defaultValue = defaultValue
        if let help { copy.help = help }
        return copy
    }
}
