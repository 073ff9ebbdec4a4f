import Foundation
import Documents
import Evaluation
import Enhancement
import OptionParsing
import Scoring

/// Options several commands share, declared once each.
enum CommonOptions {
    /// The style names of the Enhancement stage, in the order reports list them.
    static let styleNames = Style.allCases.map(\.rawValue)

    static let stylesOption = OptionDeclaration("styles", .list(styleNames), help: "styles to run")
    static let readersOption = OptionDeclaration("readers", .list(nil), help: "readers to use; see `scanlab readers`")
    static let langOption = OptionDeclaration.choice("lang", Language.self, help: "the language when the truth names none", defaultText: "en")
    static let profileOption = OptionDeclaration.choice("profile", TextProfile.self,
                                                  help: "how texts are normalised before aligning (sroie truth: caseless)", defaultText: "standard")
    static let truthLayoutOption = OptionDeclaration.choice("truth-layout", TruthLayout.self,
                                                      help: "sroie: X.txt and X.json (company, date, address, total)", defaultText: "scanlab")
    static let truthOption = OptionDeclaration("truth", .text, placeholder: "FILE", help: "the truth file, instead of the one found beside IMG")
    static let jsonOption = OptionDeclaration.flag("json", help: "print one JSON document on stdout")

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

    /// Style names as styles; the names were checked when parsed, and a corpus's names are checked here.
    static func styles(_ names: [String], command: String) throws -> [Style] {
        try names.map { name in
            guard let style = Style(rawValue: name) else {
                throw UsageError("unknown style '\(name)'" + UsageError.suggestion(for: name, among: styleNames), command: command)
            }
            return style
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
