import Foundation
import Testing
import Geometry
import TestSupport
@testable import OCRFormats

@Suite("OCR documents: sniffing, hOCR, and refusals")
struct OCRDocumentReaderTests {
    static let hocr = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
    <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
     <head><title></title><meta name='ocr-system' content='tesseract 5.3.0' /></head>
     <body>
      <div class='ocr_page' id='page_1' title='image "x.png"; bbox 0 0 400 300; ppageno 0'>
       <p class='ocr_par' id='par_1_1'>
        <span class='ocr_line' id='line_1_1' title="bbox 10 20 200 40; baseline 0 -5">
         <span class='ocrx_word' id='word_1_1' title='bbox 10 20 80 40; x_wconf 96'>TOTAL</span>
         <span class='ocrx_word' id='word_1_2' title='bbox 100 20 200 40; x_wconf 91'><strong>12.30</strong></span>
        </span>
        <span class='ocr_line' id='line_1_2' title="bbox 10 50 200 70">
         <span class='ocrx_word' id='word_1_3' title='bbox 10 50 90 70; x_wconf 88'>Thank&#39;s</span>
        </span>
       </p>
      </div>
     </body>
    </html>
    """

    @Test("hOCR: lines of words with boxes and confidences")
    func hocrLines() throws {
        let document = try OCRDocumentReader.read(Data(Self.hocr.utf8), name: "x.hocr")
        #expect(document.format == .hocr)
        #expect(document.text == "TOTAL 12.30\nThank's")
        #expect(document.lines[0].quad?.boundingBox == Box(x: 10, y: 20, width: 190, height: 20))
        #expect(document.words[1].confidence == 91)
    }

    @Test("markup is told from text", arguments: [
        ("<?xml version=\"1.0\"?><a/>", true), ("\u{FEFF}  <alto>", true), ("<html>", true), ("<!-- c -->", true),
        ("TOTAL 12.30\n<3 thanks", false), ("< 5 items", false), ("", false),
    ])
    func sniff(text: String, markup: Bool) {
        #expect(OCRDocumentReader.looksLikeMarkup(Data(text.utf8)) == markup)
    }

    @Test("bad input: one error naming the file and the cause", arguments: [
        ("<PcGts><Page><TextRegion id='r'>", "not well-formed XML"),
        ("<PcGts xmlns='http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15'><Page><TextRegion id='r1'><TextLine id='l1'/></TextRegion></Page></PcGts>", "PAGE-XML file holds no text"),
        ("<alto><Layout><Page/></Layout></alto>", "ALTO file holds no text"),
        ("<html><body><p>hello</p></body></html>", "is not PAGE-XML, ALTO or hOCR"),
        ("<invoice><total>12</total></invoice>", "root <invoice>"),
    ])
    func refusals(markup: String, cause: String) {
        do {
            _ = try OCRDocumentReader.read(Data(markup.utf8), name: "bad.xml")
            Issue.record("read \(markup) without an error")
        } catch let error as OCRFormatError {
            #expect(error.message.hasPrefix("bad.xml: "))
            #expect(error.message.contains(cause), "\(error.message)")
            #expect(!error.message.contains("\n"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a transcript that is markup is parsed, never returned as characters")
    func transcript() throws {
        let folder = TestPaths.temporaryFolder("ocr-transcript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let hocrFile = folder.appendingPathComponent("x.hocr")
        try Data(Self.hocr.utf8).write(to: hocrFile)
        #expect(try OCRDocumentReader.transcript(file: hocrFile.path) == "TOTAL 12.30\nThank's")
        let plain = folder.appendingPathComponent("x.txt")
        try Data("TOTAL 12.30\n".utf8).write(to: plain)
        #expect(try OCRDocumentReader.transcript(file: plain.path) == "TOTAL 12.30\n")
        let other = folder.appendingPathComponent("y.xml")
        try Data("<svg><text>12</text></svg>".utf8).write(to: other)
        #expect(throws: OCRFormatError.unknownMarkup(other.path, root: "svg")) { try OCRDocumentReader.transcript(file: other.path) }
    }

    @Test("PAGE: TextEquiv index 0 wins over other candidates")
    func indexZero() throws {
        let page = """
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2013-07-15"><Page imageFilename="x.png" imageWidth="10" imageHeight="10">
        <TextRegion id="r1"><TextLine id="l1"><Coords points="1,2 9,2 9,5 1,5"/>
        <TextEquiv index="1"><Unicode>second</Unicode></TextEquiv><TextEquiv index="0"><Unicode>first</Unicode></TextEquiv>
        </TextLine></TextRegion></Page></PcGts>
        """
        let document = try OCRDocumentReader.read(Data(page.utf8), name: "x.page.xml")
        #expect(document.text == "first")
        #expect(document.lines[0].quad?.boundingBox == Box(x: 1, y: 2, width: 8, height: 3))
    }
}
