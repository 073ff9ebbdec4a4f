import Foundation

extension XMLTreeParser {
    /// The first processing instruction with a target and no data (`<?name?>`): its line and target, or nil.
    ///
    /// libxml2 reports such an instruction's data as a null pointer, and Foundation's `XMLParser` takes its length with
    /// `strlen` anyway: a segmentation fault (found by Fuzz/ocr with `<?xm?>`). A space before `?>` gives empty data and
    /// is parsed. So the form without one is refused before Foundation sees it; the scan is conservative and also refuses
    /// it inside a comment or CDATA.
    static func firstProcessingInstructionWithoutData(in data: Data) -> (line: Int, target: String)? {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        return data.withUnsafeBytes { raw -> (line: Int, target: String)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var line = 1
            var index = 0
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                } else if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                    var end = index + 2
                    while end < bytes.count, bytes[end] != UInt8(ascii: "?"), !whitespace.contains(bytes[end]) { end += 1 }
                    if end > index + 2, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                        return (line, String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
                    }
                }
                index += 1
            }
            return nil
        }
    }

    /// The reason such a file is refused, shared by the parser and its tests.
    static func processingInstructionReason(_ target: String) -> String {
        "processing instruction <?\(target)?> has no data, which crashes Foundation's XML parser; write it as <?\(target) ?>"
    }
}
