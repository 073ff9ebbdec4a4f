import Foundation
import Processes
import Imaging

/// Whether a run's cache still works. The first failed write (a full disk, a read-only folder) turns it off for the
/// rest of the run and prints one warning: a cache only saves time, so losing it must never fail a cell.
///
/// Shared by every worker thread through copies of one `ResultCache`; its state is guarded by a lock.
final class CacheHealth: Sendable {
    private let failed = Locked(false)

    var usable: Bool { !failed.current }

    /// Turns the cache off; the first call prints the warning.
    func fail(root: String, reason: String) {
        let first = failed.withLock { failed in
            defer { failed = true }
            return !failed
        }
        guard first else { return }
        let line = "scanlab: warning: the cache at \(root) cannot be written (\(reason)); continuing without it\n"
        FileHandle.standardError.write(Data(line.split(whereSeparator: \.isNewline).joined(separator: " ").utf8 + [UInt8(ascii: "\n")]))
    }
}
