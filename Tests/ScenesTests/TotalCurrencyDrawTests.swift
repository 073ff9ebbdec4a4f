import Documents
import Foundation
import Imaging
import Testing
@testable import Scenes

/// The `phone` preset marks most receipts' total line as the real photos' printers do, without the currency code
/// between the label and the amount (`ReceiptTotalCurrency`); the mark is recorded and replayed, and no other preset
/// draws it.
@Suite("Currency marks on phone receipts' total lines")
struct TotalCurrencyDrawTests {
    static func spec(seed: UInt64, difficulty: PageSpec.Difficulty = .phone) -> PageSpec {
        PageSpec(document: .receipt, language: .en, seed: seed, difficulty: difficulty, dpi: 150)
    }

    @Test func onlyPhoneReceiptsDrawItAtTheDocumentedShares() {
        var counts: [ReceiptTotalCurrency: Int] = [:]
        let n = 2000
        for seed in UInt64(1)...UInt64(n) {
            counts[SceneSettings.totalCurrency(Self.spec(seed: seed)), default: 0] += 1
            for difficulty in [PageSpec.Difficulty.flat, .easy, .ordinary, .hard] {
                #expect(SceneSettings.totalCurrency(Self.spec(seed: seed, difficulty: difficulty)) == .code, "\(difficulty) seed \(seed)")
            }
            var invoice = Self.spec(seed: seed)
            invoice.document = .invoice
            #expect(SceneSettings.totalCurrency(invoice) == .code)
            var flat = Self.spec(seed: seed)
            flat.scene = .flat
            #expect(SceneSettings.totalCurrency(flat) == .code)
        }
        let code = Double(counts[.code] ?? 0) / Double(n), symbol = Double(counts[.symbol] ?? 0) / Double(n)
        #expect(abs(code - ReceiptTotalCurrency.codeShare) < 0.02, "\(counts)")
        #expect(abs(symbol - ReceiptTotalCurrency.symbolShare) < 0.03, "\(counts)")
    }

    /// The total line's words on a page's truth.
    static func totalLine(_ truth: GroundTruth) throws -> String {
        let totalID = try #require(truth.fields.first { $0.name == "total" }?.wordIDs.last)
        return try #require(truth.lines.first { $0.wordIDs.contains(totalID) }).text
    }

    @Test("phone receipts 15000-15059 print 2 total lines with USD between label and amount, 22 with $ at the amount, and record the mark")
    func phoneTotalLinesMostlyPrintNoCode() throws {
        var lines: [ReceiptTotalCurrency: Int] = [:]
        for seed in UInt64(15000)...UInt64(15059) {
            let mark = SceneSettings.totalCurrency(Self.spec(seed: seed))
            lines[mark, default: 0] += 1
        }
        #expect(lines == [.code: 2, .symbol: 22, .none: 36], "\(lines)")
        // Seed 15001 prints its amount alone (double height): `Total 175.00` (its label in capitalised words,
        // `TotalLabelDrawTests`), where the generator's line is `TOTAL USD 175.00`.
        let page = try Synthesizer.synthesize(Self.spec(seed: 15001))
        #expect(try Self.totalLine(page.truth) == "Total 175.00")
        #expect(page.truth.scene?.values["totalCurrency"] == Double(ReceiptTotalCurrency.none.rawValue))
        try TotalPrintDrawTests.expectReplays(page)
    }

    @Test("phone receipt seed 15003 sets $ against its total, records it, and replays byte for byte; the recorded mark wins")
    func symbolIsRecordedAndReplayed() throws {
        let first = try Synthesizer.synthesize(Self.spec(seed: 15003))
        #expect(first.truth.scene?.values["totalCurrency"] == Double(ReceiptTotalCurrency.symbol.rawValue))
        // Its label is drawn too (`TotalLabelDrawTests`): capitalised words and a colon.
        #expect(try Self.totalLine(first.truth) == "Total: $182.26")
        #expect(first.truth.fields.first { $0.name == "total" }?.value == "182.26")
        try TotalPrintDrawTests.expectReplays(first)
        var coded = PageSpec(truth: first.truth)
        coded.sceneValues?["totalCurrency"] = 0
        let generators = try Synthesizer.synthesize(coded)
        #expect(try Self.totalLine(generators.truth) == "Total: USD 182.26")
    }

    @Test("an ordinary receipt keeps the generator's total line and records no mark")
    func otherPresetsKeepTheCode() throws {
        let page = try Synthesizer.synthesize(Self.spec(seed: 15000, difficulty: .ordinary))
        #expect(page.truth.scene?.values["totalCurrency"] == nil)
        #expect(try Self.totalLine(page.truth).contains("USD"))
    }
}
