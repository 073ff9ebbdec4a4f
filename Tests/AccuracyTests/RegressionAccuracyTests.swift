import Foundation
import Testing
import Evaluation
import Reporting
import TestSupport

/// The pinned figures: one evaluation of `Corpora/regression.json` per test run (the built `scanlab run`, cache off,
/// every style with Tesseract), checked with `--strict` semantics against `Reports/baseline.json`, and the README's
/// tables checked against the baseline. `SCANLAB_RECORD=all` (or `failed`) records the baseline through
/// `Baseline.write`, the function `scanlab pin` uses, and rewrites the README's tables and chart.
@Suite("Regression corpus accuracy", .serialized)
struct RegressionAccuracyTests {
    static let root = TestPaths.packageRoot
    static let corpus = root.appendingPathComponent("Corpora/regression.json").path
    static let baseline = root.appendingPathComponent("Reports/baseline.json").path
    static let readme = root.appendingPathComponent("README.md").path
    static let chart = root.appendingPathComponent("Reports/cer-by-difficulty.png").path

    /// The run, made once however many tests read it. `SCANLAB_ACCURACY_REPORT` names a report made beforehand
    /// (for example by a release build when the tests themselves run in debug).
    static let run: Result<RunReport, Error> = Result {
        if let made = ProcessInfo.processInfo.environment["SCANLAB_ACCURACY_REPORT"], !made.isEmpty {
            return try ReportStore.load(made)
        }
        let out = TestPaths.temporaryFolder("regression").path
        let result = try runScanlab(["run", corpus, "--no-cache", "--out", out])
        guard result.status == 0 else {
            throw RunFailed(description: "scanlab run \(corpus) exited \(result.status): \(result.stderr)")
        }
        return try ReportStore.load(out)
    }

    struct RunFailed: Error, CustomStringConvertible { var description: String }

    static func record(_ report: RunReport) throws {
        try Baseline.write(report, to: baseline)
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        try AtomicFile.write(ReadmeTables.rewrite(text, with: Baseline.make(from: report)), to: readme)
        if let png = try Charts.all(Baseline.make(from: report))["cer-by-difficulty.png"] { try AtomicFile.write(png, to: chart) }
    }

    @Test("every cell of the regression corpus is read")
    func everyCellRead() throws {
        let report = try Self.run.get()
        let notRead = report.cells.filter { $0.status != .ok }
        #expect(notRead.isEmpty, "\(notRead.map { "\($0.key): \($0.status.rawValue) \($0.reason ?? "")" })")
        #expect(report.selection.styles == ["original", "colour", "grayscale", "ink", "auto"])
        #expect(report.selection.readers == ["tesseract", "zxing", "zbar"])
        // 26 generated pages and the 5 real receipts (Corpora/README.md).
        #expect(report.pages.count == 31)
    }

    @Test("the figures equal the baseline (strict: any change beyond 0.002 CER, or in a field, fails)")
    func matchesBaseline() throws {
        let report = try Self.run.get()
        let mode = RecordMode.current
        let exists = FileManager.default.fileExists(atPath: Self.baseline)
        if mode == .all || (!exists && mode != .never) {
            try Self.record(report)
            Issue.record("recorded \(Self.baseline), the README's tables and chart; run again")
            return
        }
        guard exists else { Issue.record("missing \(Self.baseline); record it with SCANLAB_RECORD=missing"); return }
        let result = Gate.check(report, against: try ReportStore.load(Self.baseline), tolerance: 0.002, strict: true)
        if result.exitCode != 0 && mode == .failed {
            try Self.record(report)
            Issue.record("recorded \(Self.baseline) after:\n\(Gate.summary(result))\nrun again")
            return
        }
        #expect(result.exitCode == 0, """
            \(Gate.summary(result))
            if the change is intended, record it: SCANLAB_RECORD=failed Scripts/test.sh --filter AccuracyTests
            """)
    }

    @Test("the README's tables are the baseline's")
    func readmeTables() throws {
        let baseline = try ReportStore.load(Self.baseline)
        let text = try String(contentsOfFile: Self.readme, encoding: .utf8)
        let expected = try ReadmeTables.rewrite(text, with: baseline)
        #expect(text == expected, "README.md's tables differ from Reports/baseline.json; run `scanlab table Reports/baseline.json --readme README.md`")
    }
}
