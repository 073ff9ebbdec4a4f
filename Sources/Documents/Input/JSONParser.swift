/// A strict JSON parser (RFC 8259) for input files: no comments, no trailing commas, no NaN, nesting bounded by
/// `InputLimits.maximumDepth`, strings checked for valid UTF-8. It exists so that every input file is read the same
/// way before its values are validated, and so that a hostile file fails with a position instead of a trap.
public struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0

    /// Why the bytes are not JSON, with the byte offset where parsing stopped.
    public struct SyntaxError: Error, Equatable, Sendable {
        public var offset: Int
        public var reason: String
        public var message: String { "not valid JSON at byte \(offset): \(reason)" }
    }

    /// Parses one JSON document; anything but whitespace after it is an error.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is tolerated, as editors on some systems write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.fail("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func fail(_ reason: String) -> SyntaxError { SyntaxError(offset: offset, reason: reason) }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < InputLimits.maximumDepth else { throw fail("nested more than \(InputLimits.maximumDepth) levels deep") }
        guard offset < bytes.count else { throw fail("the document ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character '\(Self.show(bytes[offset]))'")
        }
    }

    private static func show(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard offset + expected.count <= bytes.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw fail("expected '\(word)'")
        }
        offset += expected.count
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
            offset += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard offset < bytes.count else { throw fail("the document ends inside an object") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            throw fail("expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            guard offset < bytes.count else { throw fail("the document ends inside an array") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(items) }
            throw fail("expected ',' or ']'")
        }
    }

    private mutating func number() throws(SyntaxError) -> JSONValue {
        let start = offset
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        guard digits() > 0 else { throw fail("a number needs digits") }
        if bytes[integerStart] == UInt8(ascii: "0"), offset - integerStart > 1 { throw fail("a number may not start with 0") }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw fail("a number needs digits after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw fail("a number needs digits in its exponent") }
        }
        let literal = String(decoding: bytes[start..<offset], as: UTF8.self)
        // Out-of-range literals become ±inf here; the validator then reports them as out of range.
        return .number(Double(literal) ?? .nan, literal: literal)
    }

    private mutating func string() throws(SyntaxError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ end: Int) throws(SyntaxError) {
            guard run < end else { return }
            guard let text = String(validating: bytes[run..<end], as: UTF8.self) else {
                throw SyntaxError(offset: run, reason: "a string holds bytes that are not UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard offset < bytes.count else { throw fail("the document ends inside a string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                try flush(offset)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw fail("a control character inside a string must be escaped") }
            if byte != UInt8(ascii: "\\") { offset += 1; continue }
            try flush(offset)
            offset += 1
            guard offset < bytes.count else { throw fail("the document ends inside an escape") }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let unit = try hex4()
                if (0xD800...0xDBFF).contains(unit) {
                    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw fail("a lone UTF-16 surrogate \\u\(String(unit, radix: 16))")
                    }
                    offset += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low),
                          let scalar = UnicodeScalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                        throw fail("a broken UTF-16 surrogate pair")
                    }
                    scalars.append(scalar)
                } else {
                    guard let scalar = UnicodeScalar(unit) else { throw fail("a lone UTF-16 surrogate \\u\(String(unit, radix: 16))") }
                    scalars.append(scalar)
                }
            default: throw fail("unknown escape '\\\(Self.show(escape))'")
            }
            run = offset
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw fail("the document ends inside a \\u escape") }
        var unit: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("a \\u escape needs 4 hex digits")
            }
            unit = unit << 4 | digit
        }
        offset += 4
        return unit
    }
}
