import Testing
import Foundation
import Documents
import Evaluation
import Fields
import Imaging
import Scoring
@testable import Reporting

/// Reports of code readers: the code's fields against the text's, the codes table with zbar beside zxing, and
/// the decode-rate charts. Built by hand, so each count is known.
@Suite("Code reports")
struct CodeReportTests {
    static let truth = ["iban": "DE89370400440532013000", "bic": "COBADEFFXXX", "gross": "119.00"]

    static func field(_ name: String, _ value: String?, sure: Bool = true) -> FieldResult {
        let truth = Self.truth[name] ?? "x"
        let outcome: FieldOutcomeKind = value == nil ? .missed : value == truth ? .correct : (sure ? .wrongSure : .wrongUnsure)
        return FieldResult(name: name, truth: truth, value: value, sure: value != nil && sure, reason: nil, outcome: outcome)
    }

    static func codeCell(_ page: String, _ style: String, reader: String = "zxing", decoded: Bool, modulePx: Double = 3,
                         symbology: Symbology = .qr) -> PageResult {
        var cell = PageResult(page: page, style: style, reader: reader, status: .ok)
        let outcome: CodeOutcome = reader == "zbar" && symbology == .datamatrix ? .unsupported : (decoded ? .decoded : .missed)
        cell.codes = [CodeResult(symbology: symbology, truth: "BCD", payload: outcome == .decoded ? "BCD" : nil, outcome: outcome,
                                 modulePx: modulePx)]
        cell.decodeRate = outcome == .unsupported ? nil : (decoded ? 1 : 0)
        return cell
    }

    /// Three EPC invoices read in two styles by tesseract (text) and zxing (code):
    /// - `a`: the code decodes; the text read the IBAN right and the gross wrong, and no BIC.
    /// - `b`: the code decodes; the text read all three right.
    /// - `c`: the code was missed in `original` (its fields missed); the text read the IBAN wrong.
    static func invoices() -> RunReport {
        let text: [String: [FieldResult]] = [
            "a": [field("iban", truth["iban"]), field("bic", nil), field("gross", "110.00"), field("total", "5.00")],
            "b": [field("iban", truth["iban"]), field("bic", truth["bic"]), field("gross", truth["gross"])],
            "c": [field("iban", "DE89370400440532013001", sure: false), field("bic", nil), field("gross", truth["gross"])],
        ]
        var report = ReportFixtures.report(readers: ["tesseract", "zxing"], fields: { page, _ in text[page] })
        report.cells.removeAll { $0.reader == "zxing" }
        for page in ["a", "b", "c"] {
            for style in ["original", "ink"] {
                let decoded = !(page == "c" && style == "original")
                var cell = codeCell(page, style, decoded: decoded)
                cell.fields = ["iban", "bic", "gross"].map { field($0, decoded ? truth[$0] : nil) }
                report.cells.append(cell)
            }
        }
        report.normalise()
        return report
    }

    @Test("the code's fields against the text's: agree, disagree, one side only, and who was right")
    func agreement() throws {
        let report = Self.invoices()
        let rows = try #require(report.aggregates?.codeFieldAgreement)
        func row(_ style: String, _ field: String) throws -> CodeFieldAgreement {
            try #require(rows.first { $0.style == style && $0.field == field && $0.reader == "tesseract" && $0.codeReader == "zxing" })
        }
        #expect(rows.count == 6, "3 fields × 2 styles, one pair of readers")
        let ibanOriginal = try row("original", "iban")
        #expect(ibanOriginal.pages == 3)
        #expect((ibanOriginal.agree, ibanOriginal.disagree, ibanOriginal.codeOnly, ibanOriginal.textOnly, ibanOriginal.neither) == (2, 0, 0, 1, 0))
        #expect((ibanOriginal.textCorrect, ibanOriginal.codeCorrect, ibanOriginal.preferredCorrect) == (2, 2, 2))
        let ibanInk = try row("ink", "iban")
        #expect((ibanInk.agree, ibanInk.disagree) == (2, 1))
        #expect((ibanInk.textCorrect, ibanInk.codeCorrect, ibanInk.preferredCorrect) == (2, 3, 3))
        #expect(ibanInk.agreementRate == 2.0 / 3.0)
        let grossOriginal = try row("original", "gross")
        #expect((grossOriginal.agree, grossOriginal.disagree, grossOriginal.textOnly) == (1, 1, 1))
        #expect((grossOriginal.textCorrect, grossOriginal.codeCorrect, grossOriginal.preferredCorrect) == (2, 2, 3))
        let bicInk = try row("ink", "bic")
        #expect((bicInk.agree, bicInk.codeOnly, bicInk.neither) == (1, 2, 0))
        // No text cell on its own is compared with itself, and zxing is no text reader.
        #expect(!rows.contains { $0.reader == "zxing" || $0.codeReader == "tesseract" })
    }

    @Test("the field table preferring the code takes its value where it decoded, the text's elsewhere")
    func preferringCode() throws {
        let report = Self.invoices()
        let summaries = try #require(report.aggregates?.fieldsPreferringCodes)
        #expect(Set(summaries.map(\.reader)) == ["tesseract+zxing"])
        func rates(_ style: String, _ field: String) throws -> FieldRates {
            try #require(summaries.first { $0.style == style && $0.field == field }?.rates)
        }
        #expect(try rates("original", "gross").correct == 3)
        #expect(try rates("original", "iban").correct == 2)
        #expect(try rates("original", "iban").wrongUnsure == 1, "c's code was missed, so the text's unsure IBAN stands")
        #expect(try rates("ink", "iban").correct == 3)
        #expect(try rates("ink", "total").expected == 1, "fields a code does not give stay the text's")
        let textOnly = try #require(report.aggregates?.fields.first { $0.reader == "tesseract" && $0.style == "original" && $0.field == "gross" })
        #expect(textOnly.rates.correct == 2, "the text reader's own table is unchanged")
        let markdown = MarkdownReport.markdown(report, charts: [])
        #expect(markdown.contains("## Code fields against OCR fields"))
        #expect(markdown.contains("| original | tesseract | zxing | gross | 3 | 1 | 1 | 0 | 1 | 0 | 50.00% | 2 | 2 | 3 |"))
        #expect(markdown.contains("## Fields: tesseract\\+zxing"), "Markdown escapes the plus")
        #expect(markdown.contains("| gross | 3 | 100% · 0% | 100% · 0% |"))
        let html = HTMLReport.html(report, thumbnails: nil, charts: [:])
        #expect(html.contains("<h2 id=code-fields>Code fields against OCR fields</h2>"))
        #expect(html.contains("Fields: tesseract+zxing</h2>"))
        // A baseline writes the same table (no timings in it).
        #expect(MarkdownTables.table("code-fields", from: Baseline.make(from: report)) == MarkdownTables.table("code-fields", from: report))
    }

    @Test("the per-page rows preferring the code (the `fields` command's) pool to the report's table")
    func preferringCellsPoolToTheReportsTable() throws {
        let report = Self.invoices()
        let cells = CodeFieldAgreement.preferringCells(report.cells, readers: ["tesseract", "zxing"])
        #expect(cells.map { "\($0.style) \($0.page) \($0.reader)" }.sorted()
                == ["ink a", "ink b", "ink c", "original a", "original b", "original c"].map { $0 + " tesseract+zxing" })
        let summaries = try #require(report.aggregates?.fieldsPreferringCodes)
        for style in ["original", "ink"] {
            let pooled = FieldAggregate.aggregate(cells.filter { $0.style == style }.flatMap { $0.fields ?? [] })
            for summary in summaries where summary.style == style {
                #expect(pooled[summary.field] == summary.rates, "\(style) \(summary.field)")
            }
        }
        // Page c in `original`: the code was missed, so its IBAN row is the text's (unsure, wrong).
        let c = try #require(cells.first { $0.page == "c" && $0.style == "original" })
        #expect(c.fields?.first { $0.name == "iban" }?.outcome == .wrongUnsure)
        #expect(CodeFieldAgreement.preferringCells(report.cells.filter { $0.reader == "tesseract" }, readers: ["tesseract"]).isEmpty)
    }

    @Test("no code cell with fields, no comparison")
    func noComparison() {
        let report = ReportFixtures.report(readers: ["tesseract"], fields: { _, _ in [Self.field("iban", Self.truth["iban"])] })
        #expect(report.aggregates?.codeFieldAgreement == nil)
        #expect(report.aggregates?.fieldsPreferringCodes == nil)
        #expect(MarkdownTables.table("code-fields", from: report) == nil)
    }

    /// A label (QR and Data Matrix) read by zxing and zbar in two styles; zbar cannot decode Data Matrix.
    static func labels() -> RunReport {
        var report = ReportFixtures.report(readers: ["zxing", "zbar"])
        report.cells = []
        for page in ["a", "b", "c"] {
            for style in ["original", "ink"] {
                for reader in ["zxing", "zbar"] {
                    var cell = codeCell(page, style, reader: reader, decoded: !(reader == "zbar" && page == "c"), modulePx: page == "a" ? 2.2 : 4)
                    cell.codes? += codeCell(page, style, reader: reader, decoded: true, symbology: .datamatrix).codes ?? []
                    report.cells.append(cell)
                }
            }
        }
        report.normalise()
        return report
    }

    @Test("the codes table has a column per reader and symbology: zbar's beside zxing's, its undecodable ones named")
    func codesTableWithZbar() throws {
        let report = Self.labels()
        let table = try #require(MarkdownTables.table("codes", from: report))
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.first == "| Style | zxing: qr | zxing: datamatrix | zbar: qr |")
        #expect(lines.contains("| original | 100.00% (3/3) | 100.00% (3/3) | 66.67% (2/3) |"))
        #expect(lines.contains("| ink | 100.00% (3/3) | 100.00% (3/3) | 66.67% (2/3) |"))
        #expect(lines.last == "Not decodable by the reader, so left out of its columns: zbar: datamatrix.")
        let readme = "x\n<!-- scanlab:table codes -->\nold\n<!-- /scanlab:table -->\n"
        let rewritten = try ReadmeTables.rewrite(readme, with: Baseline.make(from: report))
        #expect(rewritten.contains("| Style | zxing: qr | zxing: datamatrix | zbar: qr |"))
        let html = HTMLReport.html(report, thumbnails: nil, charts: [:])
        #expect(html.contains("<th>zbar: qr</th>"))
        #expect(html.contains("<p class=help>Not decodable by the reader, so left out of its columns: zbar: datamatrix.</p>"))
        #expect(!html.contains("<td>Not decodable"))
        // Each code cell says how many codes it decoded and lists them.
        #expect(html.contains("original · zxing: 2 of 2 codes decoded"))
        #expect(html.contains("original · zbar: 0 of 1 codes decoded"))
        #expect(html.contains("<tr class=\"unsupported\"><td>datamatrix</td><td>3.0</td><td>unsupported</td>"))
    }

    @Test("decode-rate charts: against module size per code reader, and against each sweep on code pages")
    func charts() throws {
        var report = Self.labels()
        report.pages = report.pages.enumerated().map { index, page in
            var swept = page
            swept.sweep = SweepPoint(family: "blur-label", parameter: "blur", value: Double(index))
            return swept
        }
        report.normalise()
        let charts = try Charts.all(report)
        for name in ["decode-rate-by-module-zxing.png", "decode-rate-by-module-zbar.png",
                     "decode-rate-sweep-blur-label-zxing.png", "decode-rate-sweep-blur-label-zbar.png"] {
            let png = try #require(charts[name], "\(name) among \(charts.keys.sorted())")
            let image = try ImageFile.decode(png, name: name)
            #expect(image.width == 900 && image.height == 480)
        }
        let points = try #require(report.aggregates?.codes?.first { $0.reader == "zbar" && $0.style == "ink" && $0.symbology == .qr }?.byModulePx)
        #expect(points.map(\.value) == [2, 4])
        #expect(points.map(\.decodeRate) == [1, 0.5])
        // Code readers read no text, so they get no (empty) CER chart.
        #expect(!charts.keys.contains { $0.hasPrefix("cer-by-difficulty") }, "\(charts.keys.sorted())")
        #expect(try Charts.all(ReportFixtures.report()).keys.contains("cer-by-difficulty.png"), "a text reader keeps its CER chart")
    }
}
