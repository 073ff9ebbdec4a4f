import Foundation
import Processes
import Testing
@testable import Readers

@Suite("Child processes")
struct ChildProcessTests {
    /// A reader's child must not inherit another reader's pipes: an inherited write end keeps that reader waiting
    /// for end of file after its own child has exited.
    @Test func childrenInheritOnlyTheirStandardStreams() throws {
        let other = try ChildProcess(arguments: ["sleep", "5"], environment: ChildProcess.environment(), input: .stream)
        defer { other.killGroup() }
        let child = try ChildProcess(arguments: ["/bin/sh", "-c", "ls /proc/$$/fd"], environment: ChildProcess.environment(), input: .none)
        let deadline = ChildProcess.deadline(after: 10)
        while child.outputOpen || child.errorOpen { #expect(child.pump(until: deadline)) }
        #expect(child.wait(until: deadline) == .exited(0))
        let fds = String(decoding: child.takeOutput(), as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { Int($0) }
        // 0, 1, 2, and at most the shell's own script descriptor above 9.
        #expect(fds.filter { $0 > 2 && $0 < 10 }.isEmpty, "inherited descriptors: \(fds)")
    }

    @Test func missingProgramIsASpawnError() {
        #expect(throws: ChildProcess.SpawnError.self) {
            _ = try ChildProcess(arguments: ["scanlab-no-such-program"], environment: [:], input: .none)
        }
    }

    @Test func childrenGetOneOpenMPThread() throws {
        var parent = ProcessInfo.processInfo.environment
        parent["OMP_THREAD_LIMIT"] = "4"
        let child = try ChildProcess(arguments: ["/bin/sh", "-c", "echo $OMP_THREAD_LIMIT $EXTRA"],
                                     environment: ChildProcess.environment(base: parent, adding: ["EXTRA": "x"]), input: .none)
        let deadline = ChildProcess.deadline(after: 10)
        while child.outputOpen || child.errorOpen { _ = child.pump(until: deadline) }
        #expect(String(decoding: child.takeOutput(), as: UTF8.self) == "1 x\n")
    }
}
