import Foundation

/// Temporary files a killed run left behind: `.X.tmp-PID-N` beside an output (`AtomicFile`), and
/// `scanlab-work-PID-…` folders in the system's temporary folder. Removed at the start of a run, but only those
/// whose process is gone, so a run going on beside this one keeps its own.
public enum StaleFiles {
    /// Removes abandoned temporary files under `folder` (recursively) and abandoned work folders.
    /// - Returns: how many were removed.
    @discardableResult
    public static func remove(under folders: [String]) -> Int {
        var removed = 0
        let fm = FileManager.default
        for folder in folders {
            guard let walker = fm.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                guard let pid = temporaryOwner(name), !isAlive(pid) else { continue }
                if (try? fm.removeItem(atPath: folder + "/" + relative)) != nil { removed += 1 }
            }
        }
        let temporary = NSTemporaryDirectory()
        for name in (try? fm.contentsOfDirectory(atPath: temporary)) ?? [] {
            guard let pid = workFolderOwner(name), !isAlive(pid) else { continue }
            if (try? fm.removeItem(atPath: (temporary as NSString).appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }

    /// The pid in `.X.tmp-PID-N`, or nil when the name is not one of ours.
    static func temporaryOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-")
        guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil else { return nil }
        return pid
    }

    /// The pid in `scanlab-work-PID-…`.
    static func workFolderOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("scanlab-work-") else { return nil }
        return name.dropFirst("scanlab-work-".count).split(separator: "-").first.flatMap { Int32($0) }
    }

    /// Whether a process with this pid exists (it may be another program that reused the number: then the file is
    /// kept, which is the safe side).
    static func isAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        if pid == getpid() { return true }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
