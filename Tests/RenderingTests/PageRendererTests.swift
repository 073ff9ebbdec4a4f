import Documents
import Foundation
import Imaging
import Synchronization
import Testing
import TestSupport
@testable import Rendering

/// A small hand-made receipt, independent of the generators, so the renderer is tested on its own.
func sampleDocument(fonts: FontSet = .dejaVuSans) -> Document {
    Document(
        kind: .receipt, language: .vi, seed: 3, pageWidthMM: 58, pageHeightMM: nil, marginMM: Margins(all: 3),
        lines: [
            DocumentLine(spans: [Span("Quán Phở Hạnh Phúc", xMM: 26, alignment: .center, font: .bold, sizePt: 10, field: "merchant")]),
            DocumentLine(spans: [Span("--------------------------", sizePt: 8)], decorative: true, spaceBeforeMM: 1),
            DocumentLine(spans: [Span("Phở bò", sizePt: 8), Span("65.000", xMM: 52, alignment: .right, font: .mono, sizePt: 8)]),
            DocumentLine(spans: [Span("TỔNG CỘNG", font: .bold, sizePt: 8),
                                 Span("65.000", xMM: 52, alignment: .right, font: .mono, sizePt: 8, field: "total")]),
            DocumentLine(spans: [], spaceBeforeMM: 2, blankBoxMM: 20),
        ],
        fields: [DocumentField(name: "merchant", value: "Quán Phở Hạnh Phúc"), DocumentField(name: "total", value: "65000")],
        fonts: fonts, dateOrder: .dmy, settings: ["paperWidthMM": "58"])
}

@Suite("Page renderer")
struct PageRendererTests {
    @Test func rendersGrayPageSizedToContent() throws {
        let page = try PageRenderer.render(sampleDocument())
        #expect(page.image.layout == .gray)
        #expect(page.image.width == 685)
        #expect(page.image.height > 300 && page.image.height < 700)
        #expect(page.image.pixels.contains { $0 < 64 })
        #expect(page.truth.image == ImageInfo(width: page.image.width, height: page.image.height, dpi: 300))
        try? writePGM(page.image, to: "/tmp/scanlab-render-sample.pgm")
    }

    @Test func sameDocumentGivesIdenticalBytes() throws {
        let a = try PageRenderer.render(sampleDocument()), b = try PageRenderer.render(sampleDocument())
        #expect(a.image == b.image)
        #expect(try a.truth.encoded() == b.truth.encoded())
    }

    @Test func truthHoldsWordsLinesAndFields() throws {
        let truth = try PageRenderer.render(sampleDocument()).truth
        #expect(truth.text == "Quán Phở Hạnh Phúc\nPhở bò 65.000\nTỔNG CỘNG 65.000")
        #expect(truth.words.map(\.id) == Array(0..<truth.words.count))
        #expect(truth.words.map(\.text).joined(separator: " ") == truth.text.replacingOccurrences(of: "\n", with: " "))
        #expect(truth.lines.filter(\.decorative).count == 2)
        let merchant = try #require(truth.field("merchant"))
        #expect(merchant.printed == "Quán Phở Hạnh Phúc")
        #expect(merchant.wordIDs == [0, 1, 2, 3])
        let total = try #require(truth.field("total"))
        #expect(total.printed == "65.000" && total.wordIDs == [9])
        #expect(truth.fonts == [FontSet.dejaVuSans.regular, FontSet.dejaVuSans.bold, FontSet.dejaVuSans.mono])
        // Words lie left to right on their line, inside the page.
        for word in truth.words {
            let box = word.quad.boundingBox
            #expect(box.width > 0 && box.height > 0 && box.x >= 0 && box.maxX <= Double(truth.image.width))
        }
        let line = truth.lines[2]
        #expect(truth.words[line.wordIDs[0]].quad.boundingBox.maxX < truth.words[line.wordIDs[2]].quad.boundingBox.x)
    }

    @Test func wordBoxesCoverTheirInk() throws {
        let page = try PageRenderer.render(sampleDocument())
        for word in page.truth.words {
            let box = word.quad.boundingBox
            var dark = 0
            for y in Int(box.y)..<Int(box.maxY) { for x in Int(box.x)..<Int(box.maxX) where page.image.pixels[y * page.image.width + x] < 128 { dark += 1 } }
            #expect(dark > 0, "no ink under \(word.text)")
        }
    }

    @Test func missingFontFileIsRefused() {
        let fonts = FontSet(regular: "/nonexistent/Font.ttf", bold: FontSet.dejaVuSans.bold, mono: FontSet.dejaVuSans.mono)
        #expect(throws: RenderError.fontFileMissing("/nonexistent/Font.ttf")) { try PageRenderer.render(sampleDocument(fonts: fonts)) }
    }

    @Test func aFileThatIsNoFontIsRefused() throws {
        let folder = TestPaths.temporaryFolder("font")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("NotAFont.ttf").path
        try Data("plain text".utf8).write(to: URL(fileURLWithPath: path))
        let fonts = FontSet(regular: path, bold: FontSet.dejaVuSans.bold, mono: FontSet.dejaVuSans.mono)
        #expect(throws: RenderError.fontUnreadable(path)) { try PageRenderer.render(sampleDocument(fonts: fonts)) }
    }

    @Test func pagesRenderedOnSeveralThreadsAtOnceAreIdentical() throws {
        let reference = try PageRenderer.render(sampleDocument()).image
        let results = Mutex<[Image?]>(Array(repeating: nil, count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let image = try? PageRenderer.render(sampleDocument()).image
            results.withLock { $0[index] = image }
        }
        #expect(results.withLock { $0 }.allSatisfy { $0 == reference })
    }

    @Test func courierPrimeBoldResolvesToItsOwnFile() throws {
        // Every Courier Prime file reports the same family and style; each must still draw from its own file.
        let regular = try FontFace(file: FontSet.courierPrime.regular, pixelsPerPoint: 300.0 / 72)
        let bold = try FontFace(file: FontSet.courierPrime.bold, pixelsPerPoint: 300.0 / 72)
        #expect(regular.family == bold.family)
        let document = Document(kind: .screenplay, language: .en, seed: 1, pageWidthMM: 100, pageHeightMM: 30, marginMM: Margins(all: 5),
                                lines: [DocumentLine(spans: [Span("FADE IN:", font: .regular, sizePt: 12)])], fields: [], fonts: .courierPrime)
        var boldDocument = document
        boldDocument.lines = [DocumentLine(spans: [Span("FADE IN:", font: .bold, sizePt: 12)])]
        let plainInk = try PageRenderer.render(document).image.pixels.reduce(0) { $0 + Int(255 - $1) }
        let boldInk = try PageRenderer.render(boldDocument).image.pixels.reduce(0) { $0 + Int(255 - $1) }
        #expect(boldInk > plainInk * 5 / 4)
    }

    @Test func undeclaredFieldTagIsRefused() {
        var document = sampleDocument()
        document.fields.removeAll { $0.name == "total" }
        #expect(throws: RenderError.self) { try PageRenderer.render(document) }
    }

    @Test func overlappingSpansAreRefused() {
        var document = sampleDocument()
        document.lines.append(DocumentLine(spans: [Span("A long article name", sizePt: 8), Span("12.000", xMM: 10, sizePt: 8)]))
        #expect(throws: RenderError.self) { try PageRenderer.render(document) }
    }

    @Test func textPastTheEdgeIsRefused() {
        var document = sampleDocument()
        document.lines.append(DocumentLine(spans: [Span("This line is far too long for a fifty-eight millimetre roll", sizePt: 8)]))
        #expect(throws: RenderError.self) { try PageRenderer.render(document) }
    }

    @Test func contentTallerThanAFixedPageIsRefused() {
        var document = sampleDocument()
        document.pageHeightMM = 20
        #expect(throws: RenderError.self) { try PageRenderer.render(document) }
    }
}

func writePGM(_ image: Image, to path: String) throws {
    var data = Data("P5\n\(image.width) \(image.height)\n255\n".utf8)
    data.append(contentsOf: image.pixels)
    try data.write(to: URL(fileURLWithPath: path))
}
