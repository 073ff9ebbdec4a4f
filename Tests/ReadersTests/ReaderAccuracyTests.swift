import Foundation
import Testing
import Documents
@testable import Readers
import Scoring
import TestSupport

/// Every shipped reader reads a flat synthesised receipt; its CER is pinned in References/.
/// Scripts/install-deps.sh installs every reader, so an unavailable one is a failure here.
@Suite("Reader accuracy on a flat receipt", .serialized)
struct ReaderAccuracyTests {
    static let references = TestPaths.references("ReadersTests")
    /// One catalog for the suite, so each reader's availability is probed once.
    static let catalog = Result { try ReaderCatalog.load() }
    /// One instance per reader for the suite (it runs serialized), so the rapidocr worker starts once.
    nonisolated(unsafe) static var made: [String: any Reader] = [:]
    static func reader(_ id: String) throws -> any Reader {
        if let known = made[id] { return known }
        let reader = try catalog.get().makeReader(id)
        made[id] = reader
        return reader
    }

    static let cases: [(String, Language)] = [
        ("tesseract", .en), ("tesseract", .de),
        ("tesseract-nodict", .en),
        ("tesseract-legacy", .en), ("tesseract-legacy", .de),
        ("rapidocr", .en), ("rapidocr", .de),
        ("ocrad", .en), ("ocrad", .de),
        ("gocr", .en), ("gocr", .de),
    ]

    @Test(arguments: cases)
    func cerIsPinned(reader id: String, language: Language) throws {
        let catalog = try Self.catalog.get()
        let availability = try catalog.availability(of: id)
        try #require(availability.available, "\(id) unavailable: \(availability.reason ?? "") — \(availability.hint ?? "")")
        let page = try TestReceipt.file(language)
        let reader = try Self.reader(id)
        let reading = try reader.read(imageAt: page.path, language: language)
        let score = TextScorer.score(truth: page.truth, ocr: reading.text, profile: .standard)
        #expect(!reading.lines.isEmpty)
        #expect(reader.identity.id == id && reader.identity.version == availability.version && availability.version != "unknown")
        if id != "ocrad" && id != "gocr" { #expect(reader.identity.modelHash?.count == 64) }
        let outcome = checkReference(String(format: "cer %.4f\n", score.cer),
                                     named: "receipt-flat-\(language.rawValue)-\(id).cer", in: Self.references,
                                     comparison: .numbers(tolerance: 0.0005))
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")\n--- \(id) read:\n\(reading.text)")
    }

    @Test func tesseractReadsTheReceiptWithinTwoPercent() throws {
        let page = try TestReceipt.file(.en)
        let reader = try TesseractReader()
        let reading = try reader.read(imageAt: page.path, language: .en)
        let score = TextScorer.score(truth: page.truth, ocr: reading.text, profile: .standard)
        #expect(score.cer <= 0.02, "CER \(score.cer)\n\(reading.text)")
        #expect(reading.words.count > 30)
        #expect(reading.words.allSatisfy { $0.box.width > 0 && $0.box.height > 0 && ($0.confidence ?? -1) >= 0 })
        // The engine is reused: a second page with the same language gives the same reading.
        #expect(try reader.read(imageAt: page.path, language: .en) == reading)
    }

    @Test func languagesWithoutModelsOrSupportAreSkipped() throws {
        let catalog = try Self.catalog.get()
        let page = try TestReceipt.file(.en)
        for id in ["ocrad", "gocr", "rapidocr"] {
            let reader = try catalog.makeReader(id)
            #expect(throws: ReaderError.languageUnsupported(id, language: "vi")) { try reader.read(imageAt: page.path, language: .vi) }
        }
        let legacy = try catalog.makeReader("tesseract-legacy")
        do {
            _ = try legacy.read(imageAt: page.path, language: .vi)
            Issue.record("legacy has no Vietnamese model")
        } catch let error as ReaderError {
            guard case .languageMissing("vie", let folder) = error else { Issue.record("got \(error)"); return }
            #expect(error.isSkip && folder.hasSuffix("tessdata"))
        }
    }
}
