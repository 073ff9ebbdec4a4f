import Foundation
import Testing
import Documents

@Suite("The validating decoder")
struct InputValidationTests {
    static func truthObject() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: GroundTruthEncodingTests.truth.encoded()) as? [String: Any] ?? [:]
    }

    static func decodeTruth(_ object: [String: Any]) throws -> GroundTruth {
        try GroundTruth.decode(from: JSONSerialization.data(withJSONObject: object), name: "t.truth.json")
    }

    static func problems(_ object: [String: Any]) -> [InputProblem] {
        do { _ = try decodeTruth(object); return [] } catch let error as InputFileError { return error.problems } catch { return [] }
    }

    @Test("the parser keeps literals, rejects what JSON does not allow, and bounds nesting")
    func parser() throws {
        #expect(try JSONParser.parse(Array(#"{"a": 1e300, "b": [true, null, "x\u00e9"]}"#.utf8))
                == .object([("a", .number(1e300, literal: "1e300")), ("b", .array([.bool(true), .null, .string("xé")]))]))
        for bad in ["NaN", "[1,]", "{\"a\":1,}", "01", "\"\u{01}\"", "[1] x", "\"\\ud800\"", "{'a': 1}", "-", "1.", "1e"] {
            #expect(throws: JSONParser.SyntaxError.self, "\(bad)") { try JSONParser.parse(Array(bad.utf8)) }
        }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
    }

    @Test("schema version 0 and -5 are refused with the key and the range", arguments: [0, -5])
    func schemaVersion(_ version: Int) throws {
        var object = try Self.truthObject()
        object["schemaVersion"] = version
        let found = Self.problems(object)
        #expect(found.count == 1)
        #expect(found.first?.path == "schemaVersion")
        #expect(found.first?.description == "schemaVersion: \(version) is not allowed; expected a whole number from 1 to 1")
    }

    @Test("scene values out of range are refused where the truth is parsed")
    func sceneValues() throws {
        var object = try Self.truthObject()
        object["scene"] = ["difficulty": "hard", "scene": "table", "size": "4k", "severity": 0.5, "jpegQuality": 80,
                           "values": ["deadLines": -1, "tableTone": 1e300, "fade": 0.2, "blurr": 1]] as [String: Any]
        let found = Self.problems(object).map(\.description)
        #expect(found.contains("scene.values.deadLines: -1 is not allowed; expected a whole number from 0 to 8"))
        #expect(found.contains { $0.hasPrefix("scene.values.tableTone: 1") && $0.hasSuffix("is not allowed; expected a number from 0 to 1") })
        #expect(found.contains { $0.hasPrefix("scene.values.blurr: no such key") && $0.hasSuffix("(did you mean 'blur'?)") })
        #expect(found.count == 3)
    }

    @Test("unknown keys are refused with the closest valid key, and every problem is listed in one line")
    func unknownKeys() throws {
        var object = try Self.truthObject()
        object["txet"] = "x"
        object["seed"] = -1
        object["image"] = ["width": 0, "height": 10]
        do {
            _ = try Self.decodeTruth(object)
            Issue.record("decoded")
        } catch let error as InputFileError {
            #expect(error.problems.count == 3)
            #expect(error.message.hasPrefix("t.truth.json: bad truth file: 3 problems: "))
            #expect(error.message.contains("txet: no such key"))
            #expect(error.message.contains("(did you mean 'text'?)"))
            #expect(error.message.contains("image.width: 0 is not allowed; expected a whole number from 1 to 1,000,000"))
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("a good truth still decodes to the same value")
    func roundTrip() throws {
        #expect(try Self.decodeTruth(Self.truthObject()) == GroundTruthEncodingTests.truth)
    }

    @Test("scene values built in code are checked by the same table")
    func valuesInCode() {
        #expect(SceneParameters.problems(in: ["deadLines": -1]).map(\.path) == ["sceneValues.deadLines"])
        #expect(SceneParameters.problems(in: ["jpegQuality": 1e300, "fade": .nan]).count == 2)
        #expect(SceneParameters.problems(in: ["fade": 0.3, "deadLines": 2, "deadLine1": 0.5]).isEmpty)
    }
}
