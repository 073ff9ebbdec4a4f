import Foundation
import Testing
import Documents
import Geometry
import TestSupport
@testable import OCRFormats

/// `read --format hocr|alto|page` documents: valid against the official schemas and read back to the same text.
@Suite("Writing hOCR, ALTO and PAGE")
struct OCRDocumentWriterTests {
    static let schemas = TestPaths.packageRoot.appendingPathComponent("Tests/OCRFormatsTests/Fixtures/schemas")
    static let page = OCRDocumentWriter.PageInfo(imageName: "r&d <scan>.png", width: 400, height: 300, software: "ScanLab test",
                                                 created: Date(timeIntervalSince1970: 1_790_000_000))

    static let reading = Reading(
        text: "TOTAL 12.30\nFish & \"Chips\" <2>",
        lines: [ReadLine(text: "TOTAL 12.30", box: Box(x: 10, y: 20, width: 190, height: 20), confidence: 90),
                ReadLine(text: "Fish & \"Chips\" <2>", box: Box(x: 10, y: 50, width: 300, height: 22), confidence: 80)],
        words: [ReadWord(text: "12.30", box: Box(x: 100, y: 20, width: 100, height: 20), confidence: 91.5),
                ReadWord(text: "TOTAL", box: Box(x: 10, y: 20, width: 70, height: 20), confidence: 96),
                ReadWord(text: "Fish", box: Box(x: 10, y: 50, width: 50, height: 22), confidence: 80),
                ReadWord(text: "&", box: Box(x: 70, y: 50, width: 10, height: 22), confidence: 70),
                ReadWord(text: "\"Chips\"", box: Box(x: 90, y: 50, width: 120, height: 22), confidence: 85),
                ReadWord(text: "<2>", box: Box(x: 220, y: 50, width: 90, height: 22), confidence: nil)])

    /// Runs `xmllint --schema`, offline, with the catalog that maps ALTO's XLink import to a local file.
    static func validate(_ text: String, schema: String) throws -> CommandResult {
        let folder = TestPaths.temporaryFolder("xsd")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("doc.xml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try runCommand(URL(fileURLWithPath: "/usr/bin/xmllint"),
                              ["--noout", "--nonet", "--schema", schemas.appendingPathComponent(schema).path, file.path],
                              environment: ["XML_CATALOG_FILES": schemas.appendingPathComponent("catalog.xml").path])
    }

    @Test("ALTO and PAGE validate against the official XSDs", arguments: [(OCRFormat.alto, "alto-4-4.xsd"), (.page, "pagecontent-2019-07-15.xsd")])
    func validates(format: OCRFormat, schema: String) throws {
        let written = OCRDocumentWriter.write(OCRDocument(Self.reading, format: format), as: format, page: Self.page)
        let result = try Self.validate(written, schema: schema)
        #expect(result.status == 0, "\(result.stderr)\n\(written)")
        #expect(result.stderr.contains("validates"))
        // A broken document fails the same check, so the check can fail.
        let broken = written.replacingOccurrences(of: "<TextLine", with: "<TextLines")
        #expect(try Self.validate(broken, schema: schema).status != 0)
    }

    @Test("every format reads back to the reading's text, words in line order with their boxes", arguments: OCRFormat.allCases)
    func roundTrip(format: OCRFormat) throws {
        let written = OCRDocumentWriter.write(OCRDocument(Self.reading, format: format), as: format, page: Self.page)
        let back = try OCRDocumentReader.read(Data(written.utf8), name: "written." + format.rawValue)
        #expect(back.format == format)
        #expect(back.text == Self.reading.text)
        #expect(back.words.map(\.text) == ["TOTAL", "12.30", "Fish", "&", "\"Chips\"", "<2>"])
        #expect(back.words.first?.quad?.boundingBox == Box(x: 10, y: 20, width: 70, height: 20))
        #expect(back.words[1].confidence.map { abs($0 - 91.5) < 0.6 } == true)
    }

    @Test("the same reading and date write the same bytes")
    func deterministic() {
        for format in OCRFormat.allCases {
            let a = OCRDocumentWriter.write(OCRDocument(Self.reading, format: format), as: format, page: Self.page)
            let b = OCRDocumentWriter.write(OCRDocument(Self.reading, format: format), as: format, page: Self.page)
            #expect(a == b)
        }
    }
}
