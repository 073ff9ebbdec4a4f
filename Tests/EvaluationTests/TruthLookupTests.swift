import Foundation
import Testing
import Documents
import Imaging
@testable import Evaluation
import TestSupport

@Suite("Truth lookup for real pages")
struct TruthLookupTests {
    func folder(_ files: [String: String]) throws -> URL {
        let folder = TestPaths.temporaryFolder("truth")
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return folder
    }

    @Test("X.txt with X.fields.json and X.corners.json")
    func transcriptWithFields() throws {
        let f = try folder([
            "X.txt": "TOTAL 12.30\n",
            "X.fields.json": #"{"lang": "de", "dateOrder": "DMY", "fields": {"total": "12.30", "characters": ["ANNA", "BEN"]}}"#,
            "X.corners.json": #"{"pageCorners": [[1,2],[30,2],[30,40],[1,40]]}"#,
        ])
        let truth = try TruthLookup.load(.init(path: f.appendingPathComponent("X.jpg").path))
        #expect(truth.text == "TOTAL 12.30\n")
        #expect(truth.language == .de && truth.dateOrder == .dmy)
        #expect(truth.fields.map(\.name) == ["characters", "total"])
        #expect(truth.fields[0].values == ["ANNA", "BEN"])
        #expect(truth.annotated == ["characters", "total"])
        #expect(truth.pageCorners?.bottomRight == Point(x: 30, y: 40))
    }

    @Test("the sroie layout maps the key file through the Fields adapter")
    func sroie() throws {
        let f = try folder(["R.txt": "SHOP\nTOTAL RM 9.00", "R.json": #"{"company": "Shop Sdn Bhd", "date": "14/06/2017", "address": "1 Road", "total": "RM 9.00"}"#])
        let truth = try TruthLookup.load(.init(path: f.appendingPathComponent("R.jpg").path, layout: .sroie))
        #expect(truth.dateOrder == .dmy)
        #expect(truth.fields.first { $0.name == "merchant" } != nil)
        #expect(truth.fields.first { $0.name == "total" }?.value == "9.00")
        #expect(truth.fields.first { $0.name == "date" }?.value == "2017-06-14")
    }

    @Test("--truth overrides the lookup, and a language given is used when the truth names none")
    func explicit() throws {
        let f = try folder(["X.txt": "from X", "other.txt": "from other"])
        let truth = try TruthLookup.load(.init(path: f.appendingPathComponent("X.jpg").path, truth: f.appendingPathComponent("other.txt").path, language: .vi))
        #expect(truth.text == "from other")
        #expect(truth.language == .vi)
    }

    @Test("no truth is an error naming the files tried")
    func missing() throws {
        let f = try folder([:])
        let image = f.appendingPathComponent("X.jpg").path
        do {
            _ = try TruthLookup.load(.init(path: image))
            Issue.record("found a truth")
        } catch let error as EvaluationError {
            #expect(error.message.contains("X.truth.json") && error.message.contains("X.txt") && error.message.contains("--truth"))
        }
    }
}
