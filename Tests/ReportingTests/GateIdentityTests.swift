import Foundation
import Testing
import Evaluation
import Fields
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Reporting

/// The gate compares like with like: same corpus, judgeable figures, and merges that cannot double-count a page.
@Suite("The gate: identity and judgeable figures")
struct GateIdentityTests {
    let baseline = Baseline.make(from: ReportFixtures.report())

    @Test("a report of another corpus exits 2 naming both hashes; --allow-corpus-change compares the shared cells")
    func otherCorpus() {
        var other = ReportFixtures.report()
        other.corpus.hash = "ffff"
        let result = Gate.check(other, against: baseline)
        #expect(result.exitCode == 2)
        #expect(result.harnessError?.contains("hash ffff") == true)
        #expect(result.harnessError?.contains("hash h") == true)
        #expect(Gate.summary(result).hasPrefix("check: the report is of corpus"))
        #expect(Gate.check(other, against: baseline, allowCorpusChange: true).exitCode == 0)
    }

    @Test("after an allowed corpus change, pages the corpus dropped are not regressions")
    func droppedPages() {
        var fewer = ReportFixtures.report(pages: ["a", "b"])
        fewer.corpus.hash = "new"
        let result = Gate.check(fewer, against: baseline, allowCorpusChange: true)
        #expect(result.exitCode == 0)
        #expect(result.checked.count == 6)
    }

    @Test("a baseline without a corpus hash loads, and is refused rather than trusted")
    func baselineWithoutHash() throws {
        var data = try JSONSerialization.jsonObject(with: JSONCoding.encode(baseline)) as? [String: Any] ?? [:]
        var corpus = data["corpus"] as? [String: Any] ?? [:]
        corpus.removeValue(forKey: "hash")
        data["corpus"] = corpus
        let loaded = try JSONCoding.decode(RunReport.self, from: JSONSerialization.data(withJSONObject: data))
        #expect(loaded.corpus.hash == "")
        let result = Gate.check(ReportFixtures.report(), against: loaded)
        #expect(result.exitCode == 2)
        #expect(result.harnessError?.contains("no corpus hash") == true)
    }

    @Test("a NaN rate in an ok cell is a harness error, not a pass")
    func nan() {
        var report = ReportFixtures.report()
        report.cells[0].text?.cer = .nan
        let result = Gate.check(report, against: baseline)
        #expect(result.exitCode == 2)
        #expect(result.invalid.count == 1)
        #expect(result.invalid.first?.contains("cer is nan") == true)
    }

    @Test("an ok text cell without counts is a harness error")
    func missingCounts() {
        var report = ReportFixtures.report()
        report.cells[1].text = nil
        let result = Gate.check(report, against: baseline)
        #expect(result.exitCode == 2)
        #expect(result.invalid.first?.contains("no text counts") == true)
    }

    @Test("a field that becomes wrong-sure is a regression, from any outcome", arguments: [FieldOutcomeKind.missed, .wrongUnsure, .spurious])
    func wrongSure(_ before: FieldOutcomeKind) {
        let pinned = Baseline.make(from: ReportFixtures.report(fields: { _, _ in [ReportFixtures.field("total", before)] }))
        let now = ReportFixtures.report(fields: { page, style in
            [ReportFixtures.field("total", page == "a" && style == "ink" ? .wrongSure : before)]
        })
        let result = Gate.check(now, against: pinned)
        #expect(result.exitCode == 1)
        #expect(result.regressions.map(\.page) == ["a"])
        #expect(result.regressions.first?.message.contains("now wrong-sure") == true)
    }

    @Test("merge refuses overlapping shards, and shards of another build or corpus")
    func merge() throws {
        let one = ReportFixtures.report(pages: ["a", "b"])
        let two = ReportFixtures.report(pages: ["b", "c"])
        #expect(throws: ReportingError.self) { try ReportMerger.merge([one, two]) }
        #expect(throws: ReportingError.self) { try ReportMerger.merge([one, one]) }
        var rebuilt = ReportFixtures.report(pages: ["c"])
        rebuilt.tool.build = "other"
        #expect(throws: ReportingError.self) { try ReportMerger.merge([one, rebuilt]) }
        var elsewhere = ReportFixtures.report(pages: ["c"])
        elsewhere.corpus.hash = "other"
        #expect(throws: ReportingError.self) { try ReportMerger.merge([one, elsewhere]) }
        #expect(try ReportMerger.merge([one, ReportFixtures.report(pages: ["c"])]).pages.count == 3)
    }
}

@Suite("Foreign text in report.md and junit.xml")
struct OutputEscapingTests {
    static let hostile = "x<script>alert(1)</script><img src=x onerror=alert(2)>[link](http://e)|*b*\n# h"

    @Test("report.md shows page ids, reader ids and reader messages as text")
    func markdown() {
        var report = ReportFixtures.report(readers: [Self.hostile])
        report.cells[0].status = .failed
        report.cells[0].reason = Self.hostile
        report.pages[0].id = Self.hostile
        report.normalise()
        let md = MarkdownReport.markdown(report, charts: [])
        #expect(!md.contains("<script>"))
        #expect(!md.contains("<img"))
        #expect(!md.contains("](http"))
        #expect(md.contains("&lt;script&gt;"))
        #expect(!md.contains("\n# h"))
    }

    @Test("junit drops every character XML 1.0 forbids")
    func junit() throws {
        let page = "bad\u{FFFE}\u{FFFF}\u{1}\u{0}id<&>"
        var report = ReportFixtures.report(pages: [page, "b"])
        let pinned = Baseline.make(from: report)
        report.cells[0].text?.cer = 0.9
        let xml = JUnitReport.xml(Gate.check(report, against: pinned))
        #expect(!xml.unicodeScalars.contains { !JUnitReport.isXMLCharacter($0) && $0 != "\n" })
        #expect(xml.contains("name=\"badid&lt;&amp;&gt;\""))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
