import Foundation
import Testing
import Geometry
import TestSupport
@testable import OCRFormats

/// The texts dinglehopper's own tests (`test_ocr_files.py`, `test_integ_table_extraction.py`) expect from its test
/// files, extracted by ScanLab. The files are vendored in Fixtures/dinglehopper (see its README for the source).
@Suite("dinglehopper parity: PAGE and ALTO text in reading order")
struct DinglehopperParityTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/OCRFormatsTests/Fixtures/dinglehopper")

    static func text(_ file: String, level: PageTextLevel = .line) throws -> String {
        try OCRDocumentReader.read(file: folder.appendingPathComponent(file).path, level: level).text
    }

    @Test("ALTO v3: the whole text, line by line")
    func alto3() throws {
        #expect(try Self.text("test.alto3.xml") == """
        über die vielen Sorgen wegen deſſelben vergaß
        Hartkopf, der Frau Amtmännin das ver-
        ſprochene zu überliefern.
        """)
    }

    @Test("ALTO v1 (no version in its namespace) and v2")
    func alto1and2() throws {
        #expect(try Self.text("test.alto1.xml").contains("being erected at the Broadway stock"))
        #expect(try Self.text("test.alto2.xml").contains("Halbmonde, die genau durch einen Ouerstrich halbiert\nsind und an beiden Enden"))
    }

    @Test("PAGE: regions whose file order differs from the reading order come in reading order")
    func order() throws {
        let text = try Self.text("order.page.xml")
        let pattern = try NSRegularExpression(pattern: #"Herr Konfrater.*75.*Etwas f.r Wittwen.*Ein gewi.{1,2}er Lord.*76\. Die"#,
                                              options: [.dotMatchesLineSeparators])
        #expect(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil, "\(text.prefix(400))")
        // The order is what makes it pass: the same regions in file order would not match.
        let konfrater = try #require(text.range(of: "Herr Konfrater"))
        let lord = try #require(text.range(of: "er Lord"))
        #expect(konfrater.lowerBound < lord.lowerBound)
    }

    @Test("PAGE: image regions in the reading order are passed over")
    func mixedRegions() throws {
        #expect(try Self.text("mixed-regions.page.xml").contains("non exaudiam uos. Chriſtiani uero quia orant iuxta"))
    }

    @Test("PAGE: region and line levels disagree, and each level gives its own text")
    func levels() throws {
        #expect(try Self.text("levels-are-different.page.xml", level: .region) == "Inconsistent dummy region text")
        #expect(try Self.text("levels-are-different.page.xml", level: .line)
            == "Hand, Mylord? fragte der Graf von Rocheſter.\nAls er einsmals in dem Oberhauſe eine Bill we-")
        // Word level joins the words in the file's order, which on the second line differs from the line's text
        // (dinglehopper's tests expect nothing at this level; the file lists `we⸗` before `eine Bi`).
        #expect(try Self.text("levels-are-different.page.xml", level: .word)
            == "Hand, Mylord? fragte der Graf von Rocheſter.\nAls er einsmals in dem Oberhauſe we- eine Bill")
    }

    @Test("PAGE: table reading orders", arguments: [
        ("table-order-0001.xml", "1\n2\n3\n4\n5\n6\n7\n8\n9"),
        ("table-order-0002.xml", "1\n4\n7\n2\n5\n8\n3\n6\n9"),
        ("table-region.xml", "1\n2\n3\n4\n5\n6\n7\n8\n9"),
        ("table-no-reading-order.xml", "5\n6\n7\n8\n9\n1\n2\n3\n4"),
        ("table-unordered.xml", "1\n2\n3\n4\n5\n6\n7\n8\n9"),
    ])
    func tables(file: String, expected: String) throws {
        #expect(try Self.text("table-order/" + file) == expected)
    }

    @Test("PAGE and ALTO outlines become quads in pixels; ALTO in inch1200 gives none")
    func outlines() throws {
        let page = try OCRDocumentReader.read(file: Self.folder.appendingPathComponent("levels-are-different.page.xml").path)
        let first = try #require(page.lines.first)
        #expect(first.quad?.boundingBox == Box(x: 112, y: 1732, width: 832, height: 72))
        #expect(first.words.first?.text == "Hand,")
        #expect(first.words.first?.quad?.boundingBox.x == 112)
        let alto3 = try OCRDocumentReader.read(file: Self.folder.appendingPathComponent("test.alto3.xml").path)
        #expect(alto3.words.first?.quad?.boundingBox == Box(x: 135, y: 251, width: 65, height: 34))
        let alto1 = try OCRDocumentReader.read(file: Self.folder.appendingPathComponent("test.alto1.xml").path)
        #expect(alto1.words.allSatisfy { $0.quad == nil })
    }
}
