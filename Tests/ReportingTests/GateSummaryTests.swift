import Testing
import Evaluation
@testable import Reporting

@Suite("CI outputs of the gate: job summary and annotations")
struct GateSummaryTests {
    let baseline = Baseline.make(from: ReportFixtures.report())
    /// `ink` regressed on pages a and b; `original` improved on page c.
    let mixed = ReportFixtures.report(errors: { page, style in
        if style == "ink" && page != "c" { return 5 }
        return style == "original" && page == "c" ? 0 : 1
    })

    @Test("--summary lists regressions first, then improvements, then the ranking")
    func order() throws {
        let result = Gate.check(mixed, against: baseline)
        let markdown = GateSummary.markdown(result, report: mixed)
        #expect(markdown.hasPrefix("## ScanLab check: failed"))
        let regressions = try #require(markdown.range(of: "### Regressions (2)"))
        let improvements = try #require(markdown.range(of: "### Improvements (1)"))
        let ranking = try #require(markdown.range(of: "### Ranking"))
        #expect(regressions.lowerBound < improvements.lowerBound && improvements.lowerBound < ranking.lowerBound)
        let regressedRows = markdown[regressions.upperBound..<improvements.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| a ") || $0.hasPrefix("| b ") }
        #expect(regressedRows.count == 2 && regressedRows.allSatisfy { $0.contains("| ink | tesseract | cer | 1.00% | 5.00% |") })
        let improvedRows = markdown[improvements.upperBound..<ranking.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| c ") }
        #expect(improvedRows.count == 1 && improvedRows[0].contains("| original |"))
        #expect(markdown.contains("- By CER: original + tesseract") == false, "cells are named reader + style")
        #expect(markdown.contains("- By CER: tesseract + original is best"))
    }

    @Test("a passing check says so and lists no regressions")
    func passing() {
        let markdown = GateSummary.markdown(Gate.check(ReportFixtures.report(), against: baseline), report: ReportFixtures.report())
        #expect(markdown.hasPrefix("## ScanLab check: passed"))
        #expect(markdown.contains("### Regressions (0)\n\nNone."))
    }

    @Test("--annotations github: one ::error line per regressed cell, escaped")
    func annotations() {
        let lines = GateSummary.githubAnnotations(Gate.check(mixed, against: baseline))
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::error title=Regression%3A ") && $0.contains("· ink · tesseract::") })
        #expect(lines[0].contains("a · ink · tesseract") && lines[1].contains("b · ink · tesseract"))
        #expect(GateSummary.data("50% done\nnext") == "50%25 done%0Anext")
        #expect(GateSummary.property("a: b, c") == "a%3A b%2C c")
        #expect(GateSummary.githubAnnotations(Gate.check(ReportFixtures.report(), against: baseline)).isEmpty)
    }
}
