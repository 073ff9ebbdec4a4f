import Foundation
import Testing
import TestSupport
@testable import OCRFormats

/// Inputs that crashed a reader under `Scripts/fuzz.sh ocr`, kept so the fix stays: each must throw one error naming
/// the file, never trap.
@Suite("OCR documents: fuzz findings")
struct FuzzFindingsTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/OCRFormatsTests/Fixtures/fuzz")

    @Test("the fuzzer's inputs: names with bytes that are not UTF-8, one under an encoding libxml2 does not know",
          arguments: [("alto-attribute-name-not-utf8.xml", 5, UInt8(0xFF)), ("page-unknown-encoding-not-utf8.xml", 114, UInt8(0xFD))])
    func fuzzed(file: String, line: Int, byte: UInt8) throws {
        let path = Self.folder.appendingPathComponent(file).path
        #expect(throws: OCRFormatError.malformed(path, line: line, reason: Self.reason(byte))) {
            try OCRDocumentReader.read(file: path)
        }
    }

    /// Every name Foundation force-unwraps: element, attribute, comment, processing instruction.
    @Test("bytes that are not UTF-8 in any name are refused with the line", arguments: [
        ("<alto><a W\u{FF}\u{FE}X=\"1\"/></alto>", 1),
        ("<alto>\n<a\u{FF}/></alto>", 2),
        ("<alto>\n\n<!-- \u{FF} --></alto>", 3),
        ("<alto><?p\u{FF} x?></alto>", 1),
    ])
    func namesNotUTF8(markup: String, line: Int) throws {
        // Each scalar below U+0100 stands for one byte, so U+00FF is the byte 0xFF.
        let bytes = Data(markup.unicodeScalars.map { UInt8($0.value) })
        let byte = try #require(bytes.first { $0 >= 0x80 })
        #expect(throws: OCRFormatError.malformed("x.xml", line: line, reason: Self.reason(byte))) {
            try OCRDocumentReader.read(bytes, name: "x.xml")
        }
    }

    @Test("a file that declares ISO-8859-1 is converted, not refused")
    func declaredLatin1() throws {
        let markup = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><alto><Layout><Page><PrintSpace><TextBlock><TextLine>"
            + "<String CONTENT=\"caf\u{E9}\"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>"
        let bytes = Data(markup.unicodeScalars.map { UInt8($0.value) })
        #expect(try OCRDocumentReader.read(bytes, name: "x.xml").text == "café")
    }

    @Test("the fuzzer's input: an ALTO VPOS of 10^117 is written clamped into the page, in every format")
    func hugeCoordinate() throws {
        let document = try OCRDocumentReader.read(file: Self.folder.appendingPathComponent("alto-coordinate-1e117.xml").path)
        let page = OCRDocumentWriter.PageInfo(imageName: "x.png", width: 400, height: 300, software: "test",
                                              created: Date(timeIntervalSince1970: 0))
        for format in OCRFormat.allCases {
            let again = try OCRDocumentReader.read(Data(OCRDocumentWriter.write(document, as: format, page: page).utf8), name: "again")
            for word in again.words {
                let box = try #require(word.quad?.boundingBox)
                #expect(box.x >= 0 && box.maxX <= 400 && box.y >= 0 && box.maxY <= 300, "\(format): \(box)")
            }
        }
    }

    @Test("numbers outside Int become the nearest end of the range", arguments: [
        (1e117, 300), (-1e300, 0), (Double.infinity, 300), (-Double.infinity, 0), (Double.nan, 0), (149.6, 150),
    ])
    func wholeNumbers(value: Double, expected: Int) {
        #expect(OCRDocumentWriter.whole(value, in: 0...300) == expected)
    }

    @Test("an hOCR confidence of 10^300 is written as 100")
    func hugeConfidence() {
        let document = OCRDocument(format: .hocr, lines: [OCRLine(text: "a", words: [OCRWord(text: "a", confidence: 1e300)])])
        let page = OCRDocumentWriter.PageInfo(imageName: "x.png", width: 10, height: 10, software: "test", created: Date(timeIntervalSince1970: 0))
        #expect(OCRDocumentWriter.write(document, as: .hocr, page: page).contains("x_wconf 100\""))
    }

    /// The fuzzer's input was `<?xm?>` (7 bytes with the level byte), kept here whole.
    @Test("a processing instruction without data is refused with the line, not a segmentation fault", arguments: [
        ("<?xm?>", 1, "xm"), ("<?xml?>\n<alto/>", 1, "xml"), ("<alto>\n<?pi?></alto>", 2, "pi"), ("<alto><?pi&?></alto>", 1, "pi&"),
    ])
    func processingInstructionWithoutData(markup: String, line: Int, target: String) {
        #expect(throws: OCRFormatError.malformed("x.xml", line: line, reason: XMLTreeParser.processingInstructionReason(target))) {
            try OCRDocumentReader.read(Data(markup.utf8), name: "x.xml")
        }
    }

    @Test("a processing instruction with a space or data before ?> is parsed as before")
    func processingInstructionWithData() throws {
        let markup = "<?xml version=\"1.0\"?><?pi ?><?xml-stylesheet href=\"a.css\"?><alto><Layout><Page><PrintSpace><TextBlock>"
            + "<TextLine><String CONTENT=\"ok\"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>"
        #expect(try OCRDocumentReader.read(Data(markup.utf8), name: "x.xml").text == "ok")
    }

    static func reason(_ byte: UInt8) -> String { XMLTreeParser.notUTF8Reason(byte) }
}
