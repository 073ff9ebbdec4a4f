import Testing
@testable import Scoring

/// The bit-parallel alignment against the reference (the earlier dynamic-programming implementation, kept in
/// `ReferenceAlignment`): the same distance and the same substitution, deletion and insertion counts on every pair.
@Suite("Alignment: bit-parallel equals the reference on random pairs")
struct AlignmentPropertyTests {
    /// A small deterministic generator (a 64-bit LCG), so every run draws the same pairs.
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Pieces that random texts are made of: ASCII, precomposed and decomposed accents, a letter with two marks,
    /// ZWJ emoji sequences, flags, CR LF, a lone combining mark, CJK, Vietnamese.
    static let pieces: [String] = [
        "a", "b", "c", "e", "o", "0", "1", " ", "\n", ".", ",", "-",
        "\u{E9}", "e\u{301}", "o\u{323}\u{302}", "\u{1EC7}", "a\u{300}\u{316}",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F600}", "\u{1F469}\u{200D}\u{1F4BB}",
        "\u{1F1E9}\u{1F1EA}", "\u{1F1FB}\u{1F1F3}", "\r\n", "\u{301}", "\u{6F22}", "\u{0110}",
    ]

    static func text(_ g: inout Seeded, length: Int, alphabet: Int) -> String {
        var s = ""
        for _ in 0..<length { s += pieces[g.next(alphabet)] }
        return s
    }

    /// An edited copy: substitutions, deletions and insertions of pieces at random places.
    static func edited(_ base: String, _ g: inout Seeded, edits: Int, alphabet: Int) -> String {
        var chars = Array(base)
        for _ in 0..<edits {
            let kind = g.next(3)
            if kind == 0 || chars.isEmpty {
                chars.insert(contentsOf: Array(pieces[g.next(alphabet)]), at: g.next(chars.count + 1))
            } else if kind == 1 {
                chars.remove(at: g.next(chars.count))
            } else {
                let i = g.next(chars.count)
                chars.replaceSubrange(i...i, with: Array(pieces[g.next(alphabet)]))
            }
        }
        return String(chars)
    }

    static func reference(_ truth: String, _ ocr: String, _ profile: TextProfile) -> EditCounts {
        var table = SymbolTable<Character>()
        let t = profile.normalise(truth), o = profile.normalise(ocr)
        return ReferenceAlignment.counts(truth: table.encode(t), output: table.encode(o))
    }

    @Test func tenThousandRandomPairs() {
        var g = Seeded(state: 19)
        var mismatches: [String] = []
        var emptyPairs = 0, clusterPairs = 0
        for trial in 0..<10_000 {
            let alphabet = 2 + g.next(Self.pieces.count - 1)
            let profile = TextProfile.allCases[trial % 3]
            let truth = Self.text(&g, length: g.next(trial % 10 == 0 ? 3 : 90), alphabet: alphabet)
            let ocr: String
            switch g.next(4) {
            case 0: ocr = Self.text(&g, length: g.next(90), alphabet: alphabet)
            case 1: ocr = ""
            default: ocr = Self.edited(truth, &g, edits: g.next(12), alphabet: alphabet)
            }
            if truth.isEmpty || ocr.isEmpty { emptyPairs += 1 }
            if truth.unicodeScalars.count > truth.count { clusterPairs += 1 }
            let expected = Self.reference(truth, ocr, profile)
            let got = TextScorer.measure(truth: truth, ocr: ocr, profile: profile, metrics: [.cer]).counts
            if got != expected && mismatches.count < 5 {
                mismatches.append("\(truth.debugDescription) / \(ocr.debugDescription) [\(profile)]: \(got) vs \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // The draw covers what it claims to: empty texts and multi-scalar clusters, many times each.
        #expect(emptyPairs > 500)
        #expect(clusterPairs > 3000)
    }

    /// Long pairs cross many 64-symbol blocks, the narrow first band and (beyond the segment budget) checkpoints.
    @Test(arguments: [(300, 0.02), (1_000, 0.3), (2_500, 1.0), (4_000, 0.05)])
    func longPairsOverManyBlocks(length: Int, editShare: Double) {
        var g = Seeded(state: UInt64(length))
        for alphabet in [2, 5, 27] {
            let truth = (0..<length).map { _ in UInt32(g.next(alphabet)) }
            var output = truth
            for _ in 0..<Int(Double(length) * editShare) {
                switch g.next(3) {
                case 0: output.insert(UInt32(g.next(alphabet + 2)), at: g.next(output.count + 1))
                case 1 where !output.isEmpty: output.remove(at: g.next(output.count))
                default: if !output.isEmpty { output[g.next(output.count)] = UInt32(g.next(alphabet + 2)) }
                }
            }
            #expect(BitParallelAligner.counts(truth, output) == ReferenceAlignment.counts(truth: truth, output: output))
        }
    }

    /// Each thread keeps the last alignment's stored columns for the next one: a buffer left by a wide band
    /// (unrelated texts) must serve narrower and differently shaped problems after it with nothing stale read.
    @Test func aKeptBufferServesTheNextAlignmentsExactly() {
        var g = Seeded(state: 77)
        let wide = ((0..<3_000).map { _ in UInt32(g.next(27)) }, (0..<2_900).map { _ in UInt32(g.next(27)) })
        #expect(BitParallelAligner.counts(wide.0, wide.1) == ReferenceAlignment.counts(truth: wide.0, output: wide.1))
        for trial in 0..<12 {
            let length = 300 + g.next(2_500)
            let truth = (0..<length).map { _ in UInt32(g.next(5 + trial)) }
            var output = trial % 3 == 0 ? (0..<g.next(3_000)).map { _ in UInt32(g.next(5 + trial)) } : truth
            for _ in 0..<g.next(length / 10) where !output.isEmpty { output[g.next(output.count)] = UInt32(g.next(40)) }
            #expect(BitParallelAligner.counts(truth, output) == ReferenceAlignment.counts(truth: truth, output: output))
        }
    }

    /// The operations replay: hits and substitutions walk both texts, and every hit pairs equal symbols.
    @Test func operationsReplayBothTexts() {
        var g = Seeded(state: 5)
        for _ in 0..<200 {
            let truth = (0..<g.next(400)).map { _ in UInt32(g.next(4)) }
            let output = (0..<g.next(400)).map { _ in UInt32(g.next(4)) }
            let ops = BitParallelAligner.align(truth, output)
            var i = 0, j = 0, ok = true
            for op in ops {
                if op == .hit && truth[i] != output[j] { ok = false }
                if op == .substitution && truth[i] == output[j] { ok = false }
                i += op.truthAdvance; j += op.outputAdvance
            }
            #expect(ok && i == truth.count && j == output.count)
        }
    }
}

@Suite("Alignment: checkpointed traceback equals the stored one")
struct CheckpointTests {
    /// Budgets of a few columns force the checkpoint path (and its second level) on short texts.
    @Test(arguments: [(4_000, 2_000), (1_500, 600), (700, 300)])
    func tinyBudgetsGiveTheSameOperations(segmentBytes: Int, checkpointBytes: Int) {
        var g = AlignmentPropertyTests.Seeded(state: UInt64(segmentBytes))
        for trial in 0..<20 {
            let length = 200 + g.next(700)
            let truth = (0..<length).map { _ in UInt32(g.next(3 + trial % 5)) }
            var output = trial % 2 == 0 ? truth : (0..<g.next(900)).map { _ in UInt32(g.next(4)) }
            for _ in 0..<g.next(40) where !output.isEmpty { output[g.next(output.count)] = 9 }
            let tiny = BitParallelAligner.align(truth, output, budget: .init(segmentBytes: segmentBytes, checkpointBytes: checkpointBytes))
            #expect(tiny == BitParallelAligner.align(truth, output))
            #expect(EditOperation.counts(tiny, truthLength: truth.count) == ReferenceAlignment.counts(truth: truth, output: output))
        }
    }
}

@Suite("Alignment: rare truth symbols matched from position lists")
struct SparseMaskTests {
    /// A dense-mask budget of one row leaves every symbol but the most frequent to the position lists.
    @Test func sparseSymbolsGiveTheSameOperations() {
        var g = AlignmentPropertyTests.Seeded(state: 77)
        for _ in 0..<30 {
            let truth = (0..<(100 + g.next(500))).map { _ in UInt32(g.next(40)) }
            var output = truth
            for _ in 0..<g.next(60) where !output.isEmpty { output.remove(at: g.next(output.count)) }
            for _ in 0..<g.next(30) { output.insert(UInt32(g.next(45)), at: g.next(output.count + 1)) }
            let oneRow = (truth.count + 63) / 64 * 8
            let sparse = BitParallelAligner.align(truth, output, budget: .init(denseMaskBytes: oneRow))
            #expect(sparse == BitParallelAligner.align(truth, output))
            #expect(EditOperation.counts(sparse, truthLength: truth.count) == ReferenceAlignment.counts(truth: truth, output: output))
        }
    }
}
