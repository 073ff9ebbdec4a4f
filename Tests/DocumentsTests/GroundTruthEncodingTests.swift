import Documents
import Foundation
import Imaging
import Testing

@Suite("Truth encoding")
struct GroundTruthEncodingTests {
    static let truth = GroundTruth(
        kind: .receipt, language: .de, seed: 7, text: "Summe 12,30",
        lines: [TruthLine(text: "Summe 12,30", wordIDs: [0, 1], decorative: false, quad: Quad(Box(x: 1, y: 2, width: 30, height: 5)))],
        words: [TruthWord(id: 0, text: "Summe", quad: Quad(Box(x: 1, y: 2, width: 10, height: 5))),
                TruthWord(id: 1, text: "12,30", quad: Quad(Box(x: 20, y: 2, width: 11, height: 5)))],
        fields: [TruthField(name: "total", value: "12.30", printed: "12,30", wordIDs: [1])],
        pageCorners: Quad(Box(x: 0, y: 0, width: 100, height: 50)), image: ImageInfo(width: 100, height: 50, dpi: 300),
        fonts: ["/usr/share/fonts/a.ttf"], generator: GeneratorParameters(document: .receipt, language: .de, seed: 7), dateOrder: .dmy)

    @Test func encodingIsCanonicalAndRoundTrips() throws {
        let data = try Self.truth.encoded()
        #expect(try Self.truth.encoded() == data)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"wordIds\""))
        #expect(text.contains("/usr/share/fonts/a.ttf"))      // slashes unescaped
        #expect(text.hasSuffix("}\n"))
        // Keys are sorted: "dateOrder" precedes "fields", which precedes "fonts".
        let order = ["\"dateOrder\"", "\"fields\"", "\"fonts\"", "\"generator\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
        #expect(try GroundTruth.decode(from: data) == Self.truth)
    }

    @Test func badTruthFilesNameTheFileAndCause() throws {
        #expect(throws: InputFileError.self) { try GroundTruth.decode(from: Data("{}".utf8), name: "x.truth.json") }
        do {
            _ = try GroundTruth.decode(from: Data("{\"kind\": 3}".utf8), name: "x.truth.json")
            Issue.record("decoded a bad truth file")
        } catch let error as InputFileError {
            #expect(error.message.hasPrefix("x.truth.json: "))
            #expect(error.message.contains("kind: 3 is not allowed; expected one of receipt"))
        }
        var newer = try JSONSerialization.jsonObject(with: Self.truth.encoded()) as? [String: Any] ?? [:]
        newer["schemaVersion"] = 99
        let data = try JSONSerialization.data(withJSONObject: newer)
        #expect(throws: GroundTruthError.unsupportedSchema("new.json", version: 99)) { try GroundTruth.decode(from: data, name: "new.json") }
    }
}
