import Foundation
import Testing
@testable import Scoring

/// dinglehopper's documented semantics, with cases of our own: texts are compared as grapheme clusters after NFC,
/// CER is edits over the truth's length in clusters, and an empty truth has a defined, finite result.
@Suite("Scoring semantics: NFC grapheme clusters, CER = edits / truth length, empty truth")
struct DinglehopperSemanticsTests {
    static func counts(_ truth: String, _ ocr: String) -> EditCounts {
        TextScorer.measure(truth: truth, ocr: ocr, profile: .strict, metrics: [.cer]).counts
    }

    @Test func flagsAreOneClusterEach() {
        // 🇩🇪 and 🇻🇳 are two regional indicators each; swapping one flag for another is one substitution,
        // not two, and a missing flag one deletion.
        let germany = "\u{1F1E9}\u{1F1EA}", vietnam = "\u{1F1FB}\u{1F1F3}"
        #expect(Self.counts("a\(germany)b", "a\(vietnam)b") == EditCounts(substitutions: 1, hits: 2, truthLength: 3))
        #expect(Self.counts("\(germany)\(vietnam)", "\(germany)") == EditCounts(deletions: 1, hits: 1, truthLength: 2))
        // Half a flag is a different cluster: still one substitution.
        #expect(Self.counts(germany, "\u{1F1E9}") == EditCounts(substitutions: 1, truthLength: 1))
    }

    @Test func zwjSequencesAreOneCluster() {
        let technologist = "\u{1F469}\u{200D}\u{1F4BB}"  // woman + ZWJ + laptop
        #expect(Self.counts("x\(technologist)y", "x\u{1F469}y") == EditCounts(substitutions: 1, hits: 2, truthLength: 3))
        #expect(Self.counts(technologist, technologist) == EditCounts(hits: 1, truthLength: 1))
    }

    @Test func combiningMarksStayWithTheirLetter() {
        // "ộ" as o + dot below + circumflex, and in the other mark order: canonically equal after NFC.
        #expect(Self.counts("o\u{323}\u{302}", "o\u{302}\u{323}") == EditCounts(hits: 1, truthLength: 1))
        // A letter with a mark that has no precomposed form is still one cluster.
        #expect(Self.counts("a\u{300}\u{316}b", "ab") == EditCounts(substitutions: 1, hits: 1, truthLength: 2))
    }

    @Test func nfcUnifiesSingletonsAndHangul() {
        // U+212B ANGSTROM SIGN is canonically U+00C5; decomposed Hangul jamo compose to one syllable.
        #expect(Self.counts("\u{212B}", "\u{C5}") == EditCounts(hits: 1, truthLength: 1))
        #expect(Self.counts("\u{D55C}", "\u{1112}\u{1161}\u{11AB}") == EditCounts(hits: 1, truthLength: 1))
    }

    @Test func crlfIsOneClusterAndNotAnLF() {
        #expect(Self.counts("a\r\nb", "a\nb") == EditCounts(substitutions: 1, hits: 2, truthLength: 3))
    }

    @Test func cerIsEditsOverTruthClusters() {
        // Truth of 5 clusters (one a ZWJ sequence), output with one substitution and one insertion.
        let truth = "ab\u{1F469}\u{200D}\u{1F4BB}cd", ocr = "abXcdE"
        let m = TextScorer.measure(truth: truth, ocr: ocr, profile: .strict, metrics: [.cer])
        #expect(m.counts == EditCounts(substitutions: 1, insertions: 1, hits: 4, truthLength: 5))
        #expect(m.cer == 2.0 / 5.0)
    }

    /// Documented: an empty truth divides by 1 (dinglehopper returns infinity for a non-empty output and 0 for an
    /// empty one); ScanLab keeps every rate finite so that pooled means stay defined.
    @Test func emptyTruthIsFinite() {
        #expect(TextScorer.measure(truth: "", ocr: "", profile: .strict, metrics: [.cer]).cer == 0)
        let m = TextScorer.measure(truth: "", ocr: "\u{1F1E9}\u{1F1EA}e\u{301}", profile: .strict, metrics: [.cer])
        #expect(m.counts == EditCounts(insertions: 2))
        #expect(m.cer == 2)
    }
}

@Suite("Scoring: confusions, errors by class, words as a multiset")
struct ConfusionAndClassTests {
    @Test func confusionsCountPairsAfterTheProfile() throws {
        // Standard profile: the curly quotes become ' and are no error; O for 0 three times and an added ','.
        let m = TextScorer.measure(truth: "Total 10.00 \u{2019}a\u{2019}", ocr: "Total 1O.OO 'a',",
                                   profile: .standard, metrics: [.confusions])
        let c = try #require(m.confusions)
        #expect(c.substitutions == [.init(truth: "0", read: "O", count: 3)])
        #expect(c.deletions.isEmpty)
        #expect(c.insertions == [.init(read: ",", count: 1)])
        let total = c.substitutions.reduce(0) { $0 + $1.count } + c.deletions.reduce(0) { $0 + $1.count }
            + c.insertions.reduce(0) { $0 + $1.count }
        #expect(total == m.counts.errors)
        #expect(!c.substitutions.contains { $0.truth == "\u{2019}" || $0.read == "\u{2019}" })
    }

    @Test func confusionsAreSortedAndPool() {
        let a = Confusions(substitutions: [.init(truth: "1", read: "l", count: 2)], deletions: [.init(truth: ".", count: 1)])
        let b = Confusions(substitutions: [.init(truth: "0", read: "O", count: 3), .init(truth: "1", read: "l", count: 2)],
                           insertions: [.init(read: "'", count: 1)])
        let pooled = a + b
        #expect(pooled.substitutions == [.init(truth: "1", read: "l", count: 4), .init(truth: "0", read: "O", count: 3)])
        #expect(pooled.deletions == [.init(truth: ".", count: 1)])
        #expect(pooled.insertions == [.init(read: "'", count: 1)])
        #expect(pooled.top(1).substitutions.count == 1)
    }

    @Test func errorsByClass() throws {
        // Truth: 5 letters, 4 digits, 1 punctuation, 2 spaces, 1 emoji. Errors: l→1 (a letter's), "."→","
        // (punctuation), an added "!" (punctuation: an insertion counts by the character added), 😀→? (other).
        let m = TextScorer.measure(truth: "Total 12.80 \u{1F600}", ocr: "Tota1 12,80! ?", profile: .strict, metrics: [.classes])
        let e = try #require(m.errorsByClass)
        #expect(e.digit == .init(errors: 0, truth: 4))
        #expect(e.letter == .init(errors: 1, truth: 5))
        #expect(e.punctuation == .init(errors: 2, truth: 1))
        #expect(e.whitespace == .init(errors: 0, truth: 2))
        #expect(e.other == .init(errors: 1, truth: 1))
        let sum = ErrorsByClass.CharacterClass.allCases.reduce(0) { $0 + e[$1].errors }
        #expect(sum == m.counts.errors)
    }

    @Test func werUnorderedIgnoresOrderButNotWords() throws {
        let m = TextScorer.measure(truth: "net 12.00 tax 0.72 total 12.72", ocr: "total 12.72 net 12.00 tax 0.27",
                                   profile: .standard, metrics: [.wer, .unordered, .bow])
        let counts = try #require(m.unorderedWordCounts)
        #expect(counts == EditCounts(substitutions: 1, hits: 5, truthLength: 6))
        #expect(m.werUnordered == 1.0 / 6.0)
        #expect(m.werUnordered == m.bagOfWordsError)
        #expect(try #require(m.wer) > 0.5)
    }

    @Test func cerAloneComputesNothingElse() {
        let m = TextScorer.measure(truth: "a b\nc", ocr: "c\na b", profile: .standard, metrics: [.cer])
        #expect(m.wer == nil && m.bagOfWordsError == nil && m.fca == nil && m.fcaReason == nil)
        #expect(m.confusions == nil && m.errorsByClass == nil && m.werUnordered == nil)
        #expect(m.counts.errors > 0)
    }

    @Test func cellsCarryEveryMeasureAndOldCellsStillLoad() throws {
        let s = TextScorer.score(truth: "12.50\nTotal", ocr: "Total\n12.5O", profile: .standard)
        #expect(s.fca != nil && s.fcaCounts != nil && s.confusions != nil && s.errorsByClass != nil && s.werUnordered != nil)
        let data = try JSONEncoder().encode(s)
        #expect(try JSONDecoder().decode(TextScore.self, from: data) == s)
        // A cell written before these keys existed.
        let old = """
        {"bagOfWordsError":0.5,"cer":0.1,"cerBounded":0.1,"counts":{"deletions":1,"hits":9,"insertions":0,"substitutions":0,"truthLength":10},
         "profile":"standard","wer":0.5,"wordCounts":{"deletions":1,"hits":1,"insertions":0,"substitutions":0,"truthLength":2}}
        """
        let decoded = try JSONDecoder().decode(TextScore.self, from: Data(old.utf8))
        #expect(decoded.cer == 0.1 && decoded.fca == nil && decoded.confusions == nil)
    }
}
