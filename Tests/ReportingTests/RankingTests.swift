import Foundation
import Testing
import Evaluation
import Fields
@testable import Reporting

@Suite("Ranking across readers and styles")
struct RankingTests {
    static let pages = (1...10).map { "p\($0)" }

    /// rapidocr reads well with either style (ink one error better or worse, alternately: noise); tesseract
    /// makes about ten times the errors and finds no field.
    static func twoReaders() -> RunReport {
        var cells: [PageResult] = []
        for (index, page) in pages.enumerated() {
            for style in ["original", "ink"] {
                let wobble = index % 2 == 0 ? 1 : -1
                cells.append(ReportFixtures.cell(page, style, errors: 20 + index % 3 + (style == "ink" ? wobble : 0), reader: "tesseract",
                                                 fields: [ReportFixtures.field("total", .missed), ReportFixtures.field("date", .wrongSure)]))
                cells.append(ReportFixtures.cell(page, style, errors: 3 + (style == "ink" ? wobble : 0), reader: "rapidocr",
                                                 fields: [ReportFixtures.field("total", .correct),
                                                          ReportFixtures.field("date", index % 2 == 0 ? .correct : .missed)]))
            }
        }
        var report = ReportFixtures.report(styles: ["original", "ink"], readers: ["tesseract", "rapidocr"], pages: pages)
        report.cells = cells
        report.normalise()
        return report
    }

    @Test("the best cell comes first; a cell one error either way is within noise; a reader far behind is worse")
    func verdicts() throws {
        let ranking = try #require(Self.twoReaders().ranking)
        #expect(ranking.entries.map(\.name) == ["rapidocr + original", "rapidocr + ink", "tesseract + original", "tesseract + ink"])
        #expect(ranking.entries.map(\.rank) == [1, 2, 3, 4])
        let first = ranking.entries[0], second = ranking.entries[1]
        #expect(first.cer == 0.03)
        #expect(first.cerVersusBest?.verdict == .best)
        #expect(second.cerVersusBest?.verdict == .noise)
        let interval = try #require(second.cerVersusBest)
        #expect(try #require(interval.low) < 0 && 0 < (try #require(interval.high)))
        for entry in ranking.entries.dropFirst(2) {
            #expect(entry.cerVersusBest?.verdict == .worse, "\(entry.name)")
            #expect(try #require(entry.cerVersusBest?.low) > 0.1)
            #expect(entry.fieldsVersusBest?.verdict == .worse)
            #expect(entry.fieldCorrectness == 0)
        }
        #expect(first.fieldCorrectness == 0.75)
        #expect(ranking.verdict.hasPrefix("rapidocr + original is best (3.00% CER over 10 pages)"))
        #expect(ranking.verdict.contains("within noise: rapidocr + ink"))
        #expect(ranking.verdict.contains("every tesseract cell is worse"))
        #expect(ranking.fieldVerdict?.contains("every tesseract cell is worse") == true)
    }

    @Test("a code reader's cells (codes and the fields they give, no text) are not ranked; a reader whose cells failed is")
    func codeReadersLeftOut() throws {
        var report = Self.twoReaders()
        report.selection.readers += ["zxing", "broken"]
        for page in Self.pages {
            for style in ["original", "ink"] {
                var code = PageResult(page: page, style: style, reader: "zxing", status: .ok)
                code.fields = [ReportFixtures.field("iban", .correct)]  // as an EPC QR gives
                report.cells.append(code)
                report.cells.append(PageResult(page: page, style: style, reader: "broken", status: .failed, reason: "no binary"))
            }
        }
        report.normalise()
        let ranking = try #require(report.ranking)
        #expect(!ranking.entries.contains { $0.reader == "zxing" })
        #expect(!ranking.verdict.contains("zxing"))
        #expect(ranking.entries.contains { $0.reader == "broken" })
        // The text tables leave the code reader out too, and keep the broken one.
        for name in ["styles", "readers"] {
            let table = try #require(MarkdownTables.table(name, from: report))
            #expect(!table.contains("zxing"), "\(name): \(table)")
            #expect(table.contains("broken"), "\(name): \(table)")
        }
    }

    @Test("the ranking is the same whenever it is computed (seeded bootstrap)")
    func deterministic() throws {
        let a = Self.twoReaders(), b = Self.twoReaders()
        #expect(try JSONCoding.encode(a.ranking) == JSONCoding.encode(b.ranking))
    }

    @Test("Markdown and HTML open with the ranking and have a field table for every reader")
    func layout() throws {
        let report = Self.twoReaders()
        let markdown = MarkdownReport.markdown(report, charts: [])
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.first == "## Ranking")
        #expect(headings.contains("## Fields: tesseract") && headings.contains("## Fields: rapidocr"))
        // The verdict names readers and styles, which come from outside, so report.md escapes it ("\\+" shows as "+").
        #expect(markdown.contains("- By CER: rapidocr \\+ original is best"))
        let html = HTMLReport.html(report, thumbnails: nil, charts: [:])
        let ranking = try #require(html.range(of: "<h2 id=ranking>"))
        let firstTable = try #require(html.range(of: "<table>"))
        #expect(ranking.lowerBound < firstTable.lowerBound)
        #expect(html.contains("Fields: tesseract</h2>") && html.contains("Fields: rapidocr</h2>"))
    }

    @Test("charts exist for every reader")
    func charts() throws {
        let charts = try Charts.all(Self.twoReaders())
        #expect(Set(charts.keys) == ["cer-by-difficulty.png", "cer-by-difficulty-rapidocr.png", "fields-tesseract.png", "fields-rapidocr.png"])
    }

    @Test("scanlab table fills a ranking table")
    func readmeRanking() throws {
        let text = "<!-- scanlab:table ranking -->\n<!-- /scanlab:table -->\n"
        let rewritten = try ReadmeTables.rewrite(text, with: Self.twoReaders())
        let rows = rewritten.split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 5)
        #expect(rows[1].hasPrefix("| 1 | rapidocr | original | 10 | 3.00% | best | best |"))
    }
}
