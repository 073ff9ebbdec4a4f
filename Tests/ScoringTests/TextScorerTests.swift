import Testing
@testable import Scoring

@Suite("Text scoring: alignment counts and rates")
struct TextScorerTests {
    @Test func identicalTextsScoreZero() {
        let s = TextScorer.score(truth: "TOTAL RM 14.10", ocr: "TOTAL RM 14.10", profile: .strict)
        #expect(s.counts == EditCounts(hits: 14, truthLength: 14))
        #expect(s.cer == 0 && s.wer == 0 && s.bagOfWordsError == 0 && s.cerBounded == 0)
        #expect(s.profile == .strict)
    }

    @Test func combiningAccentEqualsPrecomposed() {
        // "e" + U+0301 is one grapheme, canonically equal to "é" (U+00E9).
        let s = TextScorer.score(truth: "caf\u{E9}", ocr: "cafe\u{301}", profile: .strict)
        #expect(s.counts == EditCounts(hits: 4, truthLength: 4))
        // A plain "e" for "é" is one substitution, not a deletion of the accent.
        let t = TextScorer.score(truth: "cafe\u{301}", ocr: "cafe", profile: .strict)
        #expect(t.counts == EditCounts(substitutions: 1, hits: 3, truthLength: 4))
    }

    @Test func vietnameseStackedDiacriticsAreOneCharacter() {
        // "ệ" written as e + U+0323 + U+0302 is one grapheme.
        let s = TextScorer.score(truth: "Vi\u{1EC7}t", ocr: "Vie\u{323}\u{302}t", profile: .strict)
        #expect(s.counts.truthLength == 4 && s.counts.errors == 0)
    }

    @Test func emojiFamilySequenceCountsAsOne() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        let s = TextScorer.score(truth: "a\(family)b", ocr: "a\u{1F600}b", profile: .strict)
        #expect(s.counts == EditCounts(substitutions: 1, hits: 2, truthLength: 3))
        let d = TextScorer.score(truth: "a\(family)b", ocr: "ab", profile: .strict)
        #expect(d.counts == EditCounts(deletions: 1, hits: 2, truthLength: 3))
    }

    @Test func emptyTruthAndEmptyOutputScoreZero() {
        let s = TextScorer.score(truth: "", ocr: "", profile: .standard)
        #expect(s.counts == EditCounts())
        #expect(s.cer == 0 && s.cerBounded == 0 && s.wer == 0 && s.bagOfWordsError == 0)
    }

    @Test func emptyTruthWithOutputIsFinite() {
        let s = TextScorer.score(truth: "", ocr: "abc de", profile: .strict)
        #expect(s.counts == EditCounts(insertions: 6))
        // Documented: an empty truth divides by 1, so the CER is the number of inserted characters.
        #expect(s.cer == 6)
        #expect(s.cerBounded == 1)
        #expect(s.wer == 2)
        #expect(s.bagOfWordsError == 2)
        #expect(s.cer.isFinite && s.wer.isFinite && s.bagOfWordsError.isFinite)
    }

    @Test func emptyOutputDeletesEverything() {
        let s = TextScorer.score(truth: "Summe 12,50 €", ocr: "", profile: .strict)
        #expect(s.counts == EditCounts(deletions: 13, truthLength: 13))
        #expect(s.cer == 1 && s.cerBounded == 1 && s.wer == 1 && s.bagOfWordsError == 1)
    }

    @Test func cerIsUncappedAndBoundedIsNot() {
        let s = TextScorer.score(truth: "ab", ocr: "xyzuvw", profile: .strict)
        #expect(s.counts == EditCounts(substitutions: 2, insertions: 4, truthLength: 2))
        #expect(s.cer == 3)
        #expect(s.cerBounded == 1)
    }

    @Test func werKeepsSymbolTokens() {
        let s = TextScorer.score(truth: "Total 12,50 €\nRabatt 10 %", ocr: "Total 12,50\nRabatt 10 %", profile: .standard)
        #expect(s.wordCounts == EditCounts(deletions: 1, hits: 5, truthLength: 6))
        #expect(abs(s.wer - 1.0 / 6.0) < 1e-12)
    }

    @Test func werCountsSubstitutionsInsertionsDeletions() {
        let s = TextScorer.score(truth: "the cat sat on the mat", ocr: "cat sit on the mat today", profile: .strict)
        // "the" dropped (D), sat→sit (S), "today" added (I).
        #expect(s.wordCounts == EditCounts(substitutions: 1, deletions: 1, insertions: 1, hits: 4, truthLength: 6))
        #expect(s.wer == 0.5)
    }

    @Test func bagOfWordsIgnoresReadingOrder() {
        let truth = "SUBTOTAL 12.00\nTAX 0.72\nTOTAL 12.72"
        let columnsFirst = "SUBTOTAL TAX TOTAL\n12.00 0.72 12.72"
        let s = TextScorer.score(truth: truth, ocr: columnsFirst, profile: .standard)
        #expect(s.bagOfWordsError == 0)
        #expect(s.wer > 0)
        // One misread word counts once.
        let m = TextScorer.score(truth: truth, ocr: "SUBTOTAL 12.00\nTAX 0.72\nTOTAL 12.12", profile: .standard)
        #expect(abs(m.bagOfWordsError - 1.0 / 6.0) < 1e-12)
        // A repeated word is a multiset member: reading it once is one missing word.
        let r = TextScorer.score(truth: "1 X 5.20 5.20", ocr: "1 X 5.20", profile: .standard)
        #expect(r.bagOfWordsError == 0.25)
    }

    @Test func standardProfileForgivesLayoutAndTypography() {
        let truth = "“Quoted” – text\nsecond line"
        let ocr = "  \"Quoted\"   -  text  \n\n\u{00A0}second\tline \n"
        #expect(TextScorer.score(truth: truth, ocr: ocr, profile: .standard).counts.errors == 0)
        #expect(TextScorer.score(truth: truth, ocr: ocr, profile: .strict).counts.errors > 0)
        #expect(TextScorer.score(truth: "ﬁle", ocr: "file", profile: .standard).counts.errors == 0)
    }

    @Test func caselessProfileFoldsCase() {
        let s = TextScorer.score(truth: "SAM SAM TRADING CO", ocr: "Sam Sam Trading Co", profile: .caseless)
        #expect(s.counts.errors == 0)
        #expect(s.profile == .caseless)
        #expect(TextScorer.score(truth: "ĐƯỜNG", ocr: "đường", profile: .caseless).counts.errors == 0)
        #expect(TextScorer.score(truth: "SAM", ocr: "Sam", profile: .standard).counts.substitutions == 2)
    }

    @Test func tiesBreakDeterministically() {
        // "ab" → "ba": two substitutions and one deletion plus one insertion cost the same; the diagonal wins.
        let s = TextScorer.score(truth: "ab", ocr: "ba", profile: .strict)
        #expect(s.counts == EditCounts(substitutions: 2, truthLength: 2))
        #expect(TextScorer.score(truth: "ab", ocr: "ba", profile: .strict) == s)
    }

    @Test func countsAreConsistent() {
        let pairs = [("kitten", "sitting"), ("Gesamtbetrag", "Gesamtbetraq 1"), ("", "x"), ("xyz", "")]
        for (t, o) in pairs {
            let c = TextScorer.score(truth: t, ocr: o, profile: .strict).counts
            #expect(c.substitutions + c.deletions + c.hits == c.truthLength)
            #expect(c.substitutions + c.insertions + c.hits == o.count)
        }
        #expect(TextScorer.score(truth: "kitten", ocr: "sitting", profile: .strict).counts.errors == 3)
    }

    @Test func jsonKeysFollowTheContract() throws {
        let s = TextScorer.score(truth: "a b", ocr: "a c", profile: .standard)
        let json = String(decoding: try JSONEncoder().encode(s), as: UTF8.self)
        for key in ["\"cer\"", "\"cerBounded\"", "\"wer\"", "\"bagOfWordsError\"", "\"counts\"", "\"substitutions\"",
                    "\"deletions\"", "\"insertions\"", "\"hits\"", "\"truthLength\"", "\"profile\":\"standard\""] {
            #expect(json.contains(key), "missing \(key) in \(json)")
        }
        #expect(try JSONDecoder().decode(TextScore.self, from: Data(json.utf8)) == s)
    }
}

import Foundation
