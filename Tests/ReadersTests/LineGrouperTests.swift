import Testing
import Documents
import Imaging
@testable import Readers

@Suite("Boxes into lines")
struct LineGrouperTests {
    func word(_ text: String, _ x: Double, _ y: Double, _ w: Double = 50, _ h: Double = 20) -> ReadWord {
        ReadWord(text: text, box: Box(x: x, y: y, width: w, height: h), confidence: 90)
    }

    @Test func groupsByVerticalOverlapAndReadsLeftToRight() {
        let reading = LineGrouper.reading(from: [
            word("12.30", 300, 52), word("TOTAL", 10, 50), word("YOU", 120, 103), word("THANK", 10, 98),
            word("CASH", 10, 150), word("20.00", 300, 149),
        ])
        #expect(reading.text == "TOTAL 12.30\nTHANK YOU\nCASH 20.00")
        #expect(reading.lines.count == 3)
        #expect(reading.lines[0].box == Box(x: 10, y: 50, width: 340, height: 22))
        #expect(reading.words.map(\.text) == ["TOTAL", "12.30", "THANK", "YOU", "CASH", "20.00"])
    }

    @Test func touchingLinesStaySeparate() {
        // Boxes that overlap by less than half the smaller height belong to different lines.
        let reading = LineGrouper.reading(from: [word("upper", 0, 0, 50, 20), word("lower", 60, 12, 50, 20)])
        #expect(reading.text == "upper\nlower")
    }

    @Test func emptyInputGivesEmptyReading() {
        #expect(LineGrouper.reading(from: []) == Reading(text: ""))
    }

    @Test func plainTextDropsBlankLinesAndTrims() {
        #expect(LineGrouper.reading(fromText: "  SAM 5_M\n\n   (7q)  \n").text == "SAM 5_M\n(7q)")
    }

    @Test func jsonLinesWithBoxesAreGrouped() throws {
        let text = """
        {"text": "12.30", "box": [300, 52, 80, 30], "confidence": 91}
        {"text": "TOTAL", "box": [[10, 50], [110, 50], [110, 80], [10, 80]]}
        """
        #expect(try ReaderItems.reading(fromJSONLines: text).text == "TOTAL 12.30")
        #expect(throws: ReaderItems.Failure.self) { try ReaderItems.reading(fromJSONLines: "{\"box\": 3}") }
    }
}
