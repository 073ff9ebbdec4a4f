import Foundation
import Testing
import Evaluation
import Scoring
@testable import Reporting

@Suite("HTML diff marks follow the scored profile")
struct DiffMarksTests {
    /// Case, spacing, a dropped line break, a typographic quote, a substitution, a dropped and an added character.
    static let truth = "ACME  CO. LTD\nNo. 12, Jalan \u{201C}Satu\u{201D}\n\nTOTAL   RM 12.30\nThank you"
    static let ocr = "Acme Co. Ltd No. 12, Ja1an \"Satu\"\nTOTAL RM 12.3O!\nThank  yo"

    /// The characters inside `<tag>…</tag>` runs, entities counted as one character.
    static func markedCharacters(_ html: String, tag: String) -> Int {
        var count = 0, inside = false
        var rest = Substring(html)
        while let first = rest.first {
            if rest.hasPrefix("<\(tag)>") { inside = true; rest = rest.dropFirst(tag.count + 2); continue }
            if rest.hasPrefix("</\(tag)>") { inside = false; rest = rest.dropFirst(tag.count + 3); continue }
            if first == "&", let end = rest.firstIndex(of: ";") { if inside { count += 1 }; rest = rest[rest.index(after: end)...]; continue }
            if inside && first != "\n" { count += 1 }
            rest = rest.dropFirst()
        }
        return count
    }

    @Test("struck truth characters are S + D and marked read characters S + I, as counted", arguments: TextProfile.allCases)
    func marksEqualCounts(_ profile: TextProfile) throws {
        let counts = TextScorer.score(truth: Self.truth, ocr: Self.ocr, profile: profile).counts
        let marked = try #require(TextMarkup.scored(truth: Self.truth, ocr: Self.ocr, profile: profile))
        #expect(marked.counts == counts)
        #expect(Self.markedCharacters(marked.truth, tag: "del") == counts.substitutions + counts.deletions)
        #expect(Self.markedCharacters(marked.ocr, tag: "ins") == counts.substitutions + counts.insertions)
        #expect(counts.errors > 0)
    }

    @Test("case differences are marked under strict and standard, not under caseless")
    func caseMarks() throws {
        let strict = try #require(TextMarkup.scored(truth: "CO. LTD", ocr: "co. Ltd", profile: .standard))
        #expect(Self.markedCharacters(strict.truth, tag: "del") == 4)
        let caseless = try #require(TextMarkup.scored(truth: "CO. LTD", ocr: "co. Ltd", profile: .caseless))
        #expect(caseless.truth == "CO. LTD" && caseless.ocr == "co. Ltd", "the texts keep their own case for display")
        #expect(Self.markedCharacters(caseless.truth, tag: "del") == 0)
    }

    @Test("the report's diff uses the cell's profile, missing in red strike-through, inserted in orange, no green")
    func report() throws {
        var report = ReportFixtures.report(styles: ["original"], pages: ["a"])
        report.pages[0].truthText = Self.truth
        report.cells[0].ocrText = Self.ocr
        report.cells[0].text = TextScorer.score(truth: Self.truth, ocr: Self.ocr, profile: .caseless)
        let html = HTMLReport.html(report, thumbnails: nil, charts: [:])
        let pre = html.components(separatedBy: "<pre>").dropFirst().map { $0.components(separatedBy: "</pre>")[0] }
        #expect(pre.count == 2)
        let counts = try #require(report.cells[0].text?.counts)
        #expect(Self.markedCharacters(pre[0], tag: "del") == counts.substitutions + counts.deletions)
        #expect(Self.markedCharacters(pre[1], tag: "ins") == counts.substitutions + counts.insertions)
        let css = HTMLReport.css
        let del = try #require(css.range(of: "del{")), ins = try #require(css.range(of: "ins{"))
        let delRule = css[del.upperBound...].prefix { $0 != "}" }, insRule = css[ins.upperBound...].prefix { $0 != "}" }
        #expect(delRule.contains("line-through") && delRule.contains("color:#b00020"))
        #expect(insRule.contains("#ffe1b3"))
        for green in ["#dfd", "#060", "green"] { #expect(!delRule.contains(green) && !insRule.contains(green)) }
    }
}
