import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every child process group this process has started and not yet reaped: external readers and styles, each in a
/// group of its own. An interrupt kills them all, so no reader outlives a stopped run (they would not get the
/// terminal's signal, being in other groups).
public enum ProcessGroups {
    private static let registry = Registry()

    static func started(_ pid: pid_t) { registry.insert(pid) }

    static func ended(_ pid: pid_t) { registry.remove(pid) }

    /// The groups alive now.
    public static var live: [pid_t] { registry.all }

    /// Kills every registered group with SIGKILL. Safe to call from any thread, at any time, more than once.
    public static func killAll() {
        for pid in registry.all { kill(-pid, SIGKILL) }
    }

    private final class Registry: @unchecked Sendable {
        // Guards `pids`; every access takes it.
        private let lock = NSLock()
        private var pids = Set<pid_t>()
        func insert(_ pid: pid_t) { lock.lock(); pids.insert(pid); lock.unlock() }
        func remove(_ pid: pid_t) { lock.lock(); pids.remove(pid); lock.unlock() }
        var all: [pid_t] { lock.lock(); defer { lock.unlock() }; return Array(pids) }
    }
}
