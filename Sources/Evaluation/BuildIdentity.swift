import Foundation
import Processes
import Imaging
import Readers

/// The build's identity: the SHA-256 of the running executable. Generated pages and styled images are cached
/// under it, so a rebuilt tool never reuses an image an older build made (ARCHITECTURE.md).
public enum BuildIdentity {
    private static let memo = Memo()

    /// The identity of the running executable, hashed once per process; with a cache, remembered across
    /// processes by path, size and modification time, so a large binary is not hashed on every run.
    public static func current(cache: ResultCache? = nil) -> String {
        memo.value {
            let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            let attributes = try? FileManager.default.attributesOfItem(atPath: exe)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let statKey = ResultCache.key(["build-v1", exe, "\(size)", "\(modified)"])
            if let cache, let known = cache.data(.builds, statKey, "txt").map({ String(decoding: $0, as: UTF8.self) }), known.count == 64 {
                return known
            }
            let hash = (try? SHA256.hex(ofFileAt: exe)) ?? "unknown-\(statKey)"
            if let cache { cache.store(.builds, statKey, "txt", Data(hash.utf8)) }
            return hash
        }
    }

    /// Hashing the executable is done once per process; the lock is held while it runs so it runs once.
    private struct Memo: Sendable {
        private let stored = Locked<String?>(nil)
        func value(_ make: () -> String) -> String {
            stored.withLock { stored in
                if let stored { return stored }
                let made = make()
                stored = made
                return made
            }
        }
    }
}
