import Foundation
import Imaging
import Documents
import Readers
import Scenes
import Scoring

/// A corpus with its families and folders expanded into pages, in a fixed order.
public struct Corpus: Sendable {
    public var name: String
    /// The corpus file, or a description of where the pages came from.
    public var path: String
    public var seed: UInt64
    public var styles: [String]?
    public var readers: [String]?
    public var pages: [CorpusPage]
    /// True when the corpus is one folder given to `run DIR` rather than a corpus file.
    public var isFolder = false

    public init(name: String, path: String, seed: UInt64 = 1, styles: [String]? = nil, readers: [String]? = nil, pages: [CorpusPage]) {
        self.name = name; self.path = path; self.seed = seed; self.styles = styles; self.readers = readers; self.pages = pages
    }

    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff", "heic", "heif"]

    /// One folder of real pages as a corpus (`scanlab run DIR`): every image in it, its truth beside it.
    /// - Parameters:
    ///   - entry: the folder and its options, as a corpus file's `folders` entry would give them.
    /// - Throws: `EvaluationError.badCorpus` naming the folder when it does not exist or holds no pages.
    public static func folder(_ entry: CorpusSpec.FolderEntry) throws -> Corpus {
        let directory = URL(fileURLWithPath: entry.path).standardizedFileURL
        var entry = entry
        entry.path = directory.path
        let spec = CorpusSpec(name: directory.lastPathComponent, folders: [entry])
        var corpus = try expand(spec, path: directory.path, relativeTo: directory.deletingLastPathComponent())
        corpus.isFolder = true
        return corpus
    }

    /// Reads a corpus file through the validating decoder and expands it.
    /// - Throws: `InputFileError` listing every bad key and value; `EvaluationError.badCorpus` for a problem found
    ///   while expanding (a folder that does not exist, an id used twice).
    public static func load(_ path: String) throws -> Corpus {
        let spec = try ValidatingDecoder.decode(CorpusSpec.self, from: JSONCoding.readFile(path), schema: CorpusSpec.inputSchema,
                                                file: path, kind: "corpus", check: CorpusSpec.crossChecks)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try expand(spec, path: path, relativeTo: folder)
    }

    static func expand(_ spec: CorpusSpec, path: String, relativeTo folder: URL) throws -> Corpus {
        var pages: [CorpusPage] = []
        // A set, so checking every id stays linear in the number of pages.
        var ids = Set<String>()
        func add(_ id: String, _ source: PageSource, profile: TextProfile = .standard, sweep: SweepPoint? = nil) throws {
            guard ids.insert(id).inserted else { throw EvaluationError.badCorpus(path, reason: "the page id '\(id)' is used twice") }
            guard pages.count < CorpusSpec.maximumPages else {
                throw EvaluationError.badCorpus(path, reason: "it expands to more than \(InputValidator.format(CorpusSpec.maximumPages)) pages")
            }
            pages.append(CorpusPage(id: id, index: pages.count, source: source, profile: profile, sweep: sweep))
        }
        for entry in spec.pages {
            if case .custom(let requests)? = entry.spec.codes {
                for request in requests {
                    if let limit = CodeLimits.violation(request.symbology, payload: request.payload) {
                        throw EvaluationError.badCorpus(path, reason: "page '\(entry.id)': a \(request.symbology.rawValue) code cannot hold its payload; it takes \(limit)")
                    }
                }
            }
            if let px = entry.spec.modulePx, !CodeOptions.modulePxRange.contains(px) {
                throw EvaluationError.badCorpus(path, reason: "page '\(entry.id)': modulePx \(px) is outside \(CodeOptions.modulePxRange.lowerBound)...\(CodeOptions.modulePxRange.upperBound)")
            }
            if let sweep = entry.sweep {
                guard entry.count == nil else { throw EvaluationError.badCorpus(path, reason: "'\(entry.id)' has both count and sweep") }
                guard CorpusSpec.Sweep.parameters.contains(sweep.parameter) else {
                    throw EvaluationError.badCorpus(path, reason: "'\(entry.id)' sweeps '\(sweep.parameter)'; choose from \(CorpusSpec.Sweep.parameters.joined(separator: ", "))")
                }
                for value in sweep.values {
                    let swept = try setting(sweep.parameter, to: value, in: entry.spec, corpus: path)
                    try add("\(entry.id)-\(format(value))", .generated(swept),
                            sweep: SweepPoint(family: entry.id, parameter: sweep.parameter, value: value))
                }
            } else if let count = entry.count {
                guard (1...CorpusSpec.maximumCount).contains(count) else { throw EvaluationError.badCorpus(path, reason: "'\(entry.id)' has count \(count); give 1 to \(CorpusSpec.maximumCount)") }
                for offset in 0..<count {
                    var spec = entry.spec
                    spec.seed = entry.spec.seed &+ UInt64(offset)
                    try add("\(entry.id)-s\(spec.seed)", .generated(spec))
                }
            } else {
                try add(entry.id, .generated(entry.spec))
            }
        }
        for folderEntry in spec.folders {
            let base = folderEntry.path.hasPrefix("/") ? URL(fileURLWithPath: folderEntry.path)
                : folder.appendingPathComponent(folderEntry.path)
            let directory = base.standardizedFileURL.path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw EvaluationError.badCorpus(path, reason: "the folder \(directory) does not exist")
            }
            let names: [String]
            if let files = folderEntry.files {
                names = files
            } else {
                let listing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                names = listing.filter { imageExtensions.contains(fileExtension($0)) }.sorted()
            }
            guard !names.isEmpty else { throw EvaluationError.badCorpus(path, reason: "the folder \(directory) holds no .jpg, .png, .tif or .heic pages") }
            let prefix = folderEntry.id ?? base.standardizedFileURL.lastPathComponent
            let profile = try folderEntry.profile.map { name -> TextProfile in
                guard let profile = TextProfile(rawValue: name) else {
                    throw EvaluationError.badCorpus(path, reason: "unknown profile '\(name)'; use strict, standard or caseless")
                }
                return profile
            } ?? .standard
            for name in names {
                let file = directory + "/" + name
                guard FileManager.default.fileExists(atPath: file) else { throw EvaluationError.badCorpus(path, reason: "\(file) does not exist") }
                let page = PageSource.FilePage(path: file, layout: folderEntry.truthLayout ?? .scanlab, language: folderEntry.language,
                                               dateOrder: folderEntry.dateOrder, kind: folderEntry.kind,
                                               pageTextLevel: folderEntry.pageTextLevel)
                let ext = fileExtension(name)
                try add(prefix + "/" + (ext.isEmpty ? name : String(name.dropLast(ext.count + 1))), .file(page), profile: profile)
            }
        }
        guard !pages.isEmpty else { throw EvaluationError.badCorpus(path, reason: "it lists no pages") }
        return Corpus(name: spec.name, path: path, seed: spec.seed ?? 1, styles: spec.styles, readers: spec.readers, pages: pages)
    }

    /// The lower-cased text after a file name's last dot, when something precedes the dot: `..png` is a PNG
    /// (named `.`), `.png` alone is a hidden file with no extension.
    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// A spec with one numeric key changed, through its JSON form so any numeric key can be swept.
    static func setting(_ parameter: String, to value: Double, in spec: PageSpec, corpus: String) throws -> PageSpec {
        let data = try JSONCoding.encode(spec, pretty: false)
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw EvaluationError.badCorpus(corpus, reason: "cannot sweep \(parameter)")
        }
        object[parameter] = CorpusSpec.Sweep.integral.contains(parameter) ? Int(value.rounded()) as Any : value as Any
        do {
            return try JSONCoding.decode(PageSpec.self, from: JSONSerialization.data(withJSONObject: object))
        } catch {
            throw EvaluationError.badCorpus(corpus, reason: "cannot set \(parameter) to \(value): \(JSONCoding.describe(error))")
        }
    }

    /// `0.5` → `0.5`, `3.0` → `3`: short and stable page ids.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The pages of shard `index` of `count` (from 1): every `count`-th page in corpus order, so shards are
    /// deterministic, balanced across families, and together hold every page once.
    public func shard(_ index: Int, of count: Int) -> Corpus {
        var copy = self
        copy.pages = pages.filter { $0.index % count == index - 1 }
        return copy
    }

    /// A hash of everything that decides the pages: every spec, and the bytes of every real page and its truth files.
    public func contentHash() throws -> String {
        var hasher = SHA256()
        for page in pages {
            hasher.update(Array("\(page.id)\n\(page.profile.rawValue)\n".utf8))
            switch page.source {
            case .generated(let spec):
                hasher.update(Array(try JSONCoding.encode(spec, pretty: false)))
            case .file(let file):
                for candidate in [file.path] + TruthLookup.candidates(for: file) where FileManager.default.fileExists(atPath: candidate) {
                    hasher.update(Array(URL(fileURLWithPath: candidate).lastPathComponent.utf8))
                    // An unreadable file fails its page's cells, not the run: it enters the hash as unreadable.
                    hasher.update((try? JSONCoding.readFile(candidate)).map(Array.init) ?? Array("\u{0}unreadable".utf8))
                }
            }
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
