import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process in its own process group, whose pipes are drained together so neither can fill and block it.
///
/// Owns the pid and the parent's ends of the pipes: `deinit` kills the group if it still runs, reaps it and closes the pipes.
/// Used by one thread at a time.
package final class ChildProcess {
    /// How the child's standard input is connected.
    package enum Input {
        /// `/dev/null`.
        case none
        /// A stream the parent writes requests to (a socket, so a dead reader gives EPIPE instead of SIGPIPE).
        case stream
    }

    package enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)

        package var summary: String {
            switch self {
            case .exited(let code): return "exit status \(code)"
            case .signalled(let signal): return "killed by signal \(signal)"
            }
        }
    }

    package struct SpawnError: Error { package var reason: String }

    package let pid: pid_t
    private var inputFD: Int32
    private var outputFD: Int32
    private var errorFD: Int32
    private var termination: Termination?

    /// Everything read from standard output and not yet taken.
    package private(set) var output: [UInt8] = []
    /// True when standard output was more than `outputCap` bytes; the excess was read and dropped.
    package private(set) var outputOverflowed = false
    /// The first bytes of standard error, up to `errorCap`.
    package private(set) var errorHead: [UInt8] = []
    /// The last few kilobytes of standard error.
    package private(set) var errorTail: [UInt8] = []
    /// How many bytes standard error held in all.
    package private(set) var errorCount = 0

    package let outputCap: Int
    package let errorCap: Int

    package var outputOpen: Bool { outputFD >= 0 }
    package var errorOpen: Bool { errorFD >= 0 }

    /// Starts a program, found on PATH when its name has no slash.
    /// - Throws: `SpawnError` with the system's reason.
    package init(arguments: [String], environment: [String: String], input: Input,
         outputCap: Int = 64 << 20, errorCap: Int = 64 << 10) throws {
        guard let program = arguments.first else { throw SpawnError(reason: "empty command") }
        self.outputCap = outputCap
        self.errorCap = errorCap

        var childInput: Int32 = -1
        var parentInput: Int32 = -1
        switch input {
        case .none:
            childInput = open("/dev/null", O_RDONLY | O_CLOEXEC)
        case .stream:
            var pair: [Int32] = [-1, -1]
            #if os(Linux)
            let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            #else
            let type = SOCK_STREAM
            #endif
            guard socketpair(AF_UNIX, type, 0, &pair) == 0 else {
                throw SpawnError(reason: "socketpair: \(String(cString: strerror(errno)))")
            }
            parentInput = pair[0]; childInput = pair[1]
        }
        var out: [Int32] = [-1, -1], err: [Int32] = [-1, -1]
        guard childInput >= 0, makePipe(&out) == 0, makePipe(&err) == 0 else {
            let reason = String(cString: strerror(errno))
            for fd in [childInput, parentInput, out[0], out[1], err[0], err[1]] where fd >= 0 { close(fd) }
            throw SpawnError(reason: "pipe: \(reason)")
        }
        defer { close(childInput); close(out[1]); close(err[1]) }

        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer { posix_spawn_file_actions_destroy(&actions); posix_spawnattr_destroy(&attributes) }
        // dup2 clears close-on-exec on the target, so only these three reach the child.
        posix_spawn_file_actions_adddup2(&actions, childInput, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        #if os(Linux)
        // Descriptors other code opened without close-on-exec (test harnesses, libraries) stay out of the child too.
        // glibc 2.34+ has posix_spawn_file_actions_addclosefrom_np, declared only under _GNU_SOURCE: looked up at run time.
        if let symbol = closeFromSymbol {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }
        #endif
        // Its own process group, so a timeout can kill the child together with anything it started.
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults); sigaddset(&defaults, SIGPIPE)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv { free(p) }; for p in envp { free(p) } }
        var child: pid_t = 0
        var status: Int32 = 0
        let allowed = ProcessGroups.spawn {
            status = posix_spawnp(&child, program, &actions, &attributes, argv, envp)
            return status == 0 ? child : nil
        }
        guard allowed else {
            for fd in [parentInput, out[0], err[0]] where fd >= 0 { close(fd) }
            throw SpawnError(reason: "not started: the run is stopping")
        }
        guard status == 0 else {
            for fd in [parentInput, out[0], err[0]] where fd >= 0 { close(fd) }
            throw SpawnError(reason: "cannot start \(program): \(String(cString: strerror(status)))")
        }
        pid = child
        inputFD = parentInput
        outputFD = out[0]
        errorFD = err[0]
    }

    deinit {
        if termination == nil {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        ProcessGroups.ended(pid)
        for fd in [inputFD, outputFD, errorFD] where fd >= 0 { close(fd) }
    }

    /// Writes all bytes to the child's input.
    /// - Returns: false when the child no longer reads (it died or closed its input).
    package func write(_ bytes: [UInt8]) -> Bool {
        guard inputFD >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                #if os(Linux)
                return send(inputFD, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                #else
                return Darwin.write(inputFD, base + offset, bytes.count - offset)
                #endif
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }

    /// Closes the child's input, so a child reading it to the end sees the end.
    package func closeInput() {
        if inputFD >= 0 { close(inputFD); inputFD = -1 }
    }

    /// Waits until something arrives on standard output or error (or they close), and reads it.
    /// - Returns: false when the deadline passed first.
    package func pump(until deadline: UInt64) -> Bool {
        var fds: [pollfd] = []
        if outputFD >= 0 { fds.append(pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)) }
        if errorFD >= 0 { fds.append(pollfd(fd: errorFD, events: Int16(POLLIN), revents: 0)) }
        guard !fds.isEmpty else { return true }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { return false }
        let milliseconds = Int32(min((deadline - now + 999_999) / 1_000_000, UInt64(Int32.max)))
        let ready = poll(&fds, nfds_t(fds.count), milliseconds)
        if ready < 0 { return errno == EINTR }
        if ready == 0 { return DispatchTime.now().uptimeNanoseconds < deadline }
        for entry in fds where entry.revents != 0 {
            drain(entry.fd)
        }
        return true
    }

    /// Reads once from a readable pipe; closes it at end of file.
    private func drain(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = chunk.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            return read(fd, base, raw.count)
        }
        if n < 0 && (errno == EINTR || errno == EAGAIN) { return }
        if n <= 0 {
            close(fd)
            if fd == outputFD { outputFD = -1 } else if fd == errorFD { errorFD = -1 }
            return
        }
        let bytes = chunk[0..<n]
        if fd == outputFD {
            if output.count + n > outputCap { outputOverflowed = true } else { output.append(contentsOf: bytes) }
        } else {
            errorCount += n
            if errorHead.count < errorCap { errorHead.append(contentsOf: bytes.prefix(errorCap - errorHead.count)) }
            errorTail.append(contentsOf: bytes)
            if errorTail.count > 16_384 { errorTail.removeFirst(errorTail.count - 8_192) }
        }
    }

    /// Removes and returns the first complete line of output (without its newline), if there is one.
    package func takeLine() -> [UInt8]? {
        guard let newline = output.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = Array(output[..<newline])
        output.removeFirst(newline + 1)
        return line
    }

    /// Removes and returns all output read so far.
    package func takeOutput() -> [UInt8] {
        defer { output = [] }
        return output
    }

    /// Kills the child's whole process group.
    package func killGroup() {
        if termination == nil { kill(-pid, SIGKILL) }
    }

    /// Reaps the child, waiting until the deadline; nil if it still runs then.
    package func wait(until deadline: UInt64) -> Termination? {
        if let termination { return termination }
        while true {
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid {
                let t: Termination = (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
                termination = t
                // Reaped: its pid may be reused from now on, so an interrupt must no longer signal it.
                ProcessGroups.ended(pid)
                return t
            }
            if r < 0 && errno != EINTR { termination = .exited(-1); ProcessGroups.ended(pid); return termination }
            if DispatchTime.now().uptimeNanoseconds >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// Drains both pipes until they close, then reaps the child, all before `deadline`. At the deadline the group is
    /// killed (and reaped within 5 s more) and the answer is nil: the one "run to the end under a time limit" that
    /// reader commands and the HEIC decoder share.
    package func finish(by deadline: UInt64) -> Termination? {
        while outputOpen || errorOpen {
            guard pump(until: deadline) else { return stopAtDeadline() }
        }
        return wait(until: deadline) ?? stopAtDeadline()
    }

    private func stopAtDeadline() -> Termination? {
        killGroup()
        _ = wait(until: ChildProcess.deadline(after: 5))
        return nil
    }

    /// The child's status if it has ended, without waiting.
    package var hasEnded: Bool { wait(until: 0) != nil }

    /// The first non-empty line of standard error, decoded leniently, for a failure message.
    package var firstErrorLine: String? {
        String(decoding: errorHead, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
    }

    /// The last non-empty line of standard error (a Python traceback's last line names the exception).
    package var lastErrorLine: String? {
        String(decoding: errorTail, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.last { !$0.isEmpty }
    }
}

extension ChildProcess {
    /// The longest wait a deadline may stand for: a day, far past any declared timeout (at most an hour), and
    /// far below the 584 years at which nanoseconds overflow `UInt64`.
    package static let longestWait: Double = 86_400

    /// A deadline `seconds` from now, in `DispatchTime` nanoseconds. Any value is safe: NaN and negatives mean now,
    /// and a wait is cut to `longestWait`, so no declaration can trap the conversion.
    package static func deadline(after seconds: Double) -> UInt64 {
        let wait = seconds.isNaN ? 0 : min(max(0, seconds), longestWait)
        return DispatchTime.now().uptimeNanoseconds + UInt64(wait * 1e9)
    }

    /// The environment children get: this process's, with OMP_THREAD_LIMIT=1 so a Tesseract child never oversubscribes.
    package static func environment(base: [String: String] = ProcessInfo.processInfo.environment,
                            adding extra: [String: String] = [:]) -> [String: String] {
        var env = base
        env["OMP_THREAD_LIMIT"] = "1"
        for (k, v) in extra { env[k] = v }
        return env
    }
}

/// `pipe2(O_CLOEXEC)`: the pipe is close-on-exec from the start, so a child spawned by another thread never inherits it
/// (an inherited write end would hold our reader open past the real child's exit). Glibc declares `pipe2` only under
/// _GNU_SOURCE, which Swift's import does not set, so it is looked up at run time.
private func makePipe(_ fds: inout [Int32]) -> Int32 {
    #if os(Linux)
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    if let symbol = pipe2Symbol {
        let pipe2 = unsafeBitCast(symbol, to: Pipe2.self)
        return fds.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            return pipe2(base, O_CLOEXEC)
        }
    }
    #endif
    guard pipe(&fds) == 0 else { return -1 }
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    return 0
}

#if os(Linux)
// Looked up once; kept as addresses (plain integers, so Sendable) and turned back into pointers where called.
private let closeFromAddress = UInt(bitPattern: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"))
private let pipe2Address = UInt(bitPattern: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2"))
private var closeFromSymbol: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: closeFromAddress) }
private var pipe2Symbol: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: pipe2Address) }
#endif
