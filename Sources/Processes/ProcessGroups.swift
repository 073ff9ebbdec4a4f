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

    private final class Registry: Sendable {
        private let state = Locked((pids: Set<pid_t>(), stopped: false))

        /// Spawning and registering happen under one lock, so a stop can never miss a child being born.
        func spawn(_ spawn: () -> pid_t?) -> Bool {
            state.withLock { state in
                guard !state.stopped else { return false }
                if let pid = spawn() { state.pids.insert(pid) }
                return true
            }
        }

        func remove(_ pid: pid_t) { state.withLock { _ = $0.pids.remove(pid) } }

        var all: [pid_t] { Array(state.current.pids) }

        func stop() -> [pid_t] {
            state.withLock { state in
                state.stopped = true
                return Array(state.pids)
            }
        }
    }
}
