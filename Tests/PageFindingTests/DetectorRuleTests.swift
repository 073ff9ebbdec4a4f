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
}
