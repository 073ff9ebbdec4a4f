import Testing
import Evaluation
import Scoring
@testable import Reporting

@Suite("The gate: check against a baseline")
struct GateTests {
    let baseline = Baseline.make(from: ReportFixtures.report())

    @Test("the same figures pass, strictly too")
    func samePasses() {
        let result = Gate.check(ReportFixtures.report(), against: baseline, strict: true)
        #expect(result.exitCode == 0)
        #expect(result.findings.isEmpty)
        #expect(result.checked.count == 6)
    }

    @Test("a CER rise beyond the tolerance is a regression naming the style and pages")
    func regression() {
        let worse = ReportFixtures.report(errors: { page, style in style == "ink" && page != "c" ? 5 : 1 })
        let result = Gate.check(worse, against: baseline)
        #expect(result.exitCode == 1)
        #expect(result.regressions.map(\.page) == ["a", "b"])
        #expect(result.regressions.allSatisfy { $0.style == "ink" && $0.what == "cer" })
        let summary = Gate.summary(result)
        #expect(summary.contains("regressed in style ink · tesseract: pages a, b"))
    }

    @Test("a rise within the tolerance passes; the tolerance is absolute CER")
    func withinTolerance() {
        let slightly = ReportFixtures.report(errors: { _, style in style == "ink" ? 2 : 1 })
        #expect(Gate.check(slightly, against: baseline, tolerance: 0.02).exitCode == 0)
        #expect(Gate.check(slightly, against: baseline, tolerance: 0.002).exitCode == 1)
    }

    @Test("an improvement is listed and passes; with --strict it fails")
    func improvement() {
        let better = ReportFixtures.report(errors: { _, style in style == "ink" ? 0 : 1 })
        let result = Gate.check(better, against: baseline)
        #expect(result.exitCode == 0)
        #expect(result.improvements.count == 3)
        #expect(Gate.summary(result).contains("improvement"))
        #expect(Gate.check(better, against: baseline, strict: true).exitCode == 1)
    }

    @Test("a baseline cell missing from the report is a regression")
    func missingCell() {
        let fewer = ReportFixtures.report(pages: ["a", "b"])
        let result = Gate.check(fewer, against: baseline)
        #expect(result.exitCode == 1)
        #expect(result.regressions.map(\.what) == ["missing", "missing"])
        #expect(Set(result.regressions.map(\.page)) == ["c"])
    }

    @Test("a failed or skipped cell is a regression", arguments: [CellStatus.failed, .skipped])
    func failedCell(_ status: CellStatus) {
        var report = ReportFixtures.report()
        report.cells[0] = ReportFixtures.cell(report.cells[0].page, report.cells[0].style, errors: 0, status: status)
        let result = Gate.check(report, against: baseline)
        #expect(result.exitCode == 1)
        #expect(result.regressions.first?.what == status.rawValue)
    }

    @Test("a narrower selection exits 2 and says what is missing")
    func narrower() {
        let narrow = ReportFixtures.report(styles: ["original"])
        let result = Gate.check(narrow, against: baseline)
        #expect(result.exitCode == 2)
        #expect(result.narrower?.contains("styles ink") == true)
    }

    @Test("a wider selection is judged on the baseline's cells")
    func wider() {
        let wide = ReportFixtures.report(styles: ["original", "ink", "auto"])
        #expect(Gate.check(wide, against: baseline).exitCode == 0)
    }

    @Test("a field that was correct and is not any more is a regression")
    func fieldRegression() {
        let withFields = Baseline.make(from: ReportFixtures.report(fields: { _, _ in [ReportFixtures.field("total", .correct)] }))
        let lost = ReportFixtures.report(fields: { page, style in
            [ReportFixtures.field("total", page == "b" && style == "original" ? .wrongSure : .correct)]
        })
        let result = Gate.check(lost, against: withFields)
        #expect(result.exitCode == 1)
        #expect(result.regressions.count == 1)
        #expect(result.regressions.first?.field == "total")
        #expect(result.regressions.first?.page == "b")
    }

    @Test("junit has one test case per cell, failed where it regressed")
    func junit() {
        let worse = ReportFixtures.report(errors: { page, style in style == "ink" && page == "a" ? 9 : 1 })
        let xml = JUnitReport.xml(Gate.check(worse, against: baseline))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 6)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 1)
        #expect(xml.contains("classname=\"ink.tesseract\" name=\"a\">"))
        #expect(xml.contains("tests=\"6\" failures=\"1\""))
    }
}

@Suite("The gate: codes")
struct CodeGateTests {
    static func codeCell(_ outcome: CodeOutcome) -> PageResult {
        var cell = PageResult(page: "label", style: "ink", reader: "zxing", status: .ok)
        cell.codes = [CodeResult(symbology: .qr, truth: "BCD", payload: outcome == .decoded ? "BCD" : nil, outcome: outcome, modulePx: 3)]
        cell.decodeRate = outcome == .decoded ? 1 : 0
        return cell
    }

    static func report(_ outcome: CodeOutcome) -> RunReport {
        var report = ReportFixtures.report()
        report.selection.readers.append("zxing")
        report.cells.append(codeCell(outcome))
        return report
    }

    @Test("a code decoded in the baseline and not now is a regression; the reverse an improvement")
    func lostCode() {
        let baseline = Baseline.make(from: Self.report(.decoded))
        #expect(baseline.cells.last?.codes?.first?.outcome == .decoded, "the baseline keeps code outcomes")
        let result = Gate.check(Self.report(.missed), against: baseline)
        #expect(result.exitCode == 1)
        #expect(result.regressions.map(\.what) == ["code"])
        #expect(result.regressions.first?.message.contains("was decoded, now missed") == true)
        let back = Gate.check(Self.report(.decoded), against: Baseline.make(from: Self.report(.missed)))
        #expect(back.exitCode == 0 && back.improvements.map(\.what) == ["code"])
        #expect(Gate.check(Self.report(.decoded), against: baseline, strict: true).exitCode == 0)
    }
}
