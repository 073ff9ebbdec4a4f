import Testing
import Documents
@testable import Fields

@Suite("Field outcomes and rates")
struct FieldScorerTests {
    static let truth = [
        TruthField(name: "total", value: "14.10"), TruthField(name: "date", value: "2017-12-29"),
        TruthField(name: "merchant", value: "SAM SAM TRADING CO"), TruthField(name: "address", value: "67 JLN MEWAH"),
    ]

    @Test func everyOutcome() {
        let suggestions = [
            FieldSuggestion(name: "total", value: "RM 14.10", source: "TOTAL RM 14.10", sure: true),
            FieldSuggestion(name: "date", value: "2017-12-28", source: "28-12-2017", sure: true),
            FieldSuggestion(name: "merchant", value: "sam sam trading", source: "SAM SAM TRADING", sure: false, reason: "no legal form"),
            FieldSuggestion(name: "time", value: "20:17", source: "20:17", sure: true),
        ]
        let results = FieldScorer.score(truth: Self.truth, suggestions: suggestions, dateOrder: .dmy)
        let byName = Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0) })
        #expect(byName["total"]?.outcome == .correct)
        #expect(byName["date"]?.outcome == .wrongSure)
        #expect(byName["merchant"]?.outcome == .wrongUnsure)
        #expect(byName["address"]?.outcome == .missed)
        #expect(byName["time"]?.outcome == .spurious)
        // With SROIE's annotated fields, a time the truth never recorded is not scored.
        let sroie = FieldScorer.score(truth: Self.truth, suggestions: suggestions, dateOrder: .dmy, annotated: SROIETruth.annotatedFields)
        #expect(!sroie.contains { $0.name == "time" })
    }

    @Test func truthDatesAreNormalisedWithTheDeclaredOrder() {
        let r = FieldScorer.score(truth: [TruthField(name: "date", value: "01/03/18")],
                                  suggestions: [FieldSuggestion(name: "date", value: "2018-03-01", source: "", sure: true)], dateOrder: .dmy)
        #expect(r.first?.outcome == .correct)
    }

    @Test func setsByPrecisionAndRecall() {
        let truth = [TruthField(name: "characters", values: ["ANNA", "TOM", "LEA"])]
        let s = [FieldSuggestion(name: "characters", values: ["anna", "tom", "waiter", "bob"], source: "", sure: false)]
        let r = FieldScorer.score(truth: truth, suggestions: s, dateOrder: nil)
        #expect(r.first?.precision == 0.5)
        #expect(abs((r.first?.recall ?? 0) - 2.0 / 3.0) < 1e-12)
        #expect(r.first?.outcome == .wrongUnsure)
    }

    @Test func aggregateRates() {
        func result(_ outcome: FieldOutcomeKind, sure: Bool) -> FieldResult {
            FieldResult(name: "total", truth: "1.00", value: "1.00", sure: sure, reason: nil, outcome: outcome)
        }
        let results = [result(.correct, sure: true), result(.correct, sure: true), result(.correct, sure: false),
                       result(.wrongSure, sure: true), result(.wrongUnsure, sure: false), result(.missed, sure: false),
                       FieldResult(name: "total", truth: nil, value: "2.00", sure: true, reason: nil, outcome: .spurious)]
        let rates = FieldAggregate.aggregate(results)["total"]
        #expect(rates?.expected == 6)
        #expect(rates?.correctionRate == 0.5)
        #expect(abs((rates?.silentErrorRate ?? 0) - 1.0 / 6.0) < 1e-12)
        #expect(abs((rates?.sureCoverage ?? 0) - 2.0 / 3.0) < 1e-12)
        #expect(rates?.spurious == 1)
        #expect(FieldAggregate.aggregate([]).isEmpty)
        #expect(FieldAggregate.allCorrectShare([[result(.correct, sure: true)], [result(.missed, sure: false)]]) == 0.5)
        #expect(FieldAggregate.allCorrectShare([]) == 0)
    }

    @Test func sroieTruth() throws {
        let json = #"{"company": "MR. D.I.Y. (M) SDN BHD", "date": "19-04-18", "address": "LOT 1851-A", "total": "RM 34.80"}"#
        let fields = try SROIETruth.fields(fromJSON: Data(json.utf8))
        let byName = Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0) })
        #expect(byName["merchant"]?.value == "mr.d.i.y.(m)sdn bhd" && byName["merchant"]?.printed == "MR. D.I.Y. (M) SDN BHD")
        #expect(byName["date"]?.value == "2018-04-19")
        #expect(byName["total"]?.value == "34.80")
        #expect(byName["address"]?.value == "lot 1851-a")
        #expect(throws: FieldsError.self) { try SROIETruth.fields(fromJSON: Data("[1,2]".utf8), file: "X9.json") }
        do { _ = try SROIETruth.fields(fromJSON: Data("nope".utf8), file: "X9.json") } catch let e as FieldsError {
            #expect(e.message.hasPrefix("X9.json: not a SROIE field file"))
        }
    }

    @Test func resultJSONKeysFollowTheContract() throws {
        let r = FieldResult(name: "total", truth: "1.00", value: "2.00", sure: true, reason: nil, outcome: .wrongSure)
        let json = String(decoding: try JSONEncoder().encode(r), as: UTF8.self)
        for key in ["\"name\"", "\"truth\"", "\"value\"", "\"sure\"", "\"outcome\":\"wrong-sure\""] {
            #expect(json.contains(key), "missing \(key) in \(json)")
        }
    }
}

import Foundation
