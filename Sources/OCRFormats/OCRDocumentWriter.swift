import Foundation
import Geometry

/// Writes a document as hOCR, ALTO 4 or PAGE 2019: valid against the ALTO and PAGE schemas, and read back by
/// `OCRDocumentReader` to the same text.
public enum OCRDocumentWriter {
    /// The page the document was read from.
    public struct PageInfo: Sendable {
        public var imageName: String
        public var width: Int
        public var height: Int
        /// Who made the text, e.g. `tesseract 5.3.0`.
        public var software: String
        /// PAGE's required creation time; given by the caller so the same input always writes the same bytes.
        public var created: Date

        public init(imageName: String, width: Int, height: Int, software: String, created: Date) {
            self.imageName = imageName; self.width = width; self.height = height; self.software = software; self.created = created
        }
    }

    /// The document in `format`, as UTF-8 text ending in a line break.
    public static func write(_ document: OCRDocument, as format: OCRFormat, page: PageInfo) -> String {
        switch format {
        case .hocr: return hocr(document, page: page)
        case .alto: return alto(document, page: page)
        case .page: return pageXML(document, page: page)
        }
    }

    // MARK: hOCR

    static func hocr(_ document: OCRDocument, page: PageInfo) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
        <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
         <head>
          <title>\(escape(page.imageName))</title>
          <meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>
          <meta name="ocr-system" content="\(escape(page.software))"/>
          <meta name="ocr-capabilities" content="ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf"/>
         </head>
         <body>
          <div class="ocr_page" id="page_1" title="image &quot;\(escape(page.imageName))&quot;; bbox 0 0 \(page.width) \(page.height); ppageno 0">
           <div class="ocr_carea" id="block_1" title="bbox 0 0 \(page.width) \(page.height)">
            <p class="ocr_par" id="par_1" title="bbox 0 0 \(page.width) \(page.height)">

        """
        for (l, line) in document.lines.enumerated() {
            out += "     <span class=\"ocr_line\" id=\"line_\(l + 1)\" title=\"\(hocrBox(line.quad, page))\">"
            let words = line.words.isEmpty ? [OCRWord(text: line.text, quad: line.quad)] : line.words
            for (w, word) in words.enumerated() {
                var title = hocrBox(word.quad ?? line.quad, page)
                if let confidence = word.confidence { title += "; x_wconf \(whole(confidence, in: 0...100))" }
                out += (w == 0 ? "" : " ") + "<span class=\"ocrx_word\" id=\"word_\(l + 1)_\(w + 1)\" title=\"\(title)\">\(escape(word.text))</span>"
            }
            out += "</span>\n"
        }
        out += "    </p>\n   </div>\n  </div>\n </body>\n</html>\n"
        return out
    }

    static func hocrBox(_ quad: Quad?, _ page: PageInfo) -> String {
        let box = pixels(quad, page)
        return "bbox \(box.x0) \(box.y0) \(box.x1) \(box.y1)"
    }

    // MARK: ALTO

    static func alto(_ document: OCRDocument, page: PageInfo) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.loc.gov/standards/alto/ns-v4# http://www.loc.gov/alto/v4/alto-4-4.xsd">
         <Description>
          <MeasurementUnit>pixel</MeasurementUnit>
          <sourceImageInformation><fileName>\(escape(page.imageName))</fileName></sourceImageInformation>
          <OCRProcessing ID="ocr_1"><ocrProcessingStep><processingSoftware><softwareName>\(escape(page.software))</softwareName></processingSoftware></ocrProcessingStep></OCRProcessing>
         </Description>
         <Layout>
          <Page ID="page_1" PHYSICAL_IMG_NR="1" WIDTH="\(page.width)" HEIGHT="\(page.height)">
           <PrintSpace HPOS="0" VPOS="0" WIDTH="\(page.width)" HEIGHT="\(page.height)">
            <TextBlock ID="block_1" HPOS="0" VPOS="0" WIDTH="\(page.width)" HEIGHT="\(page.height)">

        """
        for (l, line) in document.lines.enumerated() {
            out += "     <TextLine ID=\"line_\(l + 1)\" \(altoBox(line.quad, page))>"
            let words = line.words.isEmpty ? line.text.split(separator: " ").map { OCRWord(text: String($0), quad: line.quad) } : line.words
            for (w, word) in words.enumerated() {
                if w > 0 { out += "<SP/>" }
                var attributes = "ID=\"string_\(l + 1)_\(w + 1)\" CONTENT=\"\(escape(word.text))\" \(altoBox(word.quad ?? line.quad, page))"
                // ALTO's WC is from 0 to 1.
                if let confidence = word.confidence { attributes += " WC=\"\(format(min(max(confidence / 100, 0), 1)))\"" }
                out += "<String \(attributes)/>"
            }
            out += "</TextLine>\n"
        }
        out += "    </TextBlock>\n   </PrintSpace>\n  </Page>\n </Layout>\n</alto>\n"
        return out
    }

    static func altoBox(_ quad: Quad?, _ page: PageInfo) -> String {
        let box = pixels(quad, page)
        return "HPOS=\"\(box.x0)\" VPOS=\"\(box.y0)\" WIDTH=\"\(box.x1 - box.x0)\" HEIGHT=\"\(box.y1 - box.y0)\""
    }

    // MARK: PAGE

    static func pageXML(_ document: OCRDocument, page: PageInfo) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let created = formatter.string(from: page.created)
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15 http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15/pagecontent.xsd">
         <Metadata>
          <Creator>\(escape(page.software))</Creator>
          <Created>\(created)</Created>
          <LastChange>\(created)</LastChange>
         </Metadata>
         <Page imageFilename="\(escape(page.imageName))" imageWidth="\(page.width)" imageHeight="\(page.height)">
          <ReadingOrder><OrderedGroup id="ro_1"><RegionRefIndexed index="0" regionRef="region_1"/></OrderedGroup></ReadingOrder>
          <TextRegion id="region_1">
           <Coords points="\(pagePoints(nil, page))"/>

        """
        for (l, line) in document.lines.enumerated() {
            out += "   <TextLine id=\"line_\(l + 1)\"><Coords points=\"\(pagePoints(line.quad, page))\"/>"
            for (w, word) in line.words.enumerated() {
                var equiv = "<TextEquiv"
                // PAGE's conf is from 0 to 1.
                if let confidence = word.confidence { equiv += " conf=\"\(format(min(max(confidence / 100, 0), 1)))\"" }
                equiv += "><Unicode>\(escape(word.text))</Unicode></TextEquiv>"
                out += "<Word id=\"word_\(l + 1)_\(w + 1)\"><Coords points=\"\(pagePoints(word.quad ?? line.quad, page))\"/>\(equiv)</Word>"
            }
            out += "<TextEquiv><Unicode>\(escape(line.text))</Unicode></TextEquiv></TextLine>\n"
        }
        out += "   <TextEquiv><Unicode>\(escape(document.text))</Unicode></TextEquiv>\n  </TextRegion>\n </Page>\n</PcGts>\n"
        return out
    }

    /// PAGE points, clockwise from the top left, clamped into the page (the schema allows no negative coordinate).
    static func pagePoints(_ quad: Quad?, _ page: PageInfo) -> String {
        let box = pixels(quad, page)
        return "\(box.x0),\(box.y0) \(box.x1),\(box.y0) \(box.x1),\(box.y1) \(box.x0),\(box.y1)"
    }

    // MARK: shared

    /// A box in whole pixels inside the page; the whole page when there is none.
    static func pixels(_ quad: Quad?, _ page: PageInfo) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        guard let box = quad?.boundingBox else { return (0, 0, page.width, page.height) }
        let xs = 0...max(page.width, 0), ys = 0...max(page.height, 0)
        return (whole(box.x, in: xs), whole(box.y, in: ys), whole(box.maxX, in: xs), whole(box.maxY, in: ys))
    }

    /// A coordinate or confidence as a whole number inside `range`; NaN becomes the lower bound. The numbers come
    /// unchecked from readers and OCR files, and `Int(_:)` traps past `Int.max` (an ALTO `VPOS` of 10^117 did; found by
    /// Fuzz/ocr).
    static func whole(_ value: Double, in range: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        return Int(min(max(value.rounded(), Double(range.lowerBound)), Double(range.upperBound)))
    }

    /// A confidence with at most four decimals and no exponent, the same on every machine.
    static func format(_ value: Double) -> String {
        String(format: "%.4f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    /// Text escaped for XML content and double-quoted attributes; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
