import Foundation
import Testing
import Evaluation
import Imaging
import TestSupport
@testable import scanlab

/// The small things issue 18 found misleading, each kept fixed.
@Suite("Slips a new user met")
struct SlipTests {
    @Test("a cache hit's lookup time is not shown as the reader's time")
    func cacheHits() {
        var cell = PageResult(page: "p", style: "original", reader: "tesseract", status: .ok)
        cell.ms = ["read": 3, "enhance": 40, "enhance.find": 30, "fields": 2]
        cell.cached = ["ocr"]
        #expect(CellRows.milliseconds(cell) == 42)
        #expect(CellRows.time(cell) == "42 ms (reading cached)")
        cell.cached = nil
        #expect(CellRows.milliseconds(cell) == 45)
        #expect(CellRows.time(cell) == "45 ms")
        cell.ms = ["read": 3]
        cell.cached = ["ocr"]
        #expect(CellRows.time(cell) == "cached")
    }

    @Test("fields' help lists --profile and --format")
    func fieldsHelp() {
        #expect(FieldsCommand.usage.contains("--profile strict|standard|caseless"))
        #expect(FieldsCommand.usage.contains("--format text|json|csv"))
    }

    @Test("inside run, a page without truth is not told to use --truth, which run lacks")
    func runWithoutTruth() throws {
        let folder = TestPaths.temporaryFolder("no-truth")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try ImageFile.write(Image(width: 64, height: 64, layout: .gray, fill: 255), to: pages.appendingPathComponent("blank.png").path)
        let corpus = folder.appendingPathComponent("corpus.json")
        try #"{"name": "no-truth", "seed": 1, "folders": [{"path": "pages", "id": "p"}]}"#.write(to: corpus, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try runScanlab(["run", corpus.path, "--styles", "original", "--out", out.path, "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try String(contentsOf: out.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(report.contains("no truth found"))
        #expect(report.contains("put one of them beside the image"))
        #expect(!report.contains("; give one with --truth FILE"))
    }
}
