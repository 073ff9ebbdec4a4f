import Foundation
import Processes
import Imaging

/// SHA-256 of model files, computed once per file and process: models are large and never change under a run.
enum ModelFingerprints {
    private static let cache = Locked([String: String]())

    /// The hex SHA-256 of a file, or nil when it cannot be read.
    static func hash(ofFileAt path: String) -> String? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let key = "\(path)|\(size)|\(modified)"
        if let known = cache.withLock({ $0[key] }) { return known }
        guard let digest = try? SHA256.hex(ofFileAt: path) else { return nil }
        cache.withLock { $0[key] = digest }
        return digest
    }

    /// One hash for several files: the hash of their hashes in order, or nil when any is unreadable.
    static func hash(ofFilesAt paths: [String]) -> String? {
        if paths.count == 1 { return hash(ofFileAt: paths[0]) }
        var parts: [String] = []
        for p in paths {
            guard let h = hash(ofFileAt: p) else { return nil }
            parts.append(h)
        }
        return SHA256.hex(of: Array(parts.joined(separator: "\n").utf8))
    }
}
