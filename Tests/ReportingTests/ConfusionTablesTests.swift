import Foundation
import Testing
import Evaluation
import Scoring
@testable import Reporting

@Suite("Confusion tables")
struct ConfusionTablesTests {
    /// A report whose cells carry the confusions of real alignments (TextScorer on small texts), so the pooled
    /// counts can be checked against the cells'.
    static func report() -> RunReport {
        var report = ReportFixtures.report(styles: ["original", "ink"], readers: ["tesseract", "rapidocr"], pages: ["a", "b"])
        let readings: [String: String] = [
            "original/tesseract": "T0TAL l2.30 |tem",   // O→0, 1→l, I→|
            "ink/tesseract": "TOTAL 12.3O Item",         // 0→O
            "original/rapidocr": "TOTAL12.30 Item.",     // a dropped space, an added full stop
            "ink/rapidocr": "TOTAL 12.30 Item",          // nothing wrong
        ]
        for i in report.cells.indices {
            let cell = report.cells[i]
            let read = readings[cell.style + "/" + cell.reader]!
            report.cells[i].text = TextScorer.score(truth: "TOTAL 12.30 Item", ocr: read, profile: .standard)
        }
        return report
    }

    @Test("pooled rows sum their cells' confusions, in the selection's order, then every cell")
    func pooled() throws {
        let rows = ConfusionTables.rows(Self.report())
        #expect(rows.map { $0.reader + "/" + $0.style } == ["tesseract/original", "tesseract/ink", "rapidocr/original", "rapidocr/ink", "all/all"])
        let tesseractOriginal = rows[0].confusions
        // Two pages, each with O→0, 1→l and I→|.
        #expect(tesseractOriginal.substitutions.contains(.init(truth: "O", read: "0", count: 2)))
        #expect(tesseractOriginal.substitutions.contains(.init(truth: "I", read: "|", count: 2)))
        #expect(rows[2].confusions.deletions == [.init(truth: " ", count: 2)])
        #expect(rows[2].confusions.insertions == [.init(read: ".", count: 2)])
        #expect(rows[3].confusions == Confusions())
        let all = rows.last!.confusions
        let total = all.substitutions.reduce(0) { $0 + $1.count } + all.insertions.reduce(0) { $0 + $1.count } + all.deletions.reduce(0) { $0 + $1.count }
        let cells = Self.report().cells.compactMap(\.text).reduce(0) { $0 + $1.counts.substitutions + $1.counts.insertions + $1.counts.deletions }
        #expect(total == cells)
        #expect(rows.last!.cells == 8)
    }

    @Test("report.md and report.html show the table; a pipe and a space stay readable in both")
    func shown() throws {
        let report = Self.report()
        let md = MarkdownReport.markdown(report, charts: [])
        #expect(md.contains("## Confusions"))
        #expect(md.contains("I→\\| ×2"), "the pipe is escaped in Markdown so the table keeps its columns")
        #expect(md.contains("␣ ×2"))
        let html = HTMLReport.html(report, thumbnails: nil, charts: [:])
        #expect(html.contains("<h2 id=confusions>Confusions</h2>"))
        #expect(html.contains("<td>1→l ×2, I→| ×2, O→0 ×2</td>"))
        #expect(!html.contains("\\|"), "no Markdown escape leaks into the HTML")
        // Each cell's own confusions sit under its diff.
        #expect(html.contains("Read wrong: 1→l ×1, I→| ×1, O→0 ×1"))
    }

    @Test("a report without confusions has no table")
    func absent() {
        #expect(ConfusionTables.markdown(ReportFixtures.report()) == nil)
        #expect(!MarkdownReport.markdown(ReportFixtures.report(), charts: []).contains("## Confusions"))
    }

    @Test("Markdown table cells round-trip through the HTML conversion")
    func cellsRoundTrip() {
        let values = ["a|b", "x\\y", "<tag>", "&amp;", "plain", "+1"]
        let line = "| " + values.map(MarkdownText.escape).joined(separator: " | ") + " |"
        #expect(MarkdownText.cells(of: line) == values)
    }

    @Test("the baseline keeps no confusions")
    func baseline() throws {
        let text = String(decoding: try Baseline.encode(Self.report()), as: UTF8.self)
        #expect(!text.contains("\"confusions\""))
        #expect(text.contains("\"errorsByClass\""))
    }
}
