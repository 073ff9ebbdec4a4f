import Testing
import Foundation
import Documents
@testable import Fields
import TestSupport

@Suite("Real receipts (SROIE development set): transcripts as readings")
struct RealReceiptsTests {
    @Test func measure() throws {
        guard let folder = TestPaths.realReceipts else { return }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        var all: [FieldResult] = []
        for name in names {
            let base = String(name.dropLast(5))
            let truth = try SROIETruth.fields(fromJSON: Data(contentsOf: folder.appendingPathComponent(name)), file: name)
            let text = try String(contentsOf: folder.appendingPathComponent(base + ".txt"), encoding: .utf8)
            let s = FieldExtractor.extract(from: Reading(text: text), kind: .receipt, language: .en, dateOrder: .dmy)
            let r = FieldScorer.score(truth: truth, suggestions: s, dateOrder: .dmy, annotated: SROIETruth.annotatedFields)
            all += r
            for x in r where x.outcome != .correct { print(base, x.name, x.outcome.rawValue, "truth=\(x.truth ?? "-")", "value=\(x.value ?? "-")", x.reason ?? "") }
        }
        for (k, v) in FieldAggregate.aggregate(all).sorted(by: { $0.key < $1.key }) {
            print(k, "expected \(v.expected) correct \(v.correct) sure-correct \(v.correctSure) wrongSure \(v.wrongSure) wrongUnsure \(v.wrongUnsure) missed \(v.missed) correction \(v.correctionRate) silent \(v.silentErrorRate) coverage \(v.sureCoverage)")
        }
        #expect(!all.isEmpty)
    }
}
