import Testing
import Geometry
import Documents
@testable import Scoring

@Suite("Field spans projected through the alignment")
struct SpanScorerTests {
    @Test func spanOfAMisreadTotal() throws {
        let truth = "TOTAL 14.10\nCASH 20.00"
        let spans = try #require(SpanScorer.score(truth: truth, ocr: "TOTAL 14.1O\nCASH 20.00", spans: [6..<11, 17..<22]))
        #expect(spans[0].counts == EditCounts(substitutions: 1, hits: 4, truthLength: 5))
        #expect(spans[0].ocrText == "14.1O")
        #expect(spans[1].counts.errors == 0 && spans[1].ocrText == "20.00")
    }

    @Test func insertionsInsideTheSpanCountButNotAtItsEdges() throws {
        let spans = try #require(SpanScorer.score(truth: "ab 1234 cd", ocr: "ab 12x34 cd", spans: [3..<7, 0..<2]))
        #expect(spans[0].counts == EditCounts(insertions: 1, hits: 4, truthLength: 4))
        #expect(spans[0].ocrText == "12x34")
        #expect(spans[1].counts.errors == 0)
        let dropped = try #require(SpanScorer.score(truth: "TOTAL 9.99", ocr: "TOTAL", spans: [6..<10]))
        #expect(dropped[0].counts == EditCounts(deletions: 4, truthLength: 4) && dropped[0].ocrText == "")
    }

    @Test func caselessSpans() throws {
        let spans = try #require(SpanScorer.score(truth: "Sam Sam Trading", ocr: "SAM SAM TRADING", spans: [0..<15], profile: .caseless))
        #expect(spans[0].counts.errors == 0)
    }

    @Test func pathCountsEqualTheScorersCounts() {
        var state: UInt64 = 11
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 33 }
        for trial in 0..<30 {
            let n = 20 + Int(next() % 300)
            let truth = (0..<n).map { _ in UInt32(next() % 5) }
            var output = truth
            for _ in 0..<(trial * 3) where !output.isEmpty {
                let i = Int(next() % UInt64(output.count))
                switch next() % 3 { case 0: output[i] = 9; case 1: output.remove(at: i); default: output.insert(7, at: i) }
            }
            guard let path = EditPath.trace(truth, output, maximumCells: 10_000_000) else { Issue.record("no path"); continue }
            var c = EditCounts(truthLength: n)
            for op in path.ops {
                switch op { case .hit: c.hits += 1; case .substitution: c.substitutions += 1; case .deletion: c.deletions += 1 }
            }
            c.insertions = path.insertionsBefore.reduce(0, +)
            #expect(c == EditDistance.counts(truth: truth, output: output))
        }
    }

    @Test func fieldSpansFromWordIDs() {
        let q = Quad(Box(x: 0, y: 0, width: 1, height: 1))
        let truth = GroundTruth(
            kind: .receipt, language: .en, seed: 1, text: "SHOP\nTOTAL $ 14.10",
            lines: [TruthLine(text: "SHOP", wordIDs: [0], decorative: false, quad: q),
                    TruthLine(text: "-----", wordIDs: [], decorative: true, quad: q),
                    TruthLine(text: "TOTAL $ 14.10", wordIDs: [1, 2, 3], decorative: false, quad: q)],
            words: [TruthWord(id: 0, text: "SHOP", quad: q), TruthWord(id: 1, text: "TOTAL", quad: q),
                    TruthWord(id: 2, text: "$", quad: q), TruthWord(id: 3, text: "14.10", quad: q)],
            fields: [TruthField(name: "merchant", value: "shop", wordIDs: [0]), TruthField(name: "total", value: "14.10", wordIDs: [2, 3])],
            pageCorners: q, image: ImageInfo(width: 1, height: 1), fonts: [], generator: GeneratorParameters(document: .receipt, language: .en, seed: 1))
        let spans = SpanScorer.fieldSpans(in: truth)
        #expect(spans["merchant"] == 0..<4)
        #expect(spans["total"] == 11..<18)
    }
}
