import Documents
import Foundation
import Imaging
import Testing
@testable import Scenes

/// The `phone` preset words and lays out most English receipts' total labels as the real photos' receipts do
/// (`ReceiptTotalLabel`): `Total Due`, `GRAND TOTAL :`, `TOTAL:`, `Net Amount`, the payment's word alone, the amount
/// on the line below; the label is recorded and replayed, and no other preset, kind or language draws it.
@Suite("Total labels on phone receipts")
struct TotalLabelDrawTests {
    static func spec(seed: UInt64, difficulty: PageSpec.Difficulty = .phone, language: Language = .en) -> PageSpec {
        PageSpec(document: .receipt, language: language, seed: seed, difficulty: difficulty, dpi: 150)
    }

    @Test func onlyPhoneReceiptsDrawItAtTheDocumentedShares() {
        var wordings: [ReceiptTotalLabel.Wording: Int] = [:], colons: [ReceiptTotalLabel.Colon: Int] = [:]
        var mixed = 0, below = 0
        let n = 4000
        for seed in UInt64(1)...UInt64(n) {
            let label = SceneSettings.totalLabel(Self.spec(seed: seed))
            wordings[label.wording, default: 0] += 1
            colons[label.colon, default: 0] += 1
            if label.mixedCase { mixed += 1 }
            if label.amountBelow { below += 1 }
            if seed <= 500 {
                for difficulty in [PageSpec.Difficulty.flat, .easy, .ordinary, .hard] {
                    #expect(SceneSettings.totalLabel(Self.spec(seed: seed, difficulty: difficulty)) == .generators, "\(difficulty) seed \(seed)")
                }
                var invoice = Self.spec(seed: seed)
                invoice.document = .invoice
                #expect(SceneSettings.totalLabel(invoice) == .generators)
                var flat = Self.spec(seed: seed)
                flat.scene = .flat
                #expect(SceneSettings.totalLabel(flat) == .generators)
            }
        }
        func share(_ count: Int?) -> Double { Double(count ?? 0) / Double(n) }
        #expect(abs(share(wordings[.total]) - 20.0 / 28) < 0.025, "\(wordings)")
        #expect(abs(share(wordings[.totalDue]) - ReceiptTotalLabel.totalDueShare) < 0.012, "\(wordings)")
        #expect(abs(share(wordings[.grandTotal]) - ReceiptTotalLabel.grandTotalShare) < 0.01, "\(wordings)")
        #expect(abs(share(wordings[.takeOutTotal]) - ReceiptTotalLabel.takeOutTotalShare) < 0.01, "\(wordings)")
        #expect(abs(share(wordings[.netAmount]) - ReceiptTotalLabel.netAmountShare) < 0.012, "\(wordings)")
        #expect(abs(share(wordings[.tender]) - ReceiptTotalLabel.tenderShare) < 0.012, "\(wordings)")
        #expect(abs(share(mixed) - ReceiptTotalLabel.mixedCaseShare) < 0.025, "\(mixed)")
        #expect(abs(share(colons[.attached]) - ReceiptTotalLabel.attachedColonShare) < 0.015, "\(colons)")
        #expect(abs(share(colons[.spaced]) - ReceiptTotalLabel.spacedColonShare) < 0.015, "\(colons)")
        #expect(abs(share(below) - ReceiptTotalLabel.amountBelowShare) < 0.01, "\(below)")
    }

    /// The total line's words on a page's truth, and the line after it.
    static func totalLines(_ truth: GroundTruth) throws -> (label: String, amount: String) {
        let totalID = try #require(truth.fields.first { $0.name == "total" }?.wordIDs.last)
        let index = try #require(truth.lines.firstIndex { $0.wordIDs.contains(totalID) })
        return (index > 0 ? truth.lines[index - 1].text : "", truth.lines[index].text)
    }

    /// The first phone seed from 15000 whose drawn label matches.
    static func seed(where matches: (ReceiptTotalLabel) -> Bool) throws -> UInt64 {
        try #require((UInt64(15000)...UInt64(17000)).first { matches(SceneSettings.totalLabel(spec(seed: $0))) })
    }

    @Test("phone receipts 15000-15099 draw 26 generator's labels, 51 capitalised, 26 with a colon, and 32 other wordings")
    func phoneLabelsOnTheBenchSeeds() {
        var generators = 0, mixed = 0, colon = 0, worded = 0
        for seed in UInt64(15000)...UInt64(15099) {
            let label = SceneSettings.totalLabel(Self.spec(seed: seed))
            if label == .generators { generators += 1 }
            if label.mixedCase { mixed += 1 }
            if label.colon != .none { colon += 1 }
            if label.wording != .total { worded += 1 }
        }
        let counts: [Int] = [generators, mixed, colon, worded]
        #expect(counts == [26, 51, 26, 32] as [Int], "\(counts)")
    }

    @Test("a phone receipt labelled in capitalised words with a spaced colon prints it, keeps its total, records it and replays byte for byte")
    func wordingIsPrintedRecordedAndReplayed() throws {
        let seed = try Self.seed { $0.wording == .totalDue && $0.mixedCase && !$0.amountBelow }
        let page = try Synthesizer.synthesize(Self.spec(seed: seed))
        let label = SceneSettings.totalLabel(Self.spec(seed: seed))
        let line = try Self.totalLines(page.truth).amount
        let colon = label.colon == .attached ? ":" : label.colon == .spaced ? " :" : ""
        #expect(line.hasPrefix("Total Due\(colon) "), "\(line)")
        let total = try #require(page.truth.fields.first { $0.name == "total" }?.value)
        #expect(line.hasSuffix(total), "\(line) vs \(total)")
        #expect(page.truth.scene?.values["totalWording"] == Double(ReceiptTotalLabel.Wording.totalDue.rawValue))
        #expect(page.truth.scene?.values["totalCase"] == 1)
        try TotalPrintDrawTests.expectReplays(page)
        // The recorded label wins over the seed's draw: recorded as the generator's, the line says `TOTAL` again.
        var plain = PageSpec(truth: page.truth)
        plain.sceneValues?["totalWording"] = 0
        plain.sceneValues?["totalCase"] = 0
        plain.sceneValues?["totalColon"] = 0
        let generators = try Synthesizer.synthesize(plain)
        #expect(try Self.totalLines(generators.truth).amount.hasPrefix("TOTAL "))
        #expect(generators.truth.fields.first { $0.name == "total" }?.value == total)
    }

    @Test("a phone receipt with its amount below prints the label alone over the amount, and replays byte for byte")
    func amountBelowIsPrintedAndReplayed() throws {
        let seed = try Self.seed { $0.amountBelow && $0.wording != .tender }
        let page = try Synthesizer.synthesize(Self.spec(seed: seed))
        let label = SceneSettings.totalLabel(Self.spec(seed: seed))
        let (above, amountLine) = try Self.totalLines(page.truth)
        let total = try #require(page.truth.fields.first { $0.name == "total" }?.value)
        #expect(amountLine.hasSuffix(total) && !amountLine.uppercased().contains("TOTAL") && !amountLine.uppercased().contains("AMOUNT"),
                "\(amountLine)")
        let words = label.mixedCase ? "Total" : "TOTAL"
        #expect(above.contains(words) || above.uppercased().contains("AMOUNT"), "\(above)")
        #expect(page.truth.scene?.values["totalAmountBelow"] == 1)
        try TotalPrintDrawTests.expectReplays(page)
    }

    @Test("a phone receipt labelled by its payment prints the payment's word on the total line")
    func tenderWording() throws {
        let seed = try Self.seed { $0.wording == .tender && !$0.amountBelow }
        let page = try Synthesizer.synthesize(Self.spec(seed: seed))
        let line = try Self.totalLines(page.truth).amount
        #expect(["VISA", "CASH", "Visa", "Cash"].contains { line.hasPrefix($0) }, "\(line)")
        #expect(page.truth.scene?.values["totalWording"] == Double(ReceiptTotalLabel.Wording.tender.rawValue))
        try TotalPrintDrawTests.expectReplays(page)
    }

    @Test("ordinary and hard receipts, and phone receipts in German, keep the generator's label and record none")
    func otherPagesKeepTheGeneratorsLine() throws {
        for difficulty in [PageSpec.Difficulty.ordinary, .hard] {
            let page = try Synthesizer.synthesize(Self.spec(seed: 15000, difficulty: difficulty))
            #expect(SceneSettings.totalLabelKeys.allSatisfy { page.truth.scene?.values[$0] == nil })
            #expect(try Self.totalLines(page.truth).amount.hasPrefix("TOTAL USD "))
        }
        // A German phone receipt whose draw is not the generator's keeps its bytes: its document is unchanged.
        let seed = try Self.seed { $0.wording != .total && $0.mixedCase }
        let german = try DocumentGenerator.make(kind: .receipt, language: .de, seed: seed, variant: nil)
        #expect(german.labellingTotal(SceneSettings.totalLabel(Self.spec(seed: seed, language: .de))).document == german)
        let page = try Synthesizer.synthesize(Self.spec(seed: seed, language: .de))
        #expect(SceneSettings.totalLabelKeys.allSatisfy { page.truth.scene?.values[$0] == nil })
        // The generator's label leaves any receipt as it is.
        let english = try DocumentGenerator.make(kind: .receipt, language: .en, seed: seed, variant: nil)
        #expect(english.labellingTotal(.generators).document == english)
    }
}
