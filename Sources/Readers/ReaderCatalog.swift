import Foundation
import Processes
import Imaging
import Documents

/// The declared readers: loads `readers.json`, tells which are available, and makes reader instances.
///
/// The shipped declarations are found relative to the executable or the package (see `ReaderPaths`);
/// SCANLAB_READERS names another file. Make one reader per worker thread with `makeReader(_:)`.
public struct ReaderCatalog: Sendable {
    public let declarations: [ReaderDeclaration]
    /// The file the declarations came from.
    public let source: String
    public let paths: ReaderPaths
    private let probes = ProbeCache()

    /// Loads SCANLAB_READERS when set, else the shipped declarations.
    /// - Throws: `ReaderError.badDeclarations` naming the file.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ReaderCatalog {
        let paths = ReaderPaths.current(environment: environment)
        if let custom = environment["SCANLAB_READERS"], !custom.isEmpty {
            return try ReaderCatalog(contentsOf: custom, paths: paths)
        }
        guard let shipped = paths.shippedDeclarations else {
            throw ReaderError.badDeclarations("readers.json", reason: "the shipped declarations were not found beside the executable (../share/scanlab/readers.json) or in the package; set SCANLAB_READERS")
        }
        return try ReaderCatalog(contentsOf: shipped, paths: paths)
    }

    /// Loads a declarations file.
    public init(contentsOf path: String, paths: ReaderPaths = .current()) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReaderError.badDeclarations(path, reason: "no such file")
        }
        let file = try ValidatingDecoder.decode(ReaderDeclarationFile.self, from: data, schema: ReaderDeclaration.fileSchema,
                                                file: path, kind: "reader declarations")
        try self.init(declarations: file.readers, source: path, paths: paths)
    }

    /// Uses declarations given directly.
    public init(declarations: [ReaderDeclaration], source: String, paths: ReaderPaths = .current()) throws {
        var seen = Set<String>()
        for d in declarations {
            guard !d.id.isEmpty, d.id != "all", !d.id.contains(",") else {
                throw ReaderError.badDeclarations(source, reason: "reader id '\(d.id)' is empty, 'all' or contains a comma")
            }
            guard seen.insert(d.id).inserted else { throw ReaderError.badDeclarations(source, reason: "reader '\(d.id)' is declared twice") }
            for (name, value, range) in [("timeout", d.timeout, ReaderDeclaration.timeoutRange), ("startTimeout", d.startTimeout, ReaderDeclaration.startTimeoutRange)] {
                guard let value, !(value.isFinite && range.contains(value)) else { continue }
                throw ReaderError.badDeclarations(source, reason: "reader '\(d.id)': \(name) \(value) is out of range; give \(range.lowerBound) to \(range.upperBound) seconds")
            }
            switch d.kind {
            case .tesseract:
                _ = try Self.tesseractSettings(d, source: source)
            case .zxing, .zbar:
                break
            case .command, .worker:
                guard let command = d.command, !command.isEmpty else {
                    throw ReaderError.badDeclarations(source, reason: "reader '\(d.id)' has no command")
                }
                if d.kind == .command, !command.contains(where: { $0.contains("{image}") }) {
                    throw ReaderError.badDeclarations(source, reason: "reader '\(d.id)': the command has no {image}")
                }
            }
        }
        self.declarations = declarations
        self.source = source
        self.paths = paths
    }

    /// The declared ids, in file order.
    public var ids: [String] { declarations.map(\.id) }

    /// The declaration for an id.
    /// - Throws: `ReaderError.unknownReader` listing the known ids.
    public func declaration(for id: String) throws -> ReaderDeclaration {
        guard let d = declarations.first(where: { $0.id == id }) else { throw ReaderError.unknownReader(id, known: ids) }
        return d
    }

    /// Resolves a `--readers` list: `all` is every declared reader.
    public func select(_ list: [String]) throws -> [String] {
        if list.contains("all") { return ids }
        for id in list { _ = try declaration(for: id) }
        return list
    }

    /// Whether a reader can run here, computed once per catalog.
    public func availability(of id: String) throws -> ReaderAvailability {
        let d = try declaration(for: id)
        if let known = probes.value(for: id) { return known }
        let value = probe(d)
        probes.store(value, for: id)
        return value
    }

    /// Every reader with its availability, for `scanlab readers`.
    public func listing() -> [ReaderAvailability] {
        declarations.compactMap { try? availability(of: $0.id) }
    }

    /// Makes a new reader instance: one per worker thread.
    /// - Throws: `ReaderError.unavailable` with the reason and hint, or `unknownReader`.
    public func makeReader(_ id: String) throws -> any Reader {
        let d = try declaration(for: id)
        let a = try availability(of: id)
        guard a.available else {
            throw ReaderError.unavailable(id, reason: a.reason ?? "unavailable", hint: a.hint ?? d.hint ?? "")
        }
        switch d.kind {
        case .tesseract:
            return try TesseractReader(id: d.id, engine: d.engine, settings: Self.tesseractSettings(d, source: source), paths: paths,
                                       timeout: d.timeout ?? ReaderDeclaration.defaultTimeout)
        case .command:
            return CommandReader(declaration: d, identity: { Self.externalIdentity(d, a) }, paths: paths)
        case .worker:
            return WorkerReader(declaration: d, identity: { Self.externalIdentity(d, a) }, paths: paths)
        case .zxing:
            return CodeReader(identity: Self.codeIdentity(d, version: a.version),
                              engine: ZXingEngine(halfSizePass: d.settings?["halfSizePass"] != "0",
                                                  bandPass: d.settings?["bandPass"].map { $0 != "0" } ?? false))
        case .zbar:
            return CodeReader(identity: Self.codeIdentity(d, version: a.version), engine: try ZBarEngine())
        }
    }

    // MARK: - Probing

    private func probe(_ d: ReaderDeclaration) -> ReaderAvailability {
        var a = ReaderAvailability(id: d.id, engine: d.engine, kind: d.kind.rawValue, version: "unknown", models: [],
                                   languages: [], available: false, reason: nil, hint: d.hint)
        a.reads = d.kind.reads
        switch d.kind {
        case .zxing, .zbar:
            // Linked into ScanLab: available whenever ScanLab runs. Codes carry no language.
            a.version = d.kind == .zxing ? ZXingEngine.version : ZBarEngine.version
            a.languages = Language.allCases.map(\.rawValue)
            a.available = true
        case .tesseract:
            a.version = TesseractReader.version
            do {
                let settings = try Self.tesseractSettings(d, source: source)
                let folder = try TesseractReader.folder(for: settings.models, paths: paths, readerID: d.id)
                let languages = TessdataLocator.languages(in: folder)
                a.languages = languages.map(\.rawValue)
                a.models = languages.map { TessdataLocator.modelPath($0.tesseractCode, in: folder) }
                if languages.isEmpty {
                    a.reason = "no model for any of ScanLab's languages (\(Language.allCases.map(\.tesseractCode).joined(separator: ", "))) in \(folder)"
                } else {
                    a.available = true
                }
            } catch let error as ReaderError {
                if case .unavailable(_, let reason, let hint) = error { a.reason = reason; a.hint = hint } else { a.reason = error.message }
            } catch {
                a.reason = "\(error)"
            }
        case .command, .worker:
            a.languages = d.languages.map { map in Language.allCases.filter { map[$0.rawValue] != nil }.map(\.rawValue) }
                ?? Language.allCases.map(\.rawValue)
            let placeholders = Placeholders(paths: paths)
            let command = placeholders.expand(d.command ?? [])
            if paths.scripts == nil, (d.command ?? []).contains(where: { $0.contains("{scripts}") }) {
                a.reason = "ScanLab's scripts folder was not found beside the executable (../share/scanlab/scripts) or in the package"
                return a
            }
            guard let program = command.first, Self.findExecutable(program) != nil else {
                a.reason = "\(command.first ?? "the command") was not found" + ((command.first ?? "").contains("/") ? "" : " on PATH")
                return a
            }
            for (template, argument) in zip(d.command ?? [], command).dropFirst()
            where template.contains("{scripts}") && !FileManager.default.fileExists(atPath: argument) {
                a.reason = "\(argument) does not exist"
                return a
            }
            if let check = d.check {
                let child = try? ChildProcess(arguments: placeholders.expand(check), environment: ChildProcess.environment(adding: d.environment ?? [:]), input: .none)
                guard let child else { a.reason = "its check could not start"; return a }
                let deadline = ChildProcess.deadline(after: 60)
                while child.outputOpen || child.errorOpen { if !child.pump(until: deadline) { break } }
                child.killGroup()
                let status = child.wait(until: ChildProcess.deadline(after: 5))
                guard status == .exited(0) else {
                    a.reason = child.lastErrorLine ?? "its check failed (\(status?.summary ?? "timed out"))"
                    return a
                }
            }
            if let versionCommand = d.versionCommand {
                let (version, models) = Self.version(placeholders.expand(versionCommand), environment: d.environment ?? [:])
                a.version = version
                a.models = models
            }
            a.available = true
        }
        return a
    }

    /// A code reader's identity: the library and its version, and the declared settings.
    private static func codeIdentity(_ d: ReaderDeclaration, version: String) -> ReaderIdentity {
        ReaderIdentity(id: d.id, engine: d.engine, version: version, settings: d.settings ?? [:])
    }

    private static func externalIdentity(_ d: ReaderDeclaration, _ a: ReaderAvailability) -> ReaderIdentity {
        var settings: [String: String] = ["command": (d.command ?? []).joined(separator: " ")]
        if let input = d.input { settings["input"] = input.rawValue }
        if let output = d.output { settings["output"] = output.rawValue }
        for (k, v) in d.environment ?? [:] { settings["env." + k] = v }
        return ReaderIdentity(id: d.id, engine: d.engine, version: a.version,
                              model: a.models.isEmpty ? nil : a.models.map { ($0 as NSString).lastPathComponent }.joined(separator: ";"),
                              modelHash: a.models.isEmpty ? nil : ModelFingerprints.hash(ofFilesAt: a.models),
                              settings: settings)
    }

    /// Runs a version command: a JSON object with `version` and `models`, or a first line of text (stdout, else stderr).
    private static func version(_ arguments: [String], environment: [String: String]) -> (String, [String]) {
        guard let child = try? ChildProcess(arguments: arguments, environment: ChildProcess.environment(adding: environment), input: .none) else {
            return ("unknown", [])
        }
        let deadline = ChildProcess.deadline(after: 30)
        while child.outputOpen || child.errorOpen { if !child.pump(until: deadline) { break } }
        child.killGroup()
        _ = child.wait(until: ChildProcess.deadline(after: 5))
        let text = String(decoding: child.takeOutput(), as: UTF8.self)
        let firstLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        if let firstLine, firstLine.hasPrefix("{"),
           let object = try? JSONSerialization.jsonObject(with: Data(firstLine.utf8)) as? [String: Any] {
            return ((object["version"] as? String) ?? "unknown", (object["models"] as? [String]) ?? [])
        }
        return (firstLine ?? child.firstErrorLine ?? "unknown", [])
    }

    static func findExecutable(_ program: String) -> String? {
        let fm = FileManager.default
        if program.contains("/") { return fm.isExecutableFile(atPath: program) ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func tesseractSettings(_ d: ReaderDeclaration, source: String) throws -> TesseractSettings {
        let s = d.settings ?? [:]
        func integer(_ key: String, _ fallback: Int, _ range: ClosedRange<Int>) throws -> Int {
            guard let text = s[key] else { return fallback }
            guard let value = Int(text), range.contains(value) else {
                throw ReaderError.badDeclarations(source, reason: "reader '\(d.id)': \(key) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
            }
            return value
        }
        let oem = try integer("oem", 1, 0...3)
        return TesseractSettings(engineMode: TesseractSettings.EngineMode(rawValue: oem) ?? .lstm,
                                 pageSegmentation: try integer("psm", 6, 0...13),
                                 resolution: try integer("dpi", 300, 70...2400),
                                 models: .init(s["models"] ?? "system"),
                                 initVariables: d.initVariables ?? [:], variables: d.variables ?? [:])
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }
}

/// Availability results, shared by copies of one catalog: probing runs programs, so it happens once.
final class ProbeCache: Sendable {
    private let values = Locked([String: ReaderAvailability]())

    func value(for id: String) -> ReaderAvailability? { values.withLock { $0[id] } }

    func store(_ value: ReaderAvailability, for id: String) { values.withLock { $0[id] = value } }
}
