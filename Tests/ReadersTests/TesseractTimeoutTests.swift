import Foundation
import Testing
import Documents
import Imaging
import Rendering
@testable import Readers
import Scoring
import TestSupport

/// In-process Tesseract runs under the same per-page time limit as external readers, through its own monitor.
@Suite("Tesseract time limit")
struct TesseractTimeoutTests {
    /// A flat A4 invoice at 300 dpi: its layout analysis alone takes far longer than a millisecond.
    static func invoice() throws -> String {
        let page = try PageRenderer.render(try DocumentGenerator.make(kind: .invoice, language: .en, seed: 3, variant: nil))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scanlab-readers-invoice-en-\(getpid()).png").path
        try ImageFile.write(page.image, to: path)
        return path
    }

    static func declaration(timeout: Double?) -> ReaderDeclaration {
        var d = ReaderDeclaration(id: "tesseract", kind: .tesseract, engine: "Tesseract 5 LSTM")
        d.settings = ["oem": "1", "psm": "6", "dpi": "300", "models": "system"]
        d.timeout = timeout
        return d
    }

    @Test func tinyLimitFailsThePageAsATimeoutAndTheEngineReadsTheNextPage() throws {
        let invoice = try Self.invoice()
        defer { try? FileManager.default.removeItem(atPath: invoice) }
        let catalog = try ReaderCatalog(declarations: [Self.declaration(timeout: 0.001)], source: "timeout-tests")
        let reader = try #require(try catalog.makeReader("tesseract") as? TesseractReader)
        #expect(reader.timeout == 0.001)

        // Same case and payload as a command or worker reader's timeout, so the page is recorded as failed alike.
        let expected = ReaderError.timeout("tesseract", seconds: 0.001, file: invoice)
        #expect(throws: expected) { try reader.read(imageAt: invoice, language: .en) }
        #expect(expected.message.contains(invoice) && expected.message.contains("timed out after 0.001 s"))
        #expect(!expected.isSkip)

        // The engine is reused: with the default limit the next page reads as well as on a fresh engine.
        reader.timeout = ReaderDeclaration.defaultTimeout
        let receipt = try TestReceipt.file(.en)
        let reading = try reader.read(imageAt: receipt.path, language: .en)
        let score = TextScorer.score(truth: receipt.truth, ocr: reading.text, profile: .standard)
        #expect(score.cer <= 0.02, "CER \(score.cer)\n\(reading.text)")
        #expect(reader.engine.loads == 1)
    }

    @Test func undeclaredLimitIsTheExternalReadersDefault() throws {
        let catalog = try ReaderCatalog(declarations: [Self.declaration(timeout: nil)], source: "timeout-tests")
        let reader = try #require(try catalog.makeReader("tesseract") as? TesseractReader)
        #expect(reader.timeout == 60 && ReaderDeclaration.defaultTimeout == 60)
        #expect(try TesseractReader().timeout == 60)
        // Not part of the identity: the limit decides whether a page is read, not what is read.
        #expect(reader.identity(for: .en).settings["timeout"] == nil)
    }

    @Test(arguments: [(0.001, Int32(1)), (0.0001, 1), (0, 1), (-5, 1), (1.5, 1500), (60, 60000), (1e12, Int32.max), (.infinity, Int32.max)])
    func limitBecomesWholeMonitorMilliseconds(seconds: Double, milliseconds: Int32) {
        #expect(TesseractEngine.milliseconds(seconds) == milliseconds)
    }
}
