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

    /// A PDF417 at about 6 px per module, cut (and padded with white) from the `grayscale` page of an ordinary 4K
    /// label photo (bench-codes.sh styles, label seed 100): zxing's full-size read misses it (its 40 px local
    /// average breaks the 8-module start bar), and the half-size pass finds it, at its place.
    @Test func theHalfSizePassFindsAPDF417TheFullSizeReadMisses() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Tests/ReadersTests/Fixtures/label-pdf417-6px-grayscale.png").path
        let image = try ImageFile.read(path)
        let payload = "Omar Haddad\n7 Quay Street\nBristol BS1 6DZ"
        let fullOnly = CodeReader(identity: ReaderIdentity(id: "zxing", engine: "zxing-cpp", version: ZXingEngine.version, settings: [:]),
                                  engine: ZXingEngine(halfSizePass: false, bandPass: false))
        #expect(try fullOnly.read(image).codes?.contains { $0.symbology == .pdf417 } == false,
                "the full-size read alone now finds it: the half-size pass may no longer be needed")
        let zxing = try #require(try Self.catalog.get().makeReader("zxing") as? CodeReader)
        let read = try zxing.read(image).codes ?? []
        let pdf417 = try #require(read.first { $0.symbology == .pdf417 }, "read: \(read)")
        #expect(pdf417.payload == payload)
        // The box is in the full-size image's pixels: the symbol spans about x 110–870, y 395–610 of the 1000 × 1000 fixture.
        #expect(pdf417.box.x > 50 && pdf417.box.maxX < 950 && pdf417.box.y > 300 && pdf417.box.maxY < 650, "box \(pdf417.box)")
        #expect(pdf417.box.width > 600, "box \(pdf417.box)")
    }

    /// A Data Matrix at about 12 px per module, cut (and padded with white, off both centre lines) from the raw
    /// photo of an ordinary 4K label (bench-codes.sh styles, label seed 110, style `original`): zxing-cpp 1.4 looks
    /// for a Data Matrix only along the image's centre lines, so the full-size and half-size reads miss it, and the
    /// band pass finds it, at its place.
    @Test func theBandPassFindsADataMatrixOffTheCentreLines() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Tests/ReadersTests/Fixtures/label-datamatrix-12px-original.png").path
        let image = try ImageFile.read(path)
        let payload = "SKU-842041;L2321-51;5079878048051"
        let withoutBands = CodeReader(identity: ReaderIdentity(id: "zxing", engine: "zxing-cpp", version: ZXingEngine.version, settings: [:]),
                                      engine: ZXingEngine(halfSizePass: true, bandPass: false))
        #expect(try withoutBands.read(image).codes?.contains { $0.symbology == .datamatrix } == false,
                "the full-size and half-size reads now find it: the band pass may no longer be needed")
        let zxing = try #require(try Self.catalog.get().makeReader("zxing") as? CodeReader)
        let read = try zxing.read(image).codes ?? []
        let matrices = read.filter { $0.symbology == .datamatrix }
        // Several bands see it; the join keeps one.
        #expect(matrices.count == 1, "read: \(read)")
        let matrix = try #require(matrices.first)
        #expect(matrix.payload == payload)
        // The box is in the whole image's pixels: the symbol spans about x 140–416, y 340–598 of the 1000 × 2400 fixture.
        #expect(matrix.box.x > 120 && matrix.box.maxX < 440 && matrix.box.y > 320 && matrix.box.maxY < 620, "box \(matrix.box)")
        #expect(matrix.box.width > 200 && matrix.box.height > 200, "box \(matrix.box)")
    }

    @Test func bandsCoverEveryRowAndEachCentreLineIsAStepFurtherDown() {
        let bands = BandPass.bands(height: 3840)
        // A 4K photo: 240 px steps, bands 720 px high, the last one ending at the bottom row.
        #expect(bands.count == 14 && bands.first == 0..<720 && bands.last == 3120..<3840)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $1.lowerBound - $0.lowerBound == 240 && $0.count == 720 })
        // A height that is not a multiple of the step: the last band is moved up to end at the bottom row.
        let odd = BandPass.bands(height: 1000)
        #expect(odd.last?.upperBound == 1000 && odd.allSatisfy { $0.count == 186 && $0.lowerBound >= 0 })
        #expect(Set(odd.flatMap { Array($0) }).count == 1000)
        // Too small for bands: read whole only.
        #expect(BandPass.bands(height: 255).isEmpty && !BandPass.bands(height: 256).isEmpty)
        let found = ReadCode(symbology: .datamatrix, payload: "C", box: Box(x: 10, y: 20, width: 30, height: 40))
        #expect(BandPass.shifted(found, down: 480).box == Box(x: 10, y: 500, width: 30, height: 40))
    }

    @Test func laterFindsJoinTheEarlierOnesOnlyWhereNew() {
        let qr = ReadCode(symbology: .qr, payload: "A", box: Box(x: 100, y: 100, width: 200, height: 200))
        let ean = ReadCode(symbology: .ean13, payload: "4006381333931", box: Box(x: 400, y: 100, width: 300, height: 4))
        // The same QR again, the same EAN-13 on another scan line, another payload inside the QR (a misreading of it),
        // and a new Data Matrix.
        let again = ReadCode(symbology: .qr, payload: "A", box: Box(x: 102, y: 98, width: 198, height: 204))
        let otherLine = ReadCode(symbology: .ean13, payload: "4006381333931", box: Box(x: 401, y: 150, width: 298, height: 2))
        let misread = ReadCode(symbology: .qr, payload: "B", box: Box(x: 110, y: 110, width: 180, height: 180))
        let newCode = ReadCode(symbology: .datamatrix, payload: "C", box: Box(x: 800, y: 800, width: 100, height: 100))
        let merged = CodeFinds.merge([qr, ean], later: [again, otherLine, misread, newCode])
        #expect(merged == [qr, ean, newCode])
        // A different symbology at the same place is a different code.
        let pdf = ReadCode(symbology: .pdf417, payload: "A", box: Box(x: 150, y: 150, width: 10, height: 10))
        #expect(CodeFinds.merge([qr], later: [pdf]) == [qr, pdf])
        // Bands overlapping: the same Data Matrix from two bands, shifted back, is kept once; a later misreading of it
        // (another payload centred inside it) is dropped; the same payload elsewhere counts as the same code, and
        // another payload elsewhere is a second code.
        let bandA = BandPass.shifted(ReadCode(symbology: .datamatrix, payload: "D", box: Box(x: 140, y: 280, width: 270, height: 260)), down: 0)
        let bandB = BandPass.shifted(ReadCode(symbology: .datamatrix, payload: "D", box: Box(x: 141, y: 40, width: 269, height: 259)), down: 240)
        let bandMisread = BandPass.shifted(ReadCode(symbology: .datamatrix, payload: "E", box: Box(x: 150, y: 50, width: 250, height: 250)), down: 240)
        let elsewhere = ReadCode(symbology: .datamatrix, payload: "D", box: Box(x: 900, y: 2000, width: 270, height: 260))
        let fromBands = CodeFinds.merge(CodeFinds.merge(CodeFinds.merge([qr], later: [bandA]), later: [bandB, bandMisread]), later: [elsewhere])
        #expect(fromBands == [qr, bandA])
        let otherMatrix = ReadCode(symbology: .datamatrix, payload: "F", box: Box(x: 900, y: 2000, width: 270, height: 260))
        #expect(CodeFinds.merge(fromBands, later: [otherMatrix]) == [qr, bandA, otherMatrix])
        let scaled = HalfSizePass.scaledBack(newCode, scaleX: 2, scaleY: 2.5)
        #expect(scaled.box == Box(x: 1600, y: 2000, width: 200, height: 250))
        #expect(HalfSizePass.applies(width: 1000, height: 3000) && !HalfSizePass.applies(width: 998, height: 3000))
    }

    @Test func codeReadersAreListedAsReadingCodesWithTheirLibraryVersions() throws {
        let catalog = try Self.catalog.get()
        let zxing = try catalog.availability(of: "zxing"), zbar = try catalog.availability(of: "zbar")
        #expect(zxing.reads == .codes && zbar.reads == .codes && zxing.available && zbar.available)
        #expect(try catalog.availability(of: "tesseract").reads == .text)
        #expect(zxing.version.hasPrefix("1.4"), "Debian's libzxing 1.4: \(zxing.version)")
        #expect(zbar.version.split(separator: ".").count == 3)
        let identity = try catalog.makeReader("zxing").identity
        #expect(identity.id == "zxing" && identity.version == zxing.version && identity.settings["tryHarder"] == "1"
                && identity.settings["halfSizePass"] == "global-histogram"
                && identity.settings["bandPass"] == "datamatrix, bands 3/16 high every 1/16")
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
