import Foundation
import Testing
import Evaluation
@testable import Reporting

@Suite("Baseline, merge and tables")
struct BaselineTests {
    @Test("a baseline has no timings, no machine data and no texts, and keys sorted")
    func stripped() throws {
        let text = String(decoding: try Baseline.encode(ReportFixtures.report()), as: UTF8.self)
        for absent in ["\"ms\"", "machine", "elapsedSeconds", "started", "ocrText", "truthText", "\"build\"", "/somewhere/"] {
            #expect(!text.contains(absent), "\(absent) in the baseline")
        }
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
        #expect(keys == keys.sorted())
        #expect(text.hasSuffix("}\n"))
    }

    @Test("pinning a baseline again changes nothing, and it round-trips")
    func idempotent() throws {
        let once = try Baseline.encode(ReportFixtures.report())
        let decoded = try JSONCoding.decode(RunReport.self, from: once)
        #expect(try Baseline.encode(decoded) == once)
    }

    @Test("merged shards equal the whole report")
    func merge() throws {
        let whole = ReportFixtures.report(pages: ["a", "b", "c", "d", "e"], errors: { page, _ in page.count + Int(page.unicodeScalars.first!.value % 7) })
        var shards: [RunReport] = []
        for k in 1...3 {
            var shard = whole
            let pages = whole.pages.filter { $0.index % 3 == k - 1 }.map(\.id)
            shard.pages = whole.pages.filter { pages.contains($0.id) }
            shard.cells = whole.cells.filter { pages.contains($0.page) }
            shard.shard = .init(index: k, count: 3)
            shard.normalise()
            shards.append(shard)
        }
        let merged = try ReportMerger.merge(shards.reversed())
        #expect(merged.shard == nil)
        #expect(try JSONCoding.encode(merged.withoutTimings()) == JSONCoding.encode(whole.withoutTimings()))
    }

    @Test("merging reports of different corpora fails")
    func mergeMismatch() {
        var other = ReportFixtures.report()
        other.corpus.hash = "different"
        #expect(throws: ReportingError.self) { try ReportMerger.merge([ReportFixtures.report(), other]) }
    }

    @Test("the README's marked sections are rewritten and nothing else")
    func readme() throws {
        let text = "# Title\n\nBefore.\n<!-- scanlab:table styles -->\nstale\n<!-- /scanlab:table -->\nBetween.\n<!-- scanlab:table sizes -->\n<!-- /scanlab:table -->\nAfter.\n"
        let report = ReportFixtures.report()
        let rewritten = try ReadmeTables.rewrite(text, with: report)
        #expect(!rewritten.contains("stale"))
        #expect(rewritten.hasPrefix("# Title\n\nBefore.\n<!-- scanlab:table styles -->\n| Style |"))
        #expect(rewritten.contains("<!-- /scanlab:table -->\nBetween.\n<!-- scanlab:table sizes -->\n| Style | Mean file"))
        #expect(rewritten.hasSuffix("<!-- /scanlab:table -->\nAfter.\n"))
        #expect(try ReadmeTables.rewrite(rewritten, with: report) == rewritten)
        #expect(throws: ReportingError.self) { try ReadmeTables.rewrite("no markers", with: report) }
        #expect(throws: ReportingError.self) { try ReadmeTables.rewrite("<!-- scanlab:table nope -->\n<!-- /scanlab:table -->", with: report) }
    }

    @Test("the tables hold no timings, so a baseline writes the same tables as its report")
    func tablesFromBaseline() {
        let report = ReportFixtures.report()
        let baseline = Baseline.make(from: report)
        for name in MarkdownTables.names {
            #expect(MarkdownTables.table(name, from: report) == MarkdownTables.table(name, from: baseline), "\(name)")
        }
    }

    @Test("the styles table shows micro and macro CER and the interval against original")
    func stylesTable() throws {
        let report = ReportFixtures.report(errors: { page, style in style == "ink" ? (page == "a" ? 3 : 1) : 2 })
        let table = try #require(MarkdownTables.table("styles", from: report))
        #expect(table.contains("| original | tesseract | 3/3 | 2.00% | 2.00% | 2.00% | 2.00% | – |"))
        #expect(table.contains("| ink | tesseract | 3/3 | 1.67% | 1.67% | 1.00% | 3.00% |"))
    }

    @Test("diff lists changed cells and styles")
    func diff() {
        let old = ReportFixtures.report()
        let new = ReportFixtures.report(errors: { page, style in page == "b" && style == "ink" ? 4 : 1 })
        let diff = ReportDiff.compare(old, new)
        #expect(diff.cells.map(\.page) == ["b"])
        #expect(diff.styles.map(\.style) == ["ink"])
        #expect(ReportDiff.compare(old, old).cells.isEmpty)
    }

    @Test("text markup marks what differs")
    func markup() {
        let (truth, ocr) = TextMarkup.sideBySide(truth: "TOTAL 12.30\nTHANK YOU", ocr: "TOTAL 12.80\nTHANK YOU")
        #expect(truth == "TOTAL 12.<del>3</del>0\nTHANK YOU")
        #expect(ocr == "TOTAL 12.<ins>8</ins>0\nTHANK YOU")
        let (_, extra) = TextMarkup.sideBySide(truth: "A", ocr: "A\n<b>")
        #expect(extra == "A\n<ins>&lt;b&gt;</ins>")
    }

    @Test("charts are PNG images")
    func charts() throws {
        var report = ReportFixtures.report()
        report.pages[1].sweep = SweepPoint(family: "blur", parameter: "blur", value: 1)
        report.pages[2].sweep = SweepPoint(family: "blur", parameter: "blur", value: 2)
        report.normalise()
        let charts = try Charts.all(report)
        #expect(Set(charts.keys) == ["cer-by-difficulty.png", "sweep-blur.png"])  // the fixture has no fields
        for png in charts.values { #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47])) }
    }
}
