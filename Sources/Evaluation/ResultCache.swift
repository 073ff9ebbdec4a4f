import Foundation
import Imaging
import Readers

/// Results that can be recomputed, kept in SCANLAB_CACHE (default `~/.cache/scanlab`) under content keys
/// (ARCHITECTURE.md, "Caching that cannot go stale"):
/// - `ocr`: readings, keyed by the SHA-256 of the exact image bytes read plus the reader's identity and language;
/// - `pages` and `styled`: generated pages and styled images, keyed by spec or style plus the build's identity;
/// - `thumbs`: report thumbnails, keyed by the hash of the image they show.
///
/// Every entry is written atomically, so concurrent workers and interrupted runs never see half an entry.
/// A hit touches the entry, so `clean --max-size` evicts the least recently used first.
public struct ResultCache: Sendable {
    public enum Kind: String, Sendable, CaseIterable { case pages, styled, ocr, thumbs, builds }

    public let root: String

    public init(root: String) { self.root = root }

    /// SCANLAB_CACHE, or `~/.cache/scanlab`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let path = environment["SCANLAB_CACHE"], !path.isEmpty { return path }
        return NSHomeDirectory() + "/.cache/scanlab"
    }

    /// A key from parts: the SHA-256 of their lines, so no part can run into the next.
    public static func key(_ parts: [String]) -> String {
        SHA256.hex(of: Array(parts.map { $0.replacingOccurrences(of: "\n", with: "\\n") }.joined(separator: "\n").utf8))
    }

    /// The file of an entry; it may not exist.
    public func path(_ kind: Kind, _ key: String, _ fileExtension: String) -> String {
        "\(root)/\(kind.rawValue)/\(key.prefix(2))/\(key).\(fileExtension)"
    }

    /// The entry's bytes, or nil on a miss.
    public func data(_ kind: Kind, _ key: String, _ fileExtension: String) -> Data? {
        let file = path(kind, key, fileExtension)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        touch(file)
        return data
    }

    /// The entry's path when it exists (touched), for readers that take a file.
    public func existingPath(_ kind: Kind, _ key: String, _ fileExtension: String) -> String? {
        let file = path(kind, key, fileExtension)
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        touch(file)
        return file
    }

    public func store(_ kind: Kind, _ key: String, _ fileExtension: String, _ data: Data) throws {
        try AtomicFile.write(data, to: path(kind, key, fileExtension))
    }

    public func storeJSON<T: Encodable>(_ kind: Kind, _ key: String, _ value: T) throws {
        try store(kind, key, "json", JSONCoding.encode(value, pretty: false))
    }

    public func json<T: Decodable>(_ type: T.Type, _ kind: Kind, _ key: String) -> T? {
        guard let data = data(kind, key, "json") else { return nil }
        return try? JSONCoding.decode(type, from: data)
    }

    private func touch(_ file: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file)
    }

    // MARK: stats and cleaning

    /// The entries and bytes of one kind of result.
    public struct Usage: Sendable, Codable, Equatable {
        public var entries: Int
        public var bytes: Int64
        public init(entries: Int, bytes: Int64) { self.entries = entries; self.bytes = bytes }
    }

    struct Entry { var path: String; var bytes: Int64; var modified: Date }

    func entries() -> [(Kind, Entry)] {
        let fm = FileManager.default
        var result: [(Kind, Entry)] = []
        for kind in Kind.allCases {
            let base = "\(root)/\(kind.rawValue)"
            guard let walker = fm.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                let file = base + "/" + relative
                guard let attributes = try? fm.attributesOfItem(atPath: file),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
                let modified = attributes[.modificationDate] as? Date ?? .distantPast
                result.append((kind, Entry(path: file, bytes: size, modified: modified)))
            }
        }
        return result
    }

    /// Entries and bytes per kind.
    public func usage() -> [String: Usage] {
        var usage: [String: Usage] = [:]
        for kind in Kind.allCases { usage[kind.rawValue] = Usage(entries: 0, bytes: 0) }
        for (kind, entry) in entries() {
            usage[kind.rawValue, default: Usage(entries: 0, bytes: 0)].entries += 1
            usage[kind.rawValue, default: Usage(entries: 0, bytes: 0)].bytes += entry.bytes
        }
        return usage
    }

    /// Empties the cache, or with `maxBytes` evicts the least recently used entries until it is under that size.
    /// - Returns: the entries and bytes removed.
    @discardableResult
    public func clean(maxBytes: Int64? = nil) throws -> Usage {
        let fm = FileManager.default
        guard let maxBytes else {
            let before = usage().values.reduce(Usage(entries: 0, bytes: 0)) { Usage(entries: $0.entries + $1.entries, bytes: $0.bytes + $1.bytes) }
            for kind in Kind.allCases where fm.fileExists(atPath: "\(root)/\(kind.rawValue)") {
                do { try fm.removeItem(atPath: "\(root)/\(kind.rawValue)") } catch {
                    throw EvaluationError.writeFailed("\(root)/\(kind.rawValue)", reason: "cannot remove: \(error.localizedDescription)")
                }
            }
            return before
        }
        var all = entries().map(\.1)
        var total = all.reduce(Int64(0)) { $0 + $1.bytes }
        all.sort { $0.modified < $1.modified }
        var removed = Usage(entries: 0, bytes: 0)
        for entry in all where total > maxBytes {
            guard (try? fm.removeItem(atPath: entry.path)) != nil else { continue }
            total -= entry.bytes
            removed.entries += 1
            removed.bytes += entry.bytes
        }
        return removed
    }
}
