import Foundation

extension XMLTreeParser {
    /// Where bytes libxml2 will read as UTF-8 stop being UTF-8: the line and the byte, or nil when they are all UTF-8
    /// or libxml2 converts them (a UTF-16 byte-order mark, or an XML declaration naming another encoding).
    ///
    /// Foundation's `XMLParser` runs libxml2 in recovery mode, which passes such bytes through in element, attribute,
    /// comment and processing-instruction names, and then force-unwraps each name as UTF-8: a trap (found by Fuzz/ocr:
    /// an attribute name with bytes 0xFF). So they are refused before Foundation sees them.
    static func firstNonUTF8Byte(in data: Data) -> (line: Int, byte: UInt8)? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) || declaresOtherEncoding(data) { return nil }
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

    /// Whether the XML declaration (`<?xml … encoding="…"?>` at the start) names an encoding other than UTF-8.
    static func declaresOtherEncoding(_ data: Data) -> Bool {
        var head = data.prefix(256)[...]
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        guard head.starts(with: Array("<?xml".utf8)), let end = head.firstRange(of: Array("?>".utf8)) else { return false }
        let declaration = String(decoding: head[..<end.lowerBound], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return false }
        let value = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            .prefix { $0 != "\"" && $0 != "'" && $0 != " " }.lowercased()
        return !value.isEmpty && value != "utf-8" && value != "utf8"
    }
}
