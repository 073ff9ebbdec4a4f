import Foundation
import Testing
import Evaluation
import Reporting
import TestSupport

/// `run --shard 1/3, 2/3, 3/3` then `merge` gives the report one unsharded run gives, apart from timings.
@Suite("Shards add up")
struct ShardTests {
    @Test("three shards merged equal the unsharded report")
    func shardsMerge() throws {
        let folder = TestPaths.temporaryFolder("shards")
        let corpus = folder.appendingPathComponent("tiny.json").path
        try """
        {"name": "tiny-flat", "seed": 9, "styles": ["original", "ink"], "readers": ["tesseract"], "pages": [
          {"id": "receipt", "document": "receipt", "language": "en", "seed": 5, "difficulty": "flat", "dpi": 200, "count": 4},
          {"id": "receipt-de", "document": "receipt", "language": "de", "seed": 9, "difficulty": "flat", "dpi": 200}
        ]}
        """.write(toFile: corpus, atomically: true, encoding: .utf8)
        func run(_ extra: [String], _ out: String) throws {
            let result = try runScanlab(["run", corpus, "--no-cache", "--jobs", "2", "--out", folder.appendingPathComponent(out).path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
        }
        try run([], "whole")
        for k in 1...3 { try run(["--shard", "\(k)/3"], "shard\(k)") }
        let merge = try runScanlab(["merge"] + (1...3).map { folder.appendingPathComponent("shard\($0)").path } + ["--out", folder.appendingPathComponent("merged").path])
        #expect(merge.status == 0, "\(merge.stderr)")

        let whole = try ReportStore.load(folder.appendingPathComponent("whole").path)
        let merged = try ReportStore.load(folder.appendingPathComponent("merged").path)
        let shardSizes = try (1...3).map { try ReportStore.load(folder.appendingPathComponent("shard\($0)").path).pages.count }
        #expect(shardSizes == [2, 2, 1])
        #expect(whole.cells.count == 10 && whole.cells.allSatisfy { $0.status == .ok })
        let a = String(decoding: try JSONCoding.encode(whole.withoutTimings()), as: UTF8.self)
        let b = String(decoding: try JSONCoding.encode(merged.withoutTimings()), as: UTF8.self)
        #expect(a == b)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged/report.html").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged/thumbs/receipt-s5/photo.jpg").path))
    }
}
