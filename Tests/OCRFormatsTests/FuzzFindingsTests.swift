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

    static func reason(_ byte: UInt8) -> String { XMLTreeParser.notUTF8Reason(byte) }
}
