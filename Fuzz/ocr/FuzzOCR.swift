import Foundation
import OCRFormats

/// libFuzzer entry: any bytes through the hOCR, ALTO and PAGE-XML readers (the sniffing, Foundation's XML parser, each
/// format's reader, coordinates and MUFI characters), then the document as a reading and written back in its own format.
/// The first byte picks the PAGE text level. Must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOCR(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let levels = PageTextLevel.allCases
    let level = levels[Int(data[0]) % levels.count]
    let rest = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    _ = OCRDocumentReader.looksLikeMarkup(rest)
    guard let document = try? OCRDocumentReader.read(rest, name: "fuzz.xml", level: level) else { return 0 }
    _ = document.reading
    let page = OCRDocumentWriter.PageInfo(imageName: "fuzz.png", width: 100, height: 100, software: "fuzz",
                                          created: Date(timeIntervalSince1970: 0))
    _ = OCRDocumentWriter.write(document, as: document.format, page: page)
    return 0
}
