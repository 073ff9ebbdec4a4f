import Testing
import Documents
@testable import Rendering
@testable import Fields

/// The real photos' total labels (`ReceiptTotalLabel`) on generated English receipts, read as their own truth text:
/// what the extractor finds when the reader makes no mistake. Every label with a total word is found, with its amount
/// on its line or on the line below; an amount's label without a total word (`NET AMOUNT`) and the payment's word
/// alone (`CASH`, `VISA`) are not total labels to the extractor, which then takes the subtotal or the card charge,
/// as it does on the real photos that print them (bhimrazy-1, agrawal-2, agrawal-4, srd-11).
@Suite("Total labels read from the truth text")
struct TotalLabelExtractionTests {
    static let seeds = UInt64(1)...UInt64(40)

    /// The receipts' totals found right, of `seeds`, with `label`.
    static func found(_ label: ReceiptTotalLabel) throws -> Int {
        var right = 0
        for seed in seeds {
            let generated = try DocumentGenerator.make(kind: .receipt, language: .en, seed: seed, variant: nil)
            var document = generated.labellingTotal(label).document
            if label.amountBelow { document = document.placingTotalAmountBelow() }
            let truth = try PageRenderer.truth(for: document)
            let suggestions = FieldExtractor.extract(from: Reading(text: truth.text), kind: .receipt, language: .en,
                                                     dateOrder: truth.dateOrder)
            let results = FieldScorer.score(truth: truth.fields, suggestions: suggestions, dateOrder: truth.dateOrder)
            if results.first(where: { $0.name == "total" })?.outcome == .correct { right += 1 }
        }
        return right
    }

    /// Every case, colon and layout of a wording: the totals found right of `seeds`, all 40 with a total word and
    /// none without one.
    @Test(arguments: [ReceiptTotalLabel.Wording.total, .totalDue, .grandTotal, .takeOutTotal, .netAmount, .tender])
    func wordings(_ wording: ReceiptTotalLabel.Wording) throws {
        let expected = [.netAmount, .tender].contains(wording) ? 0 : Self.seeds.count
        for mixed in [false, true] {
            for colon in ReceiptTotalLabel.Colon.allCases {
                for below in [false, true] {
                    let label = ReceiptTotalLabel(wording: wording, mixedCase: mixed, colon: colon, amountBelow: below)
                    #expect(try Self.found(label) == expected, "\(label)")
                }
            }
        }
    }
}
