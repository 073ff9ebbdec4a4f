import Foundation
import Imaging
import Scenes
import Testing
@testable import PageFinding

extension HardCaseTests {
    /// The cases of find19b: a shadow band's soft, deep edges inside a letter's bright outline are no card's sides
    /// (`Card.sheetShadowStep`; measured with `scanlab-bench find-error --seeds 24` on both ranges at main cf3b4cd).
    static let sheetShadowCases: [Case] = [
        // A dark band of shadow across the middle of a letter on stone: its right end and lower edge (sharpness 0.22
        // and 0.19, stepping by 0.27–0.33 of the sheet's tone) were taken for two sides of a card around the print in
        // it, and the card inside the bright outline was the page. Expected corners (truth) about (941, 993),
        // (2039, 1454), (1796, 3027), (215, 2498): the bright outline.
        Case(name: "letter on stone, a shadow band across its middle", kind: .letter, seed: 22, difficulty: .hard,
             before: "failed: 22.7% off, by print (the shadow band's card)"),
        // The same on the second range: a shadow band's right end (sharpness 0.19, stepping by 0.31) and the letter's
        // top made a card. Expected corners (truth) about (543, 766), (2004, 924), (1849, 3007), (84, 2715).
        Case(name: "letter under a shadow band, second range", kind: .letter, seed: 1016, difficulty: .hard,
             before: "failed: 27.8% off, by print (the shadow band's card)"),
    ]

    /// With soft, deep steps kept as a card's sides on a sheet (`sheetShadowStep` 0), the find19b cases fail.
    @Test("with a shadow band's edges taken for a card's sides, the find19b cases fail", arguments: sheetShadowCases)
    func sheetShadowFailedBefore(_ c: Case) throws {
        try expectFails(c) { $0.card.sheetShadowStep = 0 }
    }
}
