import Foundation
import Testing
import Enhancement
import Imaging
import Readers
@testable import Evaluation
@testable import Reporting
import TestSupport

/// The evaluation path on real receipts with real Tesseract: resume, the cache, and the gate catching a style
/// made worse on purpose.
@Suite("Evaluation on real pages", .serialized)
struct EvaluatorTests {
    static let realFolder = TestPaths.packageRoot.appendingPathComponent("Corpora/real").path

    /// Two of the regression corpus's real receipts.
    static func corpus() throws -> Corpus {
        let folder = TestPaths.temporaryFolder("eval-corpus")
        let path = folder.appendingPathComponent("two.json").path
        try """
        {"name": "two-real", "seed": 3, "folders": [{"path": "\(realFolder)", "truthLayout": "sroie", "profile": "caseless",
          "files": ["X51006466778.jpg", "X51005441402.jpg"]}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return try Corpus.load(path)
    }

    static func provider() -> ReaderProvider {
        ReaderProvider(known: ["tesseract"]) { id in try TesseractReader(id: id) }
    }

    @Test("a second run in the same folder resumes from the finished cells")
    func resume() throws {
        let corpus = try Self.corpus()
        let out = TestPaths.temporaryFolder("eval-resume").path
        let settings = EvaluationSettings(styles: [.original], readers: ["tesseract"], jobs: 2, outFolder: out)
        let first = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider())
        #expect(first.cells.count == 2 && first.cells.allSatisfy { $0.status == .ok })
        let files = try FileManager.default.subpathsOfDirectory(atPath: out + "/cells").filter { $0.hasSuffix(".json") }
        #expect(files.count == 4)
        let second = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider())
        // Resumed cells are the stored ones, timings included: nothing was read again.
        #expect(second.cells == first.cells)
    }

    @Test("a second run with the cache reads nothing again")
    func cache() throws {
        let corpus = try Self.corpus()
        let cache = ResultCache(root: TestPaths.temporaryFolder("eval-cache").path)
        let settings = EvaluationSettings(styles: [.original], readers: ["tesseract"], jobs: 1, cache: cache)
        let first = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider())
        #expect(first.cells.allSatisfy { $0.cached == nil })
        let second = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider())
        #expect(second.cells.allSatisfy { $0.cached?.contains("ocr") == true })
        #expect(second.withoutTimings().cells == first.withoutTimings().cells.map { var c = $0; c.cached = nil; return c })
        #expect(cache.usage()["ocr"]?.entries == 2)
    }

    @Test("a style blurred on purpose fails the gate, which names the style and its pages")
    func gateCatchesWorseStyle() throws {
        let corpus = try Self.corpus()
        let folder = TestPaths.temporaryFolder("eval-gate")
        let settings = EvaluationSettings(styles: [.original, .grayscale], readers: ["tesseract"], jobs: 2)
        let good = try CorpusRun.evaluate(corpus, settings: settings, provider: Self.provider())
        let baseline = folder.appendingPathComponent("baseline.json").path
        try Baseline.write(good, to: baseline)

        var worse = settings
        worse.hooks = EvaluationHooks(label: "blur-grayscale") { style, image in
            guard style == .grayscale else { return image }
            var blurred = image
            let decoded = try ImageFile.decode(image.encoded, name: "grayscale")
            blurred.encoded = try ImageFile.encodeJPEG(decoded.gaussianBlurred(sigma: 3), quality: 85)
            blurred.fileExtension = "jpg"
            return blurred
        }
        let bad = try CorpusRun.evaluate(corpus, settings: worse, provider: Self.provider())
        let report = folder.appendingPathComponent("bad").path
        try ReportStore.save(bad, to: report + "/report.json")

        let result = try runScanlab(["check", report, "--baseline", baseline])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("regressed in style grayscale · tesseract: pages real/X51006466778, real/X51005441402"), "\(result.stdout)")
        #expect(!result.stdout.contains("REGRESSION   real/X51006466778 · original"))
        let itself = try runScanlab(["check", baseline, "--baseline", baseline, "--strict"])
        #expect(itself.status == 0, "\(itself.stdout)")

        // A baseline cell missing from the report is a regression; a narrower selection is exit 2.
        var missing = good
        missing.cells.removeAll { $0.page == "real/X51005441402" && $0.style == "original" }
        try ReportStore.save(missing, to: folder.appendingPathComponent("missing/report.json").path)
        let missingCheck = try runScanlab(["check", folder.appendingPathComponent("missing").path, "--baseline", baseline])
        #expect(missingCheck.status == 1)
        #expect(missingCheck.stdout.contains("real/X51005441402 · original · tesseract: missing from the report"), "\(missingCheck.stdout)")
        var narrow = good
        narrow.selection.styles = ["original"]
        narrow.cells.removeAll { $0.style != "original" }
        try ReportStore.save(narrow, to: folder.appendingPathComponent("narrow/report.json").path)
        let narrowCheck = try runScanlab(["check", folder.appendingPathComponent("narrow").path, "--baseline", baseline])
        #expect(narrowCheck.status == 2)
        #expect(narrowCheck.stderr.contains("lacks styles grayscale"), "\(narrowCheck.stderr)")
    }
}
