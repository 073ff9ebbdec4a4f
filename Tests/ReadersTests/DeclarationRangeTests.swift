import Foundation
import Processes
import Testing
import Documents
@testable import Readers
import TestSupport

@Suite("Reader declarations: ranges")
struct DeclarationRangeTests {
    static func load(_ json: String) throws -> ReaderCatalog {
        let file = TestPaths.temporaryFolder("decl").appendingPathComponent("readers.json")
        try Data(json.utf8).write(to: file)
        return try ReaderCatalog(contentsOf: file.path)
    }

    @Test("timeouts outside 0.001 to 3,600 s are refused with the key path", arguments: ["1e308", "-5", "0", "1e400"])
    func timeout(_ value: String) throws {
        let json = #"{"readers": [{"id": "x", "kind": "command", "engine": "X", "command": ["cat", "{image}"], "timeout": "# + value + "}]}"
        do {
            _ = try Self.load(json)
            Issue.record("accepted timeout \(value)")
        } catch let error as InputFileError {
            #expect(error.problems.map(\.path) == ["readers[0].timeout"])
            #expect(error.message.contains("expected a number from 0.001 to 3,600"))
        }
    }

    @Test("an unknown key names the closest valid one")
    func unknownKey() throws {
        #expect(throws: InputFileError.self) {
            try Self.load(#"{"readers": [{"id": "x", "kind": "command", "engine": "X", "command": ["cat", "{image}"], "timout": 5}]}"#)
        }
        do {
            _ = try Self.load(#"{"readers": [{"id": "x", "kind": "command", "engine": "X", "command": ["cat", "{image}"], "timout": 5}]}"#)
        } catch let error as InputFileError {
            #expect(error.problems.first?.suggestion == "timeout")
        }
    }

    @Test("a deadline from any number is safe: huge, negative and NaN waits never trap")
    func deadlines() {
        let now = DispatchTime.now().uptimeNanoseconds
        for seconds in [1e308, .infinity, -5, .nan, -.infinity] {
            let deadline = ChildProcess.deadline(after: seconds)
            #expect(deadline >= now && deadline <= DispatchTime.now().uptimeNanoseconds + UInt64(ChildProcess.longestWait * 1e9))
        }
    }

    @Test("declarations made in code are held to the same range")
    func inCode() {
        var declaration = ReaderDeclaration(id: "x", kind: .command, engine: "X")
        declaration.command = ["cat", "{image}"]
        declaration.timeout = 1e308
        #expect(throws: ReaderError.self) { try ReaderCatalog(declarations: [declaration], source: "test") }
    }
}
