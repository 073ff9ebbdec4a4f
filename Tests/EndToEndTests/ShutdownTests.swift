import Foundation
import Testing
import TestSupport

/// SIGINT and SIGTERM stop a run cleanly: the reader's process group is killed, nothing partial is written, the
/// exit status is 130 or 143, and stale temporaries are removed by the next run.
@Suite("Clean shutdown", .serialized)
struct ShutdownTests {
    /// True while a process with this pid exists and is not a zombie.
    static func running(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return kill(pid, 0) == 0 }
        // The state follows the command name's closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
        return state != "Z" && state != "X"
    }

    @Test("a stop signal kills the reader's group and writes no report", arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func stop(_ signal: Int32, _ expected: Int32) throws {
        let folder = TestPaths.temporaryFolder("shutdown")
        let pidFile = folder.appendingPathComponent("reader.pid").path
        // A reader that records its pid, then hangs far past the test (its timeout is the default 60 s).
        let readers = #"{"readers": [{"id": "slow", "kind": "command", "engine": "Slow", "command": ["sh", "-c", "echo $$ > \#(pidFile); sleep 120; cat '{image}'"]}]}"#
        try Data(readers.utf8).write(to: folder.appendingPathComponent("readers.json"))
        try Data(#"{"name": "s", "pages": [{"id": "p", "document": "receipt", "language": "en", "seed": 1, "difficulty": "flat", "dpi": 100}]}"#.utf8)
            .write(to: folder.appendingPathComponent("corpus.json"))
        let out = folder.appendingPathComponent("out")
        // A stale temporary from an earlier killed run (a pid no system gives out).
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let stale = out.appendingPathComponent(".report.json.tmp-99999999-1")
        try Data([1]).write(to: stale)

        let process = Process()
        process.executableURL = TestPaths.scanlab
        process.arguments = ["run", folder.appendingPathComponent("corpus.json").path, "--styles", "original", "--readers", "slow",
                             "--no-cache", "--jobs", "1", "--out", out.path]
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        environment["SCANLAB_READERS"] = folder.appendingPathComponent("readers.json").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()

        var readerPID: Int32?
        for _ in 0..<600 where readerPID == nil {
            usleep(50_000)
            readerPID = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let reader = try #require(readerPID, "the reader never started")
        #expect(!FileManager.default.fileExists(atPath: stale.path), "the stale temporary was removed at start")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == expected, "\(message)")
        var gone = false
        for _ in 0..<100 where !gone { gone = !Self.running(reader); if !gone { usleep(20_000) } }
        #expect(gone, "the reader \(reader) outlived the run")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.json").path))
        let left = (FileManager.default.subpaths(atPath: out.path) ?? []).filter { $0.contains(".tmp-") || $0.contains("+") }
        #expect(left.isEmpty, "\(left)")
        #expect(message.contains("stopped by"))
    }
}

@Suite("The bad-input probe")
struct ProbeScriptTests {
    @Test("every kind of bad input in Scripts/probe-bad-inputs.sh exits 2 or 64 with one line and leaves nothing")
    func probe() throws {
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/probe-bad-inputs.sh")
        let result = try runCommand(URL(fileURLWithPath: "/bin/bash"), [script.path, TestPaths.scanlab.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let summary = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let kinds = summary.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        #expect(kinds >= 60, "\(summary)")
        #expect(summary.hasSuffix(", 0 failed"), "\(result.stdout)")
    }
}
