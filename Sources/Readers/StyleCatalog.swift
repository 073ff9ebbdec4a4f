import Foundation
import Imaging

/// The declared external styles: loads `styles.json` (beside `readers.json`, or `SCANLAB_STYLES`), tells which can
/// run here, and makes style instances (one per worker thread, like readers).
public struct StyleCatalog: Sendable {
    public let declarations: [StyleDeclaration]
    /// The file the declarations came from, or a description.
    public let source: String
    public let paths: ReaderPaths

    /// The names ScanLab's own styles use, which a declared style may not take.
    public static let builtinNames: Set<String> = ["original", "colour", "grayscale", "ink", "auto"]

    /// Loads SCANLAB_STYLES when set, else the shipped `styles.json`; no shipped file means no declared styles.
    /// - Throws: `StyleError.badDeclarations` naming the file.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> StyleCatalog {
        let paths = ReaderPaths.current(environment: environment)
        if let custom = environment["SCANLAB_STYLES"], !custom.isEmpty {
            return try StyleCatalog(contentsOf: custom, paths: paths)
        }
        guard let readers = paths.shippedDeclarations else { return try StyleCatalog(declarations: [], source: "none", paths: paths) }
        let shipped = URL(fileURLWithPath: readers).deletingLastPathComponent().appendingPathComponent("styles.json").path
        guard FileManager.default.fileExists(atPath: shipped) else { return try StyleCatalog(declarations: [], source: "none", paths: paths) }
        return try StyleCatalog(contentsOf: shipped, paths: paths)
    }

    /// Loads a declarations file.
    public init(contentsOf path: String, paths: ReaderPaths = .current()) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw StyleError.badDeclarations(path, reason: "no such file") }
        let file: StyleDeclarationFile
        do { file = try JSONDecoder().decode(StyleDeclarationFile.self, from: data) } catch {
            throw StyleError.badDeclarations(path, reason: ReaderCatalog.describe(error))
        }
        try self.init(declarations: file.styles, source: path, paths: paths)
    }

    /// Uses declarations given directly.
    /// - Throws: `StyleError.badDeclarations` for an empty, duplicate or built-in id, a missing command, a command
    ///   style without `{input}` and `{output}`, or a timeout that is not positive.
    public init(declarations: [StyleDeclaration], source: String, paths: ReaderPaths = .current()) throws {
        var seen = Set<String>()
        for d in declarations {
            guard !d.id.isEmpty, d.id != "all", !d.id.contains(","), !d.id.contains("/") else {
                throw StyleError.badDeclarations(source, reason: "style id '\(d.id)' is empty, 'all', or holds a comma or slash")
            }
            guard !Self.builtinNames.contains(d.id) else {
                throw StyleError.badDeclarations(source, reason: "style '\(d.id)' would shadow the built-in style of that name; choose another id")
            }
            guard seen.insert(d.id).inserted else { throw StyleError.badDeclarations(source, reason: "style '\(d.id)' is declared twice") }
            guard !d.command.isEmpty else { throw StyleError.badDeclarations(source, reason: "style '\(d.id)' has no command") }
            if d.kind == .command {
                for placeholder in ["{input}", "{output}"] where !d.command.contains(where: { $0.contains(placeholder) }) {
                    throw StyleError.badDeclarations(source, reason: "style '\(d.id)': the command has no \(placeholder)")
                }
            }
            for (key, value) in [("timeout", d.timeout), ("startTimeout", d.startTimeout)] {
                if let value, !(value > 0) {
                    throw StyleError.badDeclarations(source, reason: "style '\(d.id)': \(key) is \(value); give a number of seconds above 0")
                }
            }
        }
        self.declarations = declarations
        self.source = source
        self.paths = paths
    }

    /// Every declared id, in file order.
    public var ids: [String] { declarations.map(\.id) }

    /// The ids `--styles all` adds after the built-in styles: those not declared `"enabled": false`.
    public var enabledIDs: [String] { declarations.filter { $0.enabled != false }.map(\.id) }

    /// Whether a style can run here, and why not.
    public func availability(of id: String) -> (available: Bool, reason: String?) {
        guard let d = declarations.first(where: { $0.id == id }) else { return (false, "not declared") }
        let command = Placeholders(paths: paths).expand(d.command)
        if paths.scripts == nil, d.command.contains(where: { $0.contains("{scripts}") }) {
            return (false, "ScanLab's scripts folder was not found beside the executable or in the package")
        }
        guard let program = command.first, ReaderCatalog.findExecutable(program) != nil else {
            return (false, "\(command.first ?? "the command") was not found" + ((command.first ?? "").contains("/") ? "" : " on PATH")
                    + (d.hint.map { "; \($0)" } ?? ""))
        }
        for (template, argument) in zip(d.command, command).dropFirst()
        where template.contains("{scripts}") && !FileManager.default.fileExists(atPath: argument) {
            return (false, "\(argument) does not exist")
        }
        return (true, nil)
    }

    /// A new instance of a declared style.
    /// - Throws: `StyleError.unknownStyle`, or `.unavailable` with the reason and hint.
    public func makeStyle(_ id: String) throws -> ExternalStyle {
        guard let d = declarations.first(where: { $0.id == id }) else { throw StyleError.unknownStyle(id, known: ids) }
        let (available, reason) = availability(of: id)
        guard available else {
            throw StyleError.unavailable(id, reason: reason ?? "unavailable", hint: d.hint ?? "check the style's command in styles.json")
        }
        return ExternalStyle(declaration: d, paths: paths)
    }
}
