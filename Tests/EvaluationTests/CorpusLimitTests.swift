import Foundation
import Testing
import Documents
import Imaging
@testable import Evaluation
import TestSupport

/// Corpus files that once trapped, hung or were blamed on a flag: each is now one exit-2 error listing every problem.
@Suite("Corpus limits")
struct CorpusLimitTests {
    static func problems(_ json: String) throws -> [InputProblem] {
        let path = try CorpusTests.write(json, in: TestPaths.temporaryFolder("corpus"))
        do {
            _ = try Corpus.load(path)
            return []
        } catch let error as InputFileError {
            #expect(error.file == path)
            return error.problems
        }
    }

    static let page = #""document": "receipt", "language": "en", "seed": 1, "difficulty": "flat""#

    @Test("count has an upper bound")
    func count() throws {
        let found = try Self.problems(#"{"name": "x", "pages": [{"id": "a", "count": 1000000000, "# + Self.page + "}]}")
        #expect(found.map(\.description) == ["pages[0].count: 1000000000 is not allowed; expected a whole number from 1 to 10,000"])
    }

    @Test("a sweep value outside the swept option's range is refused", arguments: [
        ("jpegQuality", "1e300"), ("jpegQuality", "0"), ("blur", "-1"), ("pageScale", "2"),
    ])
    func sweep(_ parameter: String, _ value: String) throws {
        let found = try Self.problems(#"{"name": "x", "pages": [{"id": "a", "# + Self.page + #", "sweep": {"parameter": ""# + parameter + #"", "values": [1, "# + value + "]}}]}")
        #expect(found.map(\.path) == ["pages[0].sweep.values[1]"])
    }

    @Test("every problem in the file is listed, with the closest valid key")
    func everyProblem() throws {
        let found = try Self.problems(#"{"name": "x", "stlyes": ["ink"], "pages": [{"id": "a", "blurr": 2, "difficulty": "brutal", "document": "receipt", "language": "en", "seed": 1}, {"id": "b", "document": "receipt", "language": "en", "seed": 2, "difficulty": "flat", "jpegQuality": 500}]}"#)
        #expect(found.count == 4)
        #expect(found.first { $0.path == "stlyes" }?.suggestion == "styles")
        #expect(found.first { $0.path == "pages[0].blurr" }?.suggestion == "blur")
        #expect(found.first { $0.path == "pages[0].difficulty" }?.value == "\"brutal\"")
        #expect(found.contains { $0.path == "pages[1].jpegQuality" })
    }

    @Test("an unknown style in a corpus is a bad file, not a bad flag")
    func unknownStyle() throws {
        let found = try Self.problems(#"{"name": "x", "styles": ["inc"], "pages": [{"id": "a", "# + Self.page + "}]}")
        #expect(found.map(\.path) == ["styles[0]"])
        #expect(found.first?.suggestion == "ink")
    }

    @Test("many pages expand, each id checked once; past the total limit the corpus is refused")
    func manyPages() throws {
        let entries = (0..<10).map { #"{"id": "f\#($0)", "count": 10000, "# + Self.page + "}" }.joined(separator: ",")
        let folder = TestPaths.temporaryFolder("corpus")
        let corpus = try Corpus.load(CorpusTests.write(#"{"name": "x", "pages": ["# + entries + "]}", in: folder))
        #expect(corpus.pages.count == 100_000)
        #expect(Set(corpus.pages.map(\.id)).count == 100_000)
        let more = entries + #", {"id": "extra", "# + Self.page + "}"
        #expect(throws: EvaluationError.self) { try Corpus.load(CorpusTests.write(#"{"name": "x", "pages": ["# + more + "]}", in: folder)) }
    }

    @Test("a page file named ..png is a page, not skipped")
    func dotDotPNG() throws {
        let folder = TestPaths.temporaryFolder("corpus")
        let real = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        for name in ["..png", "a.jpg", ".png"] { try Data([1]).write(to: real.appendingPathComponent(name)) }
        let corpus = try Corpus.load(CorpusTests.write(#"{"name": "r", "folders": [{"path": "pages"}]}"#, in: folder))
        #expect(corpus.pages.map(\.id) == ["pages/.", "pages/a"])
    }
}
