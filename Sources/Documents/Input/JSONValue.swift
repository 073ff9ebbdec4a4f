/// A parsed JSON document, kept close to its text: numbers keep their literal (so `1e300` is reported as written,
/// and 64-bit seeds keep every digit) and objects keep their members in order, duplicates included, so the
/// validator can say exactly what the file held.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The value as a `Double`, and the literal as written.
    case number(Double, literal: String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(_, let x), .number(_, let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// What the value is, for a message: `a string`, `an array of 3`, …
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }

    /// The value as a short quotation for a message: strings quoted and cut at 40 characters, containers summarised.
    public var quoted: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let literal): return literal
        case .string(let s):
            let shown = s.count > InputLimits.quotedCharacters ? String(s.prefix(InputLimits.quotedCharacters)) + "…" : s
            return "\"" + shown.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
        case .array, .object: return kindName
        }
    }
}
