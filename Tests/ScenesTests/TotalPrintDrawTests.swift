import Documents
import Foundation
import Imaging
import Testing
@testable import Scenes

/// The `phone` preset prints some receipts' total double height, double size or double width (`ReceiptTotalPrint`), as the real
/// phone photos' printers do; the mode is recorded and replayed, and no other preset draws it.
@Suite("Emphasised totals on phone receipts")
struct TotalPrintDrawTests {
    /// An English `phone` receipt whose total is drawn double height (seed 15001), and one in the body's size (15000).
    static let doubleHeightSeed: UInt64 = 15001
    static let bodySeed: UInt64 = 15000

    static func spec(seed: UInt64, difficulty: PageSpec.Difficulty = .phone) -> PageSpec {
        PageSpec(document: .receipt, language: .en, seed: seed, difficulty: difficulty, dpi: 150)
    }

    @Test func onlyPhoneReceiptsDrawItAtTheDocumentedShares() {
        var counts: [ReceiptTotalPrint: Int] = [:]
        let n = 2000
        for seed in UInt64(1)...UInt64(n) {
            counts[SceneSettings.totalPrint(Self.spec(seed: seed)), default: 0] += 1
            for difficulty in [PageSpec.Difficulty.flat, .easy, .ordinary, .hard] {
                #expect(SceneSettings.totalPrint(Self.spec(seed: seed, difficulty: difficulty)) == .body, "\(difficulty) seed \(seed)")
            }
            var invoice = Self.spec(seed: seed)
            invoice.document = .invoice
            #expect(SceneSettings.totalPrint(invoice) == .body)
            var flat = Self.spec(seed: seed)
            flat.scene = .flat
            #expect(SceneSettings.totalPrint(flat) == .body)
        }
        let height = Double(counts[.doubleHeight] ?? 0) / Double(n), size = Double(counts[.doubleSize] ?? 0) / Double(n)
        let width = Double(counts[.doubleWidth] ?? 0) / Double(n)
        #expect(abs(height - ReceiptTotalPrint.doubleHeightShare) < 0.03, "\(counts)")
        #expect(abs(size - ReceiptTotalPrint.doubleSizeShare) < 0.03, "\(counts)")
        #expect(abs(width - ReceiptTotalPrint.doubleWidthShare) < 0.03, "\(counts)")
    }

    @Test("phone receipt seed 15001 prints its total double height, records it, and replays byte for byte")
    func doubleHeightIsRecordedAndReplayed() throws {
        let first = try Synthesizer.synthesize(Self.spec(seed: Self.doubleHeightSeed))
        #expect(first.truth.scene?.values["totalPrint"] == Double(ReceiptTotalPrint.doubleHeight.rawValue))
        // The total's words are about twice as tall as the subtotal's on the flat page's truth.
        let truth = first.truth
        let totalID = try #require(truth.fields.first { $0.name == "total" }?.wordIDs.first)
        let total = truth.words[totalID]
        let subtotal = try #require(truth.words.first { $0.text.hasPrefix("SUBTOTAL") || $0.text.hasPrefix("Subtotal") })
        func height(_ q: Quad) -> Double { (q.bottomLeft.distance(to: q.topLeft) + q.bottomRight.distance(to: q.topRight)) / 2 }
        let ratio = height(total.quad) / height(subtotal.quad)
        #expect(ratio > 1.7 && ratio < 2.3, "total '\(total.text)' \(height(total.quad)) px against subtotal \(height(subtotal.quad)) px")
        try Self.expectReplays(first)
        // The recorded mode wins over the seed's draw: the same page recorded in the body's size differs.
        var body = PageSpec(truth: truth)
        body.sceneValues?["totalPrint"] = 0
        let plain = try Synthesizer.synthesize(body)
        #expect(SHA256.hex(of: plain.encoded) != SHA256.hex(of: first.encoded))
    }

    /// An English `phone` receipt whose total is drawn double width (seed 15002; double size before the real photos'
    /// double-width totals were told apart from their double-size ones).
    static let doubleWidthSeed: UInt64 = 15002

    @Test("phone receipt seed 15002 prints its total double width, records it, and replays byte for byte")
    func doubleWidthIsRecordedAndReplayed() throws {
        let first = try Synthesizer.synthesize(Self.spec(seed: Self.doubleWidthSeed))
        #expect(first.truth.scene?.values["totalPrint"] == Double(ReceiptTotalPrint.doubleWidth.rawValue))
        // The total's digits are a little taller than the subtotal's, and much wider per character.
        let truth = first.truth
        let totalID = try #require(truth.fields.first { $0.name == "total" }?.wordIDs.last)
        let total = try #require(truth.words[totalID].pageQuad?.boundingBox)
        let subtotalField = try #require(truth.words.first { $0.text.hasPrefix("SUBTOTAL") || $0.text.hasPrefix("Subtotal") })
        let subtotal = try #require(subtotalField.pageQuad?.boundingBox)
        let height = total.height / subtotal.height
        let cell = (total.width / Double(truth.words[totalID].text.count)) / (subtotal.width / Double(subtotalField.text.count))
        #expect(abs(height - ReceiptTotalPrint.doubleWidthHeight) < 0.08, "height \(total.height) against \(subtotal.height)")
        #expect(abs(cell - ReceiptTotalPrint.doubleWidthHeight * ReceiptTotalPrint.doubleWidthWidth) < 0.12, "cell ratio \(cell)")
        try Self.expectReplays(first)
    }

    /// The page replayed through its truth file's bytes, as `synth --replay` reads it, is the same page byte for byte.
    static func expectReplays(_ first: SynthesizedPage) throws {
        let again = try Synthesizer.synthesize(PageSpec(truth: try GroundTruth.decode(from: first.truth.encoded())))
        #expect(SHA256.hex(of: again.encoded) == SHA256.hex(of: first.encoded))
        #expect(again.truth == first.truth)
    }

    @Test("a phone receipt in the body's size records no mode")
    func bodySizeRecordsNothing() throws {
        #expect(SceneSettings.totalPrint(Self.spec(seed: Self.bodySeed)) == .body)
        let page = try Synthesizer.synthesize(Self.spec(seed: Self.bodySeed))
        #expect(page.truth.scene?.values["totalPrint"] == nil)
    }
}
