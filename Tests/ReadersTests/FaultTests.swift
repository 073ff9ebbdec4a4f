import Foundation
import Processes
import Testing
import Documents
@testable import Readers
import TestSupport

/// Small fake readers in Fixtures/ that misbehave; each gives a thrown ReaderError for that page, and the next page still reads.
@Suite("External reader faults")
struct FaultTests {
    static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/ReadersTests/Fixtures").path
    static let paths = ReaderPaths(home: NSTemporaryDirectory(), scripts: nil, shippedDeclarations: nil)

    static func command(_ id: String, _ arguments: [String], output: ReaderDeclaration.OutputFormat = .text,
                        timeout: Double = 10, environment: [String: String]? = nil) -> ReaderDeclaration {
        var d = ReaderDeclaration(id: id, kind: .command, engine: "fake")
        d.command = arguments
        d.output = output
        d.timeout = timeout
        d.environment = environment
        return d
    }

    static func worker(_ id: String, _ script: String, timeout: Double = 10) -> ReaderDeclaration {
        var d = ReaderDeclaration(id: id, kind: .worker, engine: "fake worker")
        d.command = [fixtures + "/" + script]
        d.timeout = timeout
        d.startTimeout = 10
        d.languages = ["en": "eng"]
        return d
    }

    static func catalog(_ declarations: [ReaderDeclaration]) throws -> ReaderCatalog {
        try ReaderCatalog(declarations: declarations, source: "fault-tests", paths: paths)
    }

    /// Any existing file: the fakes do not look at it.
    static let page = fixtures + "/exit1.sh"

    @Test func hangingReaderIsKilledWithItsProcessGroup() throws {
        let pidFile = TestPaths.temporaryFolder("sleeper").appendingPathComponent("pid").path
        let catalog = try Self.catalog([Self.command("sleeper", [Self.fixtures + "/sleeper.sh", "{image}"], timeout: 1,
                                                     environment: ["PIDFILE": pidFile])])
        let reader = try catalog.makeReader("sleeper")
        let start = Date()
        #expect(throws: ReaderError.timeout("sleeper", seconds: 1, file: Self.page)) { try reader.read(imageAt: Self.page, language: .en) }
        #expect(Date().timeIntervalSince(start) < 8)
        let grandchild = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // The grandchild `sleep 60` was in the killed group: it is gone (or a zombie awaiting its reaper) within a moment.
        var alive = true
        for _ in 0..<100 where alive {
            let state = (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8)) ?? ""
            alive = !state.isEmpty && !state.contains(") Z ")
            if alive { usleep(20_000) }
        }
        #expect(!alive, "the reader's child survived the timeout")
    }

    @Test func nonZeroExitGivesFailureWithFirstStderrLine() throws {
        let reader = try Self.catalog([Self.command("exit1", [Self.fixtures + "/exit1.sh", "{image}"])]).makeReader("exit1")
        #expect(throws: ReaderError.crashed("exit1", reason: "exit status 1: fake-ocr: the model exploded")) {
            try reader.read(imageAt: Self.page, language: .en)
        }
    }

    @Test func invalidUTF8IsAFailure() throws {
        let reader = try Self.catalog([Self.command("latin1", [Self.fixtures + "/bad_utf8.sh", "{image}"])]).makeReader("latin1")
        #expect(throws: ReaderError.badOutput("latin1", reason: "output is not valid UTF-8")) {
            try reader.read(imageAt: Self.page, language: .en)
        }
    }

    @Test func stderrFloodIsDrainedAndCapped() throws {
        let catalog = try Self.catalog([
            Self.command("flood", [Self.fixtures + "/flood.sh", "0", "{image}"]),
            Self.command("flood-fail", [Self.fixtures + "/flood.sh", "3", "{image}"]),
        ])
        let start = Date()
        let reading = try catalog.makeReader("flood").read(imageAt: Self.page, language: .en)
        #expect(reading.text == "TOTAL 12.30\nTHANK YOU")
        #expect(throws: ReaderError.crashed("flood-fail", reason: "exit status 3: flood: starting")) {
            try catalog.makeReader("flood-fail").read(imageAt: Self.page, language: .en)
        }
        #expect(Date().timeIntervalSince(start) < 9, "a flooded stderr must not stall the reader until its timeout")

        let child = try ChildProcess(arguments: [Self.fixtures + "/flood.sh", "0"], environment: ChildProcess.environment(), input: .none)
        let deadline = ChildProcess.deadline(after: 10)
        while child.outputOpen || child.errorOpen { #expect(child.pump(until: deadline)) }
        #expect(child.errorCount > 8_000_000)
        #expect(child.errorHead.count == child.errorCap)
        #expect(child.errorTail.count <= 16_384)
    }

    @Test func workerThatDiesIsRestartedForTheNextPage() throws {
        let catalog = try Self.catalog([Self.worker("dying", "dying_worker.sh")])
        let reader = try #require(try catalog.makeReader("dying") as? WorkerReader)
        #expect(try reader.read(imageAt: Self.page, language: .en).text == "FIRST ANSWER")
        #expect(throws: ReaderError.crashed("dying", reason: "worker ended (exit status 7): dying_worker: giving up after one answer")) {
            try reader.read(imageAt: Self.page, language: .en)
        }
        #expect(try reader.read(imageAt: Self.page, language: .en).text == "FIRST ANSWER")
        #expect(reader.starts == 2)
    }

    @Test func hangingWorkerTimesOutAndRestarts() throws {
        let reader = try #require(try Self.catalog([Self.worker("hang", "hanging_worker.sh", timeout: 1)]).makeReader("hang") as? WorkerReader)
        for _ in 0..<2 {
            #expect(throws: ReaderError.timeout("hang", seconds: 1, file: Self.page)) { try reader.read(imageAt: Self.page, language: .en) }
        }
        #expect(reader.starts == 2)
    }

    @Test func garbageAnswerIsBadOutput() throws {
        let reader = try Self.catalog([Self.worker("garbage", "garbage_worker.sh")]).makeReader("garbage")
        #expect(throws: ReaderError.badOutput("garbage", reason: "the answer is not a JSON object: this is not json")) {
            try reader.read(imageAt: Self.page, language: .en)
        }
    }

    @Test func unsupportedLanguageIsASkip() throws {
        let reader = try Self.catalog([Self.worker("dying", "dying_worker.sh")]).makeReader("dying")
        do {
            _ = try reader.read(imageAt: Self.page, language: .vi)
            Issue.record("expected a skip")
        } catch let error as ReaderError {
            #expect(error == .languageUnsupported("dying", language: "vi"))
            #expect(error.isSkip)
        }
    }

    /// A run over every fake: each bad reader gives a recorded failure, and the run finishes with the good reader's pages read.
    @Test func runGoesOnPastEveryFault() throws {
        let declarations = [
            Self.command("sleeper", [Self.fixtures + "/sleeper.sh", "{image}"], timeout: 1),
            Self.command("exit1", [Self.fixtures + "/exit1.sh", "{image}"]),
            Self.command("latin1", [Self.fixtures + "/bad_utf8.sh", "{image}"]),
            Self.command("flood-fail", [Self.fixtures + "/flood.sh", "3", "{image}"]),
            Self.worker("dying", "dying_worker.sh"),
            Self.command("boxes", [Self.fixtures + "/boxes.sh", "{image}"], output: .jsonl),
        ]
        let catalog = try Self.catalog(declarations)
        var outcomes: [String: [String]] = [:]
        for id in catalog.ids {
            let reader = try catalog.makeReader(id)
            for _ in 0..<2 {
                do {
                    _ = try reader.read(imageAt: Self.page, language: .en)
                    outcomes[id, default: []].append("ok")
                } catch let error as ReaderError {
                    outcomes[id, default: []].append(error.isSkip ? "skipped" : "failed")
                }
            }
        }
        #expect(outcomes == [
            "sleeper": ["failed", "failed"], "exit1": ["failed", "failed"], "latin1": ["failed", "failed"],
            "flood-fail": ["failed", "failed"], "dying": ["ok", "failed"], "boxes": ["ok", "ok"],
        ])
    }
}
