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

    /// A receipt photographed with its rows slanted: 10 px per mm, rows 4 mm apart, boxes 3.2 mm tall, two-word
    /// labels at the left and amounts 40 mm to their right, every row falling 0.6 of a line (24 px) over those 40 mm
    /// (slope 0.06, 3.4 degrees). Level grouping put every amount on a line of its own ("SUB TOTAL", "12.30", "TAX 6%", ...):
    /// field extraction then finds no amount beside its label.
    @Test func slantedReceiptKeepsAmountsWithTheirLabels() {
        let slope = 0.06, pitch = 40.0, height = 32.0
        let rows: [(String, String, String)] = [
            ("SUB", "TOTAL", "12.30"), ("TAX", "6%", "0.74"), ("TOTAL", "DUE", "13.04"),
            ("CASH", "PAID", "20.00"), ("CHANGE", "DUE", "6.96"),
        ]
        var boxes: [ReadWord] = []
        for (i, row) in rows.enumerated() {
            let baseline = 100 + pitch * Double(i)
            /// A box whose centre lies on the row's slanted centre line.
            func box(_ text: String, _ x: Double, _ width: Double) -> ReadWord {
                word(text, x, baseline + slope * (x + width / 2) - height / 2, width, height)
            }
            boxes += [box(row.0, 20, 80), box(row.1, 110, 60), box(row.2, 420, 60)]
        }
        #expect(abs(LineGrouper.slope(of: boxes.map(\.box), parameters: .standard) - slope) < 0.005)
        let expected = "SUB TOTAL 12.30\nTAX 6% 0.74\nTOTAL DUE 13.04\nCASH PAID 20.00\nCHANGE DUE 6.96"
        #expect(LineGrouper.reading(from: boxes.shuffled()).text == expected)
        // With no slope allowed the grouper is exactly the level one it replaced, which got this receipt wrong.
        var level = LineGroupingParameters.standard
        level.maximumSlope = 0
        let levelText = LineGrouper.reading(from: boxes, parameters: level).text
        #expect(levelText != expected)
    }

    @Test func slopeNeedsEnoughPairsAndIsCapped() {
        // Two words: one pair, too few to tell a slant, so lines stay level.
        #expect(LineGrouper.slope(of: [Box(x: 0, y: 0, width: 50, height: 20), Box(x: 60, y: 5, width: 50, height: 20)],
                                  parameters: .standard) == 0)
        // Staggered pairs rising 0.12 per px of run: more than any photographed row, so only the cap is followed.
        let steep = (0..<4).flatMap { i in
            [Box(x: 0, y: 100 * Double(i), width: 40, height: 20), Box(x: 50, y: 100 * Double(i) + 6, width: 40, height: 20)]
        }
        #expect(LineGrouper.slope(of: steep, parameters: .standard) == LineGroupingParameters.standard.maximumSlope)
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
