import Foundation
import Processes
import Readers

/// Clean shutdown on SIGINT and SIGTERM (CLI.md, exit codes 130 and 143): no new cell starts, every reader and
/// style process group is killed, nothing partial is written, and the process exits 128 + the signal's number.
///
/// Output files are written whole or not at all (`AtomicFile`), finished cells are kept, and a cell cut short is
/// never recorded (workers ask `isStopping` before they save one), so the same command resumes. A section that
/// writes several files which belong together (a report's files) holds the exit until it ends.
public enum Shutdown {
    private static let state = State()

    /// Installs the handlers; later calls do nothing.
    public static func install() { state.install() }

    /// True once a stop signal arrived: workers take no new page and save no cell.
    public static var isStopping: Bool { state.stopping }

    /// Runs `work` with exit held off until it returns, so files written together are all new or all old.
    public static func holding<T>(_ work: () throws -> T) rethrows -> T {
        state.enter()
        defer { state.leave() }
        return try work()
    }

    /// The exit status for a signal: 128 + its number (130 for SIGINT, 143 for SIGTERM).
    public static func status(for signal: Int32) -> Int32 { 128 + signal }

    private final class State: @unchecked Sendable {
        // Guards every field below.
        private let lock = NSLock()
        private var installed = false
        private var stoppingNow = false
        private var held = 0
        private var pendingSignal: Int32?
        private var sources: [DispatchSourceSignal] = []

        var stopping: Bool { lock.lock(); defer { lock.unlock() }; return stoppingNow }

        func install() {
            lock.lock(); defer { lock.unlock() }
            guard !installed else { return }
            installed = true
            for number in [SIGINT, SIGTERM] {
                // Ignored as a plain signal, delivered instead on a dispatch queue, where taking a lock is allowed.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: DispatchQueue.global(qos: .userInitiated))
                source.setEventHandler { [weak self] in self?.received(number) }
                source.resume()
                sources.append(source)
            }
        }

        func received(_ number: Int32) {
            lock.lock()
            stoppingNow = true
            let mayExit = held == 0
            if !mayExit, pendingSignal == nil { pendingSignal = number }
            lock.unlock()
            // Readers and styles die now, whatever is held: their results would not be kept anyway.
            ProcessGroups.stopAll()
            if mayExit { finish(number) }
        }

        func enter() { lock.lock(); held += 1; lock.unlock() }

        func leave() {
            lock.lock()
            held -= 1
            let signal = held == 0 ? pendingSignal : nil
            lock.unlock()
            if let signal { finish(signal) }
        }

        private func finish(_ number: Int32) -> Never {
            ProcessGroups.stopAll()
            let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
            FileHandle.standardError.write(Data("scanlab: stopped by \(name); finished cells are kept, run the same command to resume\n".utf8))
            _exit(Shutdown.status(for: number))
        }
    }
}
