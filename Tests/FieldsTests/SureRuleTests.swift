import Testing
import Documents
@testable import Fields

/// The rule over evidence, case by case.
@Suite("Sure rule")
struct SureRuleTests {
    static func verdict(_ checks: [(FieldCheckName, FieldCheckOutcome)]) -> SureRule.Verdict {
        SureRule.decide(checks.map { FieldCheck($0.0, $0.1, "\($0.0.rawValue) \($0.1.rawValue)") })
    }

    @Test func nothingArguesIsSure() {
        #expect(Self.verdict([(.labelRank, .passed), (.cardCharge, .notApplicable)]).sure)
        #expect(Self.verdict([]).sure)
    }

    @Test func anObjectionWithoutSupportIsNotSure() {
        let v = Self.verdict([(.labelRank, .passed), (.plausibleMagnitude, .failed)])
        #expect(!v.sure && v.reason == "plausibleMagnitude failed")
        #expect(!Self.verdict([(.readerConfidence, .failed)]).sure)
    }

    @Test func oneSupportAnswersADoubtButNotAHardObjection() {
        #expect(Self.verdict([(.cardCharge, .passed), (.readerConfidence, .failed)]).sure)
        #expect(!Self.verdict([(.cardCharge, .passed), (.singleValue, .failed)]).sure)
    }

    @Test func twoPathsOutweighObjectionsButNotAnEqualNumberOfFailedPaths() {
        #expect(Self.verdict([(.cardCharge, .passed), (.subtotalPlusTax, .passed), (.singleValue, .failed), (.readerConfidence, .failed)]).sure)
        #expect(!Self.verdict([(.cardCharge, .passed), (.subtotalPlusTax, .failed)]).sure)
        #expect(!Self.verdict([(.cardCharge, .passed), (.itemsSum, .passed), (.subtotalPlusTax, .failed), (.tenderMinusChange, .failed)]).sure)
        #expect(Self.verdict([(.cardCharge, .passed), (.itemsSum, .passed), (.subtotalPlusTax, .failed)]).sure)
    }

    @Test func aFailedWeakPathIsNoContradiction() {
        #expect(Self.verdict([(.itemsSum, .failed), (.labelRank, .passed)]).sure)
    }

    @Test func aRepairNeedsAPath() {
        #expect(!Self.verdict([(.readAsPrinted, .failed)]).sure)
        #expect(!Self.verdict([(.readAsPrinted, .failed), (.plausibleMagnitude, .passed)]).sure)
        #expect(Self.verdict([(.readAsPrinted, .failed), (.cardCharge, .passed)]).sure)
    }

    @Test func legacySuggestionsGoThroughTheRule() {
        let unsure = FieldSuggestion(name: "merchant", value: "x", source: "x", sure: false, reason: "no legal form")
        #expect(!unsure.sure && unsure.reason == "no legal form" && unsure.evidence.first?.name == .noObjection)
        let sure = FieldSuggestion(name: "merchant", value: "x", source: "x", sure: true)
        #expect(sure.sure && sure.reason == nil)
    }

    @Test func everyCheckHasAWeight() {
        // Paths and objections are disjoint and cover every name: a new check cannot be forgotten by the rule.
        let weights = FieldCheckName.allCases.map(SureRule.weight)
        #expect(weights.count == FieldCheckName.allCases.count)
        #expect(weights.contains(.path) && weights.contains(.hardObjection) && weights.contains(.softObjection))
    }

    @Test func evidenceFromAnotherSource() {
        let base = FieldExtractor.extract(from: .init(text: "SHOP\nTOTAL 812.34"), kind: .receipt, language: .en, dateOrder: nil,
                                          external: [ExternalEvidence(field: "total", value: "12.34", source: "qr")])
        let total = base.first { $0.name == "total" }
        #expect(total?.sure == false && total?.evidence.contains { $0.name == .otherSource && $0.failed } == true)
        let agree = FieldExtractor.extract(from: .init(text: "SHOP\nTOTAL 12.34"), kind: .receipt, language: .en, dateOrder: nil,
                                           external: [ExternalEvidence(field: "total", value: "12.34", source: "qr"),
                                                      ExternalEvidence(field: "iban", value: "DE89 3704 0044 0532 0130 00", source: "qr:epc")])
        #expect(agree.first { $0.name == "total" }?.evidence.contains { $0.name == .otherSource && $0.passed } == true)
        #expect(agree.first { $0.name == "iban" }?.value == "DE89370400440532013000")
        #expect(agree.first { $0.name == "iban" }?.sure == true)
    }
}
