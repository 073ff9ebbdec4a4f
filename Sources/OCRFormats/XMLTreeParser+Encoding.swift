import Foundation

extension XMLTreeParser {
    /// Declared encodings whose every byte libxml2 turns into UTF-8 itself; any other declaration is no guarantee (an
    /// encoding libxml2 does not know, such as `2UTF-8`, leaves the bytes as they are).
    static let convertedEncodings: Set<String> = ["iso-8859-1"]

    /// The reason an OCR file is refused for its encoding, shared by the parser and its tests.
    static func notUTF8Reason(_ byte: UInt8) -> String {
        "byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8 (OCR files are read as UTF-8, UTF-16 with a byte-order mark, or ISO-8859-1 declared as <?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>)"
    }

    /// Where bytes libxml2 will hand on unconverted stop being UTF-8: the line and the byte, or nil when they are all
    /// UTF-8 or libxml2 converts them (a UTF-16 byte-order mark, or a declared ISO-8859-1).
    ///
    /// Foundation's `XMLParser` runs libxml2 in recovery mode, which passes such bytes through in element, attribute,
    /// comment and processing-instruction names, and then force-unwraps each name as UTF-8: a trap (found by Fuzz/ocr:
    /// an attribute name with bytes 0xFF, then the same under `encoding="2UTF-8"`). So they are refused before
    /// Foundation sees them.
    static func firstNonUTF8Byte(in data: Data) -> (line: Int, byte: UInt8)? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return nil }
        if let declared = declaredEncoding(data), convertedEncodings.contains(declared) { return nil }
        if String(validating: data, as: UTF8.self) != nil { return nil }
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error:
                let line = 1 + data.prefix(offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                return (line, data[data.startIndex + offset])
            }
        }
    }

    /// The encoding the XML declaration (`<?xml … encoding="…"?>` at the start) names, lower-cased; nil without one.
    static func declaredEncoding(_ data: Data) -> String? {
        var head = data.prefix(256)[...]
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        guard head.starts(with: Array("<?xml".utf8)), let end = head.firstRange(of: Array("?>".utf8)) else { return nil }
        let declaration = String(decoding: head[..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let value = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            .prefix { $0 != "\"" && $0 != "'" && $0 != " " }.lowercased()
        return value.isEmpty ? nil : value
    }
}
