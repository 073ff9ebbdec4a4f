import Foundation
import Testing
import Documents
import Enhancement
import Imaging
import Readers
@testable import Evaluation
import TestSupport

/// A stand-in reader for the cache's error paths: it "reads" the SHA-256 of the file it is handed, so a test sees
/// exactly which bytes reached the reader.
final class HashingReader: Reader {
    let identity = ReaderIdentity(id: "hashing", engine: "test", version: "1")
    func read(imageAt path: String, language: Language) throws -> Reading {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return Reading(text: SHA256.hex(of: bytes))
    }
}

@Suite("The cache in a run", .serialized)
struct CacheIntegrityTests {
    static func corpus() throws -> Corpus {
        let path = TestPaths.temporaryFolder("cache-corpus").appendingPathComponent("one.json").path
        try """
        {"name": "one-real", "folders": [{"path": "\(EvaluatorTests.realFolder)", "truthLayout": "sroie", "files": ["X51006466778.jpg"]}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return try Corpus.load(path)
    }

    static let provider = ReaderProvider(known: ["hashing"]) { _ in HashingReader() }

    @Test("a styled image replaced in the cache is caught, deleted, counted and made again")
    func replacedStyledImage() throws {
        let corpus = try Self.corpus()
        let cache = ResultCache(root: TestPaths.temporaryFolder("cache-run").path)
        let settings = EvaluationSettings(styles: [.grayscale], readers: ["hashing"], jobs: 1, cache: cache)
        let first = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider)
        let read = try #require(first.cells.first?.ocrText)
        let styled = try FileManager.default.subpathsOfDirectory(atPath: cache.root + "/styled").filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }
        #expect(styled.count == 1)
        // Blank bytes in place of the styled image, as a full disk or another tool might leave.
        try Data(repeating: 0, count: 5_000).write(to: URL(fileURLWithPath: cache.root + "/styled/" + styled[0]))
        let second = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider)
        let cell = try #require(second.cells.first)
        #expect(cell.status == .ok)
        #expect(cell.cached?.contains("styled") != true)
        #expect(cell.ocrText == read)
        #expect(cache.discardedCount() == 1)
        // The readings are keyed by the bytes read, so the same bytes made again hit the reading made the first time.
        #expect(cell.cached?.contains("ocr") == true)
    }

    @Test("an unwritable cache gives ok cells and turns itself off")
    func unwritable() throws {
        let corpus = try Self.corpus()
        let blocked = TestPaths.temporaryFolder("cache-blocked").appendingPathComponent("file")
        try Data([1]).write(to: blocked)
        let cache = ResultCache(root: blocked.path)
        let settings = EvaluationSettings(styles: [.original, .grayscale], readers: ["hashing"], jobs: 1, cache: cache)
        let report = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider)
        #expect(report.cells.count == 2)
        #expect(report.cells.allSatisfy { $0.status == .ok }, "\(report.cells.map { $0.reason ?? "" })")
        #expect(!cache.isUsable)
    }

    @Test("a reading past the size limit fails the cell with the figures")
    func hugeReading() throws {
        final class Flood: Reader {
            let identity = ReaderIdentity(id: "flood", engine: "test", version: "1")
            func read(imageAt path: String, language: Language) throws -> Reading {
                Reading(text: String(repeating: "x", count: WorkLimits.readingCharacters + 1))
            }
        }
        let corpus = try Self.corpus()
        let settings = EvaluationSettings(styles: [.original], readers: ["flood"], jobs: 1)
        let report = try CorpusRun.evaluate(corpus, settings: settings, provider: ReaderProvider(known: ["flood"]) { _ in Flood() })
        let cell = try #require(report.cells.first)
        #expect(cell.status == .failed)
        #expect(cell.reason == "reading has 1,000,001 characters; limit 1,000,000")
    }

    @Test("a truth with no text gives no CER, not one divided by nothing")
    func emptyTruth() throws {
        let folder = TestPaths.temporaryFolder("empty-truth")
        let image = URL(fileURLWithPath: EvaluatorTests.realFolder).appendingPathComponent("X51006466778.jpg")
        try FileManager.default.copyItem(at: image, to: folder.appendingPathComponent("p.jpg"))
        try Data("\n".utf8).write(to: folder.appendingPathComponent("p.txt"))
        try Data(#"{"fields": {"total": "1.00"}}"#.utf8).write(to: folder.appendingPathComponent("p.fields.json"))
        let path = folder.appendingPathComponent("c.json").path
        try #"{"name": "e", "folders": [{"path": "."}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let settings = EvaluationSettings(styles: [.original], readers: ["hashing"], jobs: 1)
        let report = try CorpusRun.evaluate(try Corpus.load(path), settings: settings, provider: Self.provider)
        let cell = try #require(report.cells.first)
        #expect(cell.text == nil && cell.cer == nil, "\(cell.status) \(cell.reason ?? "") \(String(describing: cell.cer))")
    }
}
