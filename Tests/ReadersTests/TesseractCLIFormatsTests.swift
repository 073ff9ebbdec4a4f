import Foundation
import Testing
import Documents
import Imaging
import Scoring
@testable import Readers
import TestSupport

/// Tesseract's own CLI outputs declared as command readers: `alto` and `hocr` give the CER its plain text gives.
@Suite("Command readers that print hOCR or ALTO")
struct TesseractCLIFormatsTests {
    /// The text output separates paragraphs with a blank line and the documents do not; the standard profile folds
    /// runs of whitespace, so what remains is at most a few characters a page.
    static let whitespaceTolerance = 0.005

    static func declaration(_ output: ReaderDeclaration.OutputFormat) -> ReaderDeclaration {
        var declaration = ReaderDeclaration(id: "tesseract-cli-\(output.rawValue)", kind: .command, engine: "Tesseract CLI")
        var command = ["tesseract", "{image}", "stdout", "-l", "{lang}", "--psm", "6", "--dpi", "300"]
        if output != .text { command.append(output.rawValue) }
        declaration.command = command
        declaration.output = output
        declaration.languages = ["en": "eng", "de": "deu", "vi": "vie"]
        declaration.environment = ["OMP_THREAD_LIMIT": "1"]
        declaration.timeout = 120
        return declaration
    }

    static func pages() throws -> [(String, String)] {
        var pages = [try TestReceipt.file(.en)]
        if let receipts = TestPaths.realReceipts {
            let stem = receipts.appendingPathComponent("X51005255805").path
            pages.append((stem + ".jpg", try String(contentsOfFile: stem + ".txt", encoding: .utf8)))
        }
        return pages
    }

    @Test("alto and hocr outputs give the text output's CER, and boxes")
    func sameCER() throws {
        let catalog = try ReaderCatalog(declarations: [.text, .alto, .hocr].map(Self.declaration), source: "cli-formats",
                                        paths: FaultTests.paths)
        for (path, truth) in try Self.pages() {
            var cers: [ReaderDeclaration.OutputFormat: Double] = [:]
            for output in [ReaderDeclaration.OutputFormat.text, .alto, .hocr] {
                let reading = try catalog.makeReader("tesseract-cli-\(output.rawValue)").read(imageAt: path, language: .en)
                cers[output] = TextScorer.score(truth: truth, ocr: reading.text, profile: .standard).cer
                if output != .text {
                    #expect(!reading.words.isEmpty && reading.words.allSatisfy { $0.box.width > 0 }, "\(output) words carry boxes")
                    #expect(!reading.text.contains("<"), "\(output) markup was scored as text")
                }
            }
            let text = try #require(cers[.text])
            for output in [ReaderDeclaration.OutputFormat.alto, .hocr] {
                let cer = try #require(cers[output])
                #expect(abs(cer - text) <= Self.whitespaceTolerance, "\(path) \(output): \(cer) vs text \(text)")
            }
        }
    }
}
