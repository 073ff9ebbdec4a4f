import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Imaging
import Readers

/// Results that can be recomputed, kept in SCANLAB_CACHE (default `~/.cache/scanlab`) under content keys
/// (ARCHITECTURE.md, "Caching that cannot go stale"):
/// - `ocr`: readings, keyed by the SHA-256 of the exact image bytes read plus the reader's identity and language;
/// - `pages` and `styled`: generated pages and styled images, keyed by spec or style plus the build's identity;
/// - `thumbs`: report thumbnails, keyed by the hash of the image they show.
///
/// Every entry is written atomically, so concurrent workers and interrupted runs never see half an entry, and every
/// entry is verified when read: values carry a seal (the SHA-256 of their bytes), and files handed to readers by path
/// are checked against the hash their sealed metadata records. An entry that fails is deleted, counted in
/// `discarded.log` (`cache stats`) and recomputed, never used. A cache that cannot be written is turned off for the
/// run with one warning. A hit touches the entry, so `clean --max-size` evicts the least recently used first.
public struct ResultCache: Sendable {
    public enum Kind: String, Sendable, CaseIterable { case pages, styled, ocr, thumbs, builds }

    public let root: String
    /// Whether writes still work, shared by every copy of this cache in the run: the first failed write turns
    /// the cache off for the rest of the run, with one warning, and the run goes on without it.
    let health: CacheHealth

    public init(root: String) {
        self.root = root
        health = CacheHealth()
    }

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

    /// False once a write has failed in this run: the cache is then neither read nor written.
    public var isUsable: Bool { health.usable }

    // MARK: sealed entries (read back by value)

    /// Sealed entries start with this tag and the SHA-256 of the rest, so a changed or truncated entry is caught on read.
    static let sealTag = Array("scanlab-cache-v1 ".utf8)
    static let sealLength = sealTag.count + 64 + 1

    /// The entry's bytes when its seal matches them, or nil on a miss. A mismatched or truncated entry is deleted,
    /// counted in `cache stats`, and reported as a miss, so the caller recomputes it.
    public func data(_ kind: Kind, _ key: String, _ fileExtension: String) -> Data? {
        guard health.usable else { return nil }
        let file = path(kind, key, fileExtension)
        guard let stored = FileManager.default.contents(atPath: file) else { return nil }
        let bytes = [UInt8](stored)
        guard bytes.count >= Self.sealLength, bytes.starts(with: Self.sealTag), bytes[Self.sealLength - 1] == UInt8(ascii: "\n") else {
            discard(kind, file: file, reason: "no seal (truncated or not written by this version)")
            return nil
        }
        let recorded = String(decoding: bytes[Self.sealTag.count..<(Self.sealLength - 1)], as: UTF8.self)
        let payload = Array(bytes[Self.sealLength...])
        guard SHA256.hex(of: payload) == recorded else {
            discard(kind, file: file, reason: "content does not match its hash")
            return nil
        }
        touch(file)
        return Data(payload)
    }

    /// Writes a sealed entry. A failure turns the cache off for the run (one warning) instead of failing the caller.
    public func store(_ kind: Kind, _ key: String, _ fileExtension: String, _ data: Data) {
        let payload = [UInt8](data)
        write(Self.sealTag + Array(SHA256.hex(of: payload).utf8) + [UInt8(ascii: "\n")] + payload, to: path(kind, key, fileExtension))
    }

    public func storeJSON<T: Encodable>(_ kind: Kind, _ key: String, _ value: T) {
        guard let data = try? JSONCoding.encode(value, pretty: false) else { return }
        store(kind, key, "json", data)
    }

    public func json<T: Decodable>(_ type: T.Type, _ kind: Kind, _ key: String) -> T? {
        guard let data = data(kind, key, "json") else { return nil }
        guard let value = try? JSONCoding.decode(type, from: data) else {
            // The seal matched but the value is not this build's shape: an old layout, not damage.
            try? FileManager.default.removeItem(atPath: path(kind, key, "json"))
            return nil
        }
        return value
    }

    // MARK: raw entries (handed to readers by path)

    /// Writes an entry as raw bytes, for files a reader or style is handed by path. Its hash lives in the sealed
    /// metadata entry that points at it.
    /// - Returns: the entry's path, or nil when the cache could not be written (it is then off for the run).
    @discardableResult
    public func storeRaw(_ kind: Kind, _ key: String, _ fileExtension: String, _ bytes: [UInt8]) -> String? {
        let file = path(kind, key, fileExtension)
        return write(bytes, to: file) ? file : nil
    }

    /// A raw entry's path and bytes when its SHA-256 is `expected`. A changed or truncated file is deleted, counted,
    /// and reported as a miss.
    public func verifiedRaw(_ kind: Kind, _ key: String, _ fileExtension: String, sha256 expected: String) -> (path: String, bytes: [UInt8])? {
        guard health.usable else { return nil }
        let file = path(kind, key, fileExtension)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let bytes = [UInt8](data)
        guard SHA256.hex(of: bytes) == expected else {
            discard(kind, file: file, reason: "content does not match the hash its metadata records")
            return nil
        }
        touch(file)
        return (file, bytes)
    }

    /// Removes an entry that failed verification and appends a line to `discarded.log`, which `cache stats` counts.
    public func discard(_ kind: Kind, file: String, reason: String) {
        try? FileManager.default.removeItem(atPath: file)
        let line = "\(ISO8601DateFormatter().string(from: Date())) \(kind.rawValue) \(URL(fileURLWithPath: file).lastPathComponent) \(reason)\n"
        appendLine(line, to: root + "/" + Self.discardLog)
    }

    /// The log of entries that failed verification, one line each, under the cache root.
    public static let discardLog = "discarded.log"

    /// How many entries failed verification and were deleted since the cache was last emptied.
    public func discardedCount() -> Int {
        guard let data = FileManager.default.contents(atPath: root + "/" + Self.discardLog) else { return 0 }
        return data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    @discardableResult
    private func write(_ bytes: [UInt8], to file: String) -> Bool {
        guard health.usable else { return false }
        do {
            try AtomicFile.write(bytes, to: file)
            return true
        } catch {
            health.fail(root: root, reason: (error as? ScanLabError)?.message ?? "\(error)")
            return false
        }
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
            try? fm.removeItem(atPath: root + "/" + Self.discardLog)
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

/// Appends one short line with a single O_APPEND write, so lines from concurrent workers and processes stay whole.
private func appendLine(_ line: String, to path: String) {
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}
