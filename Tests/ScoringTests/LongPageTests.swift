import Testing
@testable import Scoring

@Suite("Text scoring: a 5,000-character page with a known edit set")
struct LongPageTests {
    /// A deterministic page of lower-case words, and a copy with isolated edits of known kinds.
    static func page(length: Int, seed: UInt64) -> [Character] {
        var state = seed
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var out: [Character] = []
        while out.count < length {
            let wordLength = 2 + Int(next() % 8)
            for _ in 0..<wordLength where out.count < length { out.append(letters[Int(next() % 26)]) }
            if out.count < length { out.append(next() % 12 == 0 ? "\n" : " ") }
        }
        return out
    }

    @Test func fiveThousandCharactersWithKnownEdits() {
        let truth = Self.page(length: 5000, seed: 7)
        var ocr: [Character] = []
        var expected = EditCounts(truthLength: 5000)
        // Every 37th character is edited, cycling substitution, deletion, insertion before it.
        // Edits are isolated and use symbols absent from the page, so this edit set is a cheapest one.
        for (i, ch) in truth.enumerated() {
            guard i % 37 == 18 else { ocr.append(ch); continue }
            switch (i / 37) % 3 {
            case 0: ocr.append("#"); expected.substitutions += 1
            case 1: expected.deletions += 1
            default: ocr.append("€"); ocr.append(ch); expected.insertions += 1
            }
        }
        expected.hits = 5000 - expected.substitutions - expected.deletions
        let s = TextScorer.score(truth: String(truth), ocr: String(ocr), profile: .strict)
        #expect(s.counts == expected)
        #expect(s.counts.errors == 135)
        #expect(abs(s.cer - 135.0 / 5000.0) < 1e-12)
    }

    @Test func fiveThousandCharactersAgainstUnrelatedText() {
        let a = String(Self.page(length: 5000, seed: 1)), b = String(Self.page(length: 4000, seed: 2))
        let c = TextScorer.score(truth: a, ocr: b, profile: .strict).counts
        #expect(c.truthLength == 5000)
        #expect(c.substitutions + c.deletions + c.hits == 5000)
        #expect(c.substitutions + c.insertions + c.hits == 4000)
        #expect(c.deletions >= 1000)
    }
}

@Suite("Edit distance: the bit-parallel counts equal the reference, and its distance the full table's")
struct BandedAlignmentTests {
    @Test(arguments: [0.0, 0.01, 0.05, 0.2, 0.6])
    func bitParallelEqualsFullTable(editRate: Double) {
        var state: UInt64 = UInt64(editRate * 1000) + 3
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        for trial in 0..<6 {
            let length = 200 + trial * 150
            let truth = (0..<length).map { _ in UInt32(next() % 6) }
            var output = truth
            let edits = Int(Double(length) * editRate)
            for _ in 0..<edits where !output.isEmpty {
                let i = Int(next() % UInt64(output.count))
                switch next() % 3 {
                case 0: output[i] = UInt32(next() % 7)
                case 1: output.remove(at: i)
                default: output.insert(UInt32(next() % 7), at: i)
                }
            }
            #expect(EditDistance.counts(truth: truth, output: output) == ReferenceAlignment.counts(truth: truth, output: output))
            #expect(EditDistance.counts(truth: truth, output: output).errors
                    == ReferenceAlignment.banded(truth, output, band: max(truth.count, output.count)).errors)
        }
    }
}
