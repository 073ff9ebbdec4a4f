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

    /// Runs `spawn` (which starts one child in a group of its own and returns its pid, or nil when it failed) and
    /// registers the child, both under the registry's lock, so a stop signal can never fall between a child's start
    /// and its registration. After `stopAll()` nothing is spawned and this returns false.
    static func spawn(_ spawn: () -> pid_t?) -> Bool { registry.spawn(spawn) }

    static func ended(_ pid: pid_t) { registry.remove(pid) }

    /// The groups alive now.
    public static var live: [pid_t] { registry.all }

    /// Kills every registered group with SIGKILL and refuses any later spawn. Safe from any thread, more than once.
    public static func stopAll() {
        for pid in registry.stop() { kill(-pid, SIGKILL) }
    }

    private final class Registry: @unchecked Sendable {
        // Guards `pids` and `stopped`; every access takes it.
        private let lock = NSLock()
        private var pids = Set<pid_t>()
        private var stopped = false

        func spawn(_ spawn: () -> pid_t?) -> Bool {
            lock.lock(); defer { lock.unlock() }
            guard !stopped else { return false }
            if let pid = spawn() { pids.insert(pid) }
            return true
        }

        func remove(_ pid: pid_t) { lock.lock(); pids.remove(pid); lock.unlock() }

        var all: [pid_t] { lock.lock(); defer { lock.unlock() }; return Array(pids) }

        func stop() -> [pid_t] {
            lock.lock(); defer { lock.unlock() }
            stopped = true
            return Array(pids)
        }
    }
}
