import Foundation
import Testing
import Evaluation
import Fields
@testable import Reporting

@Suite("report.csv")
struct CSVReportTests {
    static let documented = ["page", "kind", "language", "difficulty", "style", "reader", "status", "reason", "cer", "wer",
                             "bagOfWordsError", "fca", "substitutions", "deletions", "insertions", "hits", "truthLength", "bytes"]

    /// A report with a failed cell whose reason holds a comma, a quote and a line break, and field outcomes.
    static func report() -> RunReport {
        var report = ReportFixtures.report(styles: ["original", "ink"], readers: ["tesseract", "rapidocr"], pages: ["a", "b", "c"],
                                           errors: { page, style in page.count + style.count },
                                           fields: { page, _ in page == "c" ? nil : [ReportFixtures.field("total", .correct),
                                                                                     ReportFixtures.field("date", .wrongSure)] })
        report.cells[1].status = .failed
        report.cells[1].reason = "reader said \"no\",\nthen stopped"
        report.cells[1].text = nil
        // A code cell: no text, a decode rate.
        var code = PageResult(page: "a", style: "original", reader: "zxing", status: .ok)
        code.codes = []
        code.decodeRate = 0.75
        report.cells.append(code)
        return report
    }

    @Test("Python's csv module reads one row per cell with the documented columns")
    func python() throws {
        let report = Self.report()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-csv-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ReportWriter.write(report, to: folder)
        let script = """
        import csv, json, sys
        with open(sys.argv[1], newline='') as f:
            rows = list(csv.DictReader(f))
            f.seek(0)
            header = next(csv.reader(f))
        print(json.dumps({"header": header, "rows": rows}))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder + "/report.csv"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        struct Parsed: Decodable { var header: [String]; var rows: [[String: String]] }
        let parsed = try JSONDecoder().decode(Parsed.self, from: data)
        #expect(parsed.header == Self.documented + ["date", "total", "decodeRate"])
        #expect(parsed.rows.count == report.cells.count)
        for (row, cell) in zip(parsed.rows, report.cells) {
            #expect(row["page"] == cell.page && row["style"] == cell.style && row["reader"] == cell.reader)
            #expect(row["status"] == cell.status.rawValue)
            #expect(row["cer"].flatMap(Double.init) == cell.cer)
            #expect(row["substitutions"] == cell.text.map { String($0.counts.substitutions) } ?? "")
            #expect(row["fca"] == "")
            #expect(row["decodeRate"] == (cell.decodeRate.map { "\($0)" } ?? ""))
            #expect(row["total"] == (cell.fields?.first { $0.name == "total" }?.outcome.rawValue ?? ""))
        }
        #expect(parsed.rows.last?["reader"] == "zxing" && parsed.rows.last?["decodeRate"] == "0.75")
        let failed = try #require(parsed.rows.first { $0["status"] == "failed" })
        #expect(failed["reason"] == "reader said \"no\",\nthen stopped")
        #expect(failed["cer"] == "")
    }
}
