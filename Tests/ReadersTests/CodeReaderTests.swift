import Foundation
import Testing
import Documents
import Imaging
@testable import Readers
import Rendering
import TestSupport

/// zxing and zbar, in-process, on flat generated pages: every code each supports must decode exactly.
@Suite("Code readers")
struct CodeReaderTests {
    static let catalog = Result { try ReaderCatalog.load(environment: ProcessInfo.processInfo.environment.filter { $0.key != "SCANLAB_READERS" }) }

    /// Four families of flat pages with codes, 50 seeds each: 200 pages.
    enum Family: String, CaseIterable, CustomTestStringConvertible {
        case receiptURL, receiptTSE, invoice, label
        var testDescription: String { rawValue }

        func document(seed: UInt64) throws -> Document {
            switch self {
            case .receiptURL: return try DocumentGenerator.make(kind: .receipt, language: seed % 2 == 0 ? .en : .de, seed: seed, variant: "qr-url")
            case .receiptTSE: return try DocumentGenerator.make(kind: .receipt, language: .de, seed: seed, variant: "tse")
            case .invoice: return try DocumentGenerator.make(kind: .invoice, language: .de, seed: seed, variant: nil)
            case .label: return try DocumentGenerator.make(kind: .label, language: seed % 2 == 0 ? .en : .de, seed: seed, variant: nil)
            }
        }
    }
    static let seeds: ClosedRange<UInt64> = 1...50

    @Test(arguments: Family.allCases)
    func everyFlatPageDecodesExactly(family: Family) throws {
        let catalog = try Self.catalog.get()
        let zxing = try #require(try catalog.makeReader("zxing") as? CodeReader)
        let zbar = try #require(try catalog.makeReader("zbar") as? CodeReader)
        var checked = 0, zbarChecked = 0
        for seed in Self.seeds {
            let page = try PageRenderer.render(family.document(seed: seed))
            let truth = try #require(page.truth.codes, "seed \(seed) has codes")
            let expected = truth.map { "\($0.symbology.rawValue) \($0.payload)" }.sorted()
            let read = try zxing.read(page.image).codes ?? []
            #expect(read.map { "\($0.symbology.rawValue) \($0.payload)" }.sorted() == expected, "zxing, \(family) seed \(seed)")
            checked += truth.count
            let supported = truth.filter { zbar.supportedSymbologies.contains($0.symbology) }
            let zbarRead = try zbar.read(page.image).codes ?? []
            #expect(zbarRead.map { "\($0.symbology.rawValue) \($0.payload)" }.sorted()
                    == supported.map { "\($0.symbology.rawValue) \($0.payload)" }.sorted(), "zbar, \(family) seed \(seed)")
            zbarChecked += supported.count
        }
        #expect(checked >= Self.seeds.count)
        #expect(zbarChecked > 0)
    }

    @Test func decodedBoxesLieOnTheTruthsQuads() throws {
        let page = try PageRenderer.render(DocumentGenerator.make(kind: .label, language: .en, seed: 3, variant: nil))
        let zxing = try #require(try Self.catalog.get().makeReader("zxing") as? CodeReader)
        let read = try zxing.read(page.image).codes ?? []
        for code in page.truth.codes ?? [] {
            let symbol = try #require(read.first { $0.payload == code.payload })
            let centre = Point(x: symbol.box.x + symbol.box.width / 2, y: symbol.box.y + symbol.box.height / 2)
            let quad = code.quad
            #expect(centre.x > quad.topLeft.x && centre.x < quad.bottomRight.x && centre.y > quad.topLeft.y && centre.y < quad.bottomRight.y,
                    "\(code.symbology.rawValue) at \(symbol.box) outside \(quad)")
        }
    }

    @Test func codeReadersAreListedAsReadingCodesWithTheirLibraryVersions() throws {
        let catalog = try Self.catalog.get()
        let zxing = try catalog.availability(of: "zxing"), zbar = try catalog.availability(of: "zbar")
        #expect(zxing.reads == .codes && zbar.reads == .codes && zxing.available && zbar.available)
        #expect(try catalog.availability(of: "tesseract").reads == .text)
        #expect(zxing.version.hasPrefix("1.4"), "Debian's libzxing 1.4: \(zxing.version)")
        #expect(zbar.version.split(separator: ".").count == 3)
        let identity = try catalog.makeReader("zxing").identity
        #expect(identity.id == "zxing" && identity.version == zxing.version && identity.settings["tryHarder"] == "1")
    }

    @Test func aBlankPageHasNoCodesAndAGarbledOneNoWrongPayload() throws {
        let zxing = try #require(try Self.catalog.get().makeReader("zxing") as? CodeReader)
        let blank = Image(width: 300, height: 300, layout: .gray, fill: 255)
        #expect(try zxing.read(blank).codes == [])
        let zbar = try #require(try Self.catalog.get().makeReader("zbar") as? CodeReader)
        #expect(try zbar.read(blank).codes == [])
    }

    @Test func externalReadersMayReportCodeItems() throws {
        let text = """
        {"text": "TOTAL", "box": [10, 10, 50, 12]}
        {"symbology": "qr", "payload": "BCD\\n002", "box": [[100, 100], [200, 100], [200, 200], [100, 200]]}
        """
        let reading = try ReaderItems.reading(fromJSONLines: text)
        #expect(reading.text == "TOTAL")
        #expect(reading.codes == [ReadCode(symbology: .qr, payload: "BCD\n002", box: Box(x: 100, y: 100, width: 100, height: 100))])
        #expect(throws: ReaderItems.Failure.self) { try ReaderItems.reading(fromJSONLines: #"{"symbology": "maxicode", "payload": "x"}"#) }
        #expect(throws: ReaderItems.Failure.self) { try ReaderItems.reading(fromJSONLines: #"{"symbology": "qr"}"#) }
    }
}
