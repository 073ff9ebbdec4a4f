import Testing
import Documents
@testable import Fields

@Suite("Screenplay extraction")
struct ScreenplayExtractorTests {
    @Test func headingsAndCharacters() {
        let text = """
            FADE IN:
            1 INT. KITCHEN - NIGHT 1
            ANNA stands at the sink.
            ANNA (V.O.)
            I never liked this house.
            TOM (CONT'D)
            (quietly)
            Then why stay?
            CUT TO:
            EXT. GARDEN - CONTINUOUS
            I/E. CAR - DAY
            ANNA
            Drive.
            THE END.
            """
        let list = FieldExtractor.extract(from: Reading(text: text), kind: .screenplay, language: .en, dateOrder: nil)
        let headings = list.first { $0.name == "sceneHeadings" }?.values
        let characters = list.first { $0.name == "characters" }?.values
        #expect(headings == ["INT. KITCHEN - NIGHT", "EXT. GARDEN - CONTINUOUS", "I/E. CAR - DAY"].map(FieldNormaliser.text))
        #expect(characters == ["anna", "tom"])
        #expect(list.allSatisfy { !$0.sure })
    }
}
