import Imaging
import Testing
@testable import PageFinding

@Suite("The rule between the brightness and print detectors")
struct DetectorRuleTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Quad { Quad(Box(x: x, y: y, width: w, height: h)) }
    static func guess(ink: Quad, page: Quad, cardSides: Int = 0) -> PrintGuess {
        PrintGuess(ink: ink, inkHull: ink.points, page: page, cardSides: cardSides, marks: 50, markHeight: 10)
    }

    @Test("a sheet that holds all the print and is mostly print is the page")
    func outlineWins() {
        let sheet = Self.rect(100, 100, 600, 800)
        let print = Self.guess(ink: Self.rect(150, 150, 500, 650), page: Self.rect(120, 120, 560, 720))
        let (quad, detector) = DetectorRule.choose(seen: sheet, print: print)
        #expect(detector == .brightness)
        #expect(quad == sheet)
    }

    @Test("a card on a sheet is found as the card")
    func cardOnSheet() {
        let sheet = Self.rect(100, 100, 600, 800)
        let card = Self.rect(250, 300, 250, 150)
        let print = Self.guess(ink: Self.rect(270, 320, 210, 110), page: card, cardSides: 4)
        let (quad, detector) = DetectorRule.choose(seen: sheet, print: print)
        #expect(detector == .print)
        #expect(quad == card)
    }

    @Test("a short letter on a sheet, with no card edges around its print, is the sheet")
    func sparseLetter() {
        let sheet = Self.rect(100, 100, 600, 800)
        let print = Self.guess(ink: Self.rect(170, 170, 400, 200), page: Self.rect(150, 150, 440, 240), cardSides: 1)
        let (quad, detector) = DetectorRule.choose(seen: sheet, print: print)
        #expect(detector == .brightness)
        #expect(quad == sheet)
    }

    @Test("print outside the outline means the outline is wrong")
    func printOutside() {
        let sheet = Self.rect(100, 100, 400, 400)
        let print = Self.guess(ink: Self.rect(120, 120, 500, 380), page: Self.rect(100, 100, 540, 420))
        #expect(DetectorRule.choose(seen: sheet, print: print).detector == .print)
    }

    @Test("print reaching just past the outline, within tolerance, still counts as held")
    func tolerance() {
        let sheet = Self.rect(100, 100, 600, 800)
        let print = Self.guess(ink: Self.rect(95, 150, 600, 650), page: Self.rect(90, 120, 620, 720))
        #expect(DetectorRule.choose(seen: sheet, print: print).detector == .brightness)
    }

    @Test("one detector alone, or none")
    func single() {
        let sheet = Self.rect(0, 0, 10, 10)
        #expect(DetectorRule.choose(seen: sheet, print: nil).detector == .brightness)
        let p = Self.guess(ink: Self.rect(1, 1, 5, 5), page: Self.rect(0, 0, 7, 7))
        #expect(DetectorRule.choose(seen: nil, print: p).detector == .print)
        #expect(DetectorRule.choose(seen: nil, print: nil).detector == .none)
        #expect(DetectorRule.choose(seen: nil, print: nil).quad == nil)
    }

    // The rule with the edge outline: `evidence` stands in for the photo, giving each quad's sides their support.
    static let rule = PageFindingParameters.standard.rule
    static func support(_ pairs: [(Quad, [Double])]) -> (Quad) -> EdgeEvidence {
        { q in EdgeEvidence(sideSupport: pairs.first { $0.0 == q }?.1 ?? [0, 0, 0, 0]) }
    }

    @Test("an edge outline holding the print beats a page with a side that is no edge by the margin, and not by less")
    func edgesBeatWeakSides() {
        let cut = Self.rect(100, 300, 600, 600)          // a bright piece below a shadow's band
        let whole = Self.rect(100, 100, 600, 800)
        let print = Self.guess(ink: Self.rect(150, 320, 500, 560), page: Self.rect(120, 310, 560, 580))
        // The piece's top side is the shadow's edge: no sharp step there.
        let piece = Self.support([(cut, [0, 1, 1, 1])])
        let strong = DetectorRule.choose(seen: cut, print: print, edges: (whole, EdgeEvidence(sideSupport: [1, 1, 1, 1])),
                                         evidence: piece, parameters: Self.rule)
        #expect(strong.detector == .edges)
        #expect(strong.quad == whole)
        // An edge outline with a weak side of its own does not close the piece, and 0.7 is not 0.15 above 0.75.
        let close = DetectorRule.choose(seen: cut, print: print, edges: (whole, EdgeEvidence(sideSupport: [0.8, 0.8, 0.8, 0.4])),
                                        evidence: piece, parameters: Self.rule)
        #expect(close.detector == .brightness)
        // Every side of the piece an edge: the larger outline is the table's.
        let framed = DetectorRule.choose(seen: cut, print: print, edges: (whole, EdgeEvidence(sideSupport: [1, 1, 1, 1])),
                                         evidence: Self.support([(cut, [0.6, 0.6, 0.6, 0.6])]), parameters: Self.rule)
        #expect(framed.detector == .brightness)
    }

    @Test("a card found on its sheet stays the card although the sheet's outline is the clearer edge")
    func cardStaysInsideEdges() {
        let sheet = Self.rect(100, 100, 600, 800)
        let card = Self.rect(250, 300, 250, 150)
        let print = Self.guess(ink: Self.rect(270, 320, 210, 110), page: card, cardSides: 4)
        let d = DetectorRule.choose(seen: sheet, print: print, edges: (sheet, EdgeEvidence(sideSupport: [1, 1, 1, 1])),
                                    evidence: Self.support([(card, [0.3, 0.3, 0.3, 0.3])]), parameters: Self.rule)
        #expect(d.detector == .print)
        #expect(d.quad == card)
    }

    @Test("alone, an edge outline must score the minimum; else no page")
    func edgesAlone() {
        let q = Self.rect(100, 100, 600, 800)
        let weak = DetectorRule.choose(seen: nil, print: nil, edges: (q, EdgeEvidence(sideSupport: [0.6, 0.6, 0.6, 0.6])),
                                       evidence: Self.support([]), parameters: Self.rule)
        #expect(weak.detector == .none)
        #expect(weak.quad == nil)
        let clear = DetectorRule.choose(seen: nil, print: nil, edges: (q, EdgeEvidence(sideSupport: [0.9, 0.9, 0.9, 0.9])),
                                        evidence: Self.support([]), parameters: Self.rule)
        #expect(clear.detector == .edges)
    }
}
