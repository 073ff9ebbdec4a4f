import Testing
import Foundation
import Documents
@testable import Fields
import TestSupport

/// The 20 SROIE development receipts, with their transcripts (`X.txt`) as the reading and `X.json` as truth.
/// This measures the extractors' rules on real layouts without OCR errors; the rules are not tuned to it.
/// The figures are pinned so that a change to the rules shows up as a reviewed difference.
@Suite("Real receipts (SROIE development set): transcripts as readings")
struct RealReceiptsTests {
    static func results() throws -> [FieldResult]? {
        guard let folder = TestPaths.realReceipts else { return nil }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        var all: [FieldResult] = []
        for name in names {
            let base = String(name.dropLast(5))
            let truth = try SROIETruth.fields(fromJSON: Data(contentsOf: folder.appendingPathComponent(name)), file: name)
            let text = try String(contentsOf: folder.appendingPathComponent(base + ".txt"), encoding: .utf8)
            let suggestions = FieldExtractor.extract(from: Reading(text: text), kind: .receipt, language: .en, dateOrder: SROIETruth.dateOrder)
            all += FieldScorer.score(truth: truth, suggestions: suggestions, dateOrder: SROIETruth.dateOrder,
                                     annotated: SROIETruth.annotatedFields)
        }
        return all
    }

    @Test func pinnedRatesOnTranscripts() throws {
        guard let all = try Self.results() else { return }
        var lines: [String] = []
        for (name, r) in FieldAggregate.aggregate(all).sorted(by: { $0.key < $1.key }) {
            lines.append("\(name).expected \(r.expected)")
            lines.append("\(name).correct \(r.correct)")
            lines.append("\(name).correctionRate \(r.correctionRate)")
            lines.append("\(name).silentErrorRate \(r.silentErrorRate)")
            lines.append("\(name).sureCoverage \(r.sureCoverage)")
        }
        let outcome = checkReference(lines.joined(separator: "\n") + "\n", named: "sroie-dev-transcripts.txt",
                                     in: TestPaths.references("FieldsTests"), comparison: .numbers(tolerance: 1e-9))
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
        #expect(all.count == 80)
    }
}
