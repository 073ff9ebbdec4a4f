import Testing
import Evaluation
import Readers
import Scenes
import TestSupport

/// The whole way through: a synthesised flat receipt, through the evaluation path, read in-process by real Tesseract.
@Suite("Foundation: a receipt end to end")
struct FoundationTests {
    @Test("a synthesised flat receipt scores CER of 2% or less", arguments: [UInt64(7), 8])
    func flatReceipt(_ seed: UInt64) throws {
        let page = CorpusPage(id: "receipt-\(seed)", index: 0,
                              source: .generated(PageSpec(document: .receipt, language: .en, seed: seed, difficulty: .flat)))
        let provider = ReaderProvider(known: ["tesseract"]) { id in try TesseractReader(id: id) }
        let settings = EvaluationSettings(styles: [.original], readers: ["tesseract"], jobs: 1)
        let (outcomes, readers) = Evaluator.run([page], settings: settings, provider: provider)
        let cell = try #require(outcomes.first?.cells.first)
        #expect(cell.status == .ok, "\(cell.reason ?? "")")
        let cer = try #require(cell.text?.cer)
        #expect(cer <= 0.02, "CER \(cer)\n\(cell.ocrText ?? "")")
        #expect(cell.text?.counts.truthLength ?? 0 > 200)
        #expect(readers.first?.id == "tesseract")
    }
}
