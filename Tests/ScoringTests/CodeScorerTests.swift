import Documents
import Geometry
import Testing
@testable import Scoring

@Suite("Code scoring")
struct CodeScorerTests {
    static func code(_ symbology: Symbology, _ payload: String, at x: Double) -> TruthCode {
        TruthCode(symbology: symbology, payload: payload, quad: Quad(Box(x: x, y: 0, width: 100, height: 100)), modulePx: 4)
    }
    static func read(_ symbology: Symbology, _ payload: String, at x: Double) -> ReadCode {
        ReadCode(symbology: symbology, payload: payload, box: Box(x: x + 5, y: 5, width: 90, height: 90))
    }
    static func targets(_ codes: [TruthCode]) -> [CodeScorer.Target] {
        codes.map { CodeScorer.Target(code: $0, region: Box(x: $0.quad.topLeft.x, y: 0, width: 100, height: 100)) }
    }

    @Test func eachOutcomeIsTold() {
        let truth = [Self.code(.qr, "A", at: 0), Self.code(.ean13, "4006381333931", at: 200), Self.code(.code128, "X1", at: 400),
                     Self.code(.datamatrix, "D", at: 600)]
        let read = [Self.read(.qr, "A", at: 0),                 // decoded
                    Self.read(.ean13, "4006381333948", at: 200), // wrong: its symbology, its place, another payload
                    Self.read(.qr, "ELSEWHERE", at: 900)]       // spurious
        let score = CodeScorer.score(Self.targets(truth), read: read, supported: [.qr, .ean13, .code128])
        #expect(score.codes.map(\.outcome) == [.decoded, .wrong, .missed, .unsupported])
        #expect(score.codes[1].payload == "4006381333948")
        #expect(score.spurious == [SpuriousCode(symbology: .qr, payload: "ELSEWHERE")])
        #expect(score.decoded == 1 && score.wrong == 1 && score.missed == 1 && score.unsupported == 1)
        #expect(score.decodeRate == 1.0 / 3.0, "unsupported codes stay out of the rate")
    }

    @Test func aSymbolElsewhereIsSpuriousNotWrong() {
        let truth = [Self.code(.qr, "A", at: 0)]
        let score = CodeScorer.score(Self.targets(truth), read: [Self.read(.qr, "B", at: 500)], supported: [.qr])
        #expect(score.codes.map(\.outcome) == [.missed])
        #expect(score.spurious.count == 1)
    }

    @Test func aPayloadPrintedTwiceNeedsTwoSymbols() {
        let truth = [Self.code(.qr, "A", at: 0), Self.code(.qr, "A", at: 200)]
        let score = CodeScorer.score(Self.targets(truth), read: [Self.read(.qr, "A", at: 0)], supported: [.qr])
        #expect(score.codes.map(\.outcome) == [.decoded, .missed])
        #expect(score.decodeRate == 0.5)
    }

    @Test func noSupportedCodeMeansNoRate() {
        let score = CodeScorer.score(Self.targets([Self.code(.aztec, "Z", at: 0)]), read: [], supported: [.qr])
        #expect(score.decodeRate == nil)
        #expect(CodeScorer.score([], read: [], supported: [.qr]).decodeRate == nil)
    }

    @Test func wordsInsideACodeAreNotText() {
        let words = [ReadWord(text: "TOTAL", box: Box(x: 0, y: 0, width: 40, height: 10), confidence: 90),
                     ReadWord(text: "12.30", box: Box(x: 50, y: 0, width: 40, height: 10), confidence: 90),
                     ReadWord(text: "#@%", box: Box(x: 200, y: 40, width: 30, height: 10), confidence: 20),
                     ReadWord(text: "THANKS", box: Box(x: 0, y: 100, width: 60, height: 10), confidence: 90)]
        let lines = [ReadLine(text: "TOTAL 12.30", box: Box(x: 0, y: 0, width: 90, height: 10), confidence: 90),
                     ReadLine(text: "#@%", box: Box(x: 200, y: 40, width: 30, height: 10), confidence: 20),
                     ReadLine(text: "THANKS", box: Box(x: 0, y: 100, width: 60, height: 10), confidence: 90)]
        let reading = Reading(text: "TOTAL 12.30\n#@%\nTHANKS", lines: lines, words: words)
        let kept = CodeScorer.removingWords(inside: [Box(x: 180, y: 20, width: 80, height: 50)], from: reading)
        #expect(kept.text == "TOTAL 12.30\nTHANKS")
        #expect(kept.words.count == 3)
        #expect(CodeScorer.removingWords(inside: [Box(x: 500, y: 500, width: 10, height: 10)], from: reading) == reading,
                "a reading with no word in a code is left exactly as it was")
    }
}
