/// Checks a parsed input file against its schema and lists every problem, each with its key path, the value,
/// the expected range and, for an unknown key or name, the closest valid one.
public enum InputValidator {
    /// Every problem in `value`, in document order; empty when it fits the schema.
    public static func problems(in value: JSONValue, schema: InputSchema, path: String = "") -> [InputProblem] {
        var found: [InputProblem] = []
        check(value, schema, path, &found)
        return found
    }

    /// Names longer than this are not compared for a suggestion: the edit distance is quadratic, and no key is so long.
    static let longestSuggestible = 100

    static func suggestion(for name: String, among names: [String]) -> String? {
        guard name.count <= longestSuggestible else { return nil }
        return NameSuggestion.closest(to: name, among: names)
    }

    private static func join(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } && key.count <= 60
        let shown = plain ? key : JSONValue.string(key).quoted
        return path.isEmpty ? shown : path + "." + shown
    }

    private static func check(_ value: JSONValue, _ schema: InputSchema, _ path: String, _ found: inout [InputProblem]) {
        func wrong(_ expected: String, suggestion: String? = nil) {
            found.append(InputProblem(path: path, value: value.quoted, expected: expected, suggestion: suggestion))
        }
        switch schema {
        case .any:
            return
        case .nullable(let inner):
            if value == .null { return }
            check(value, inner, path, &found)
        case .bool:
            guard case .bool = value else { return wrong("true or false") }
        case .string(let maxLength):
            guard case .string(let text) = value else { return wrong("a string") }
            if text.unicodeScalars.count > maxLength { wrong("a string of at most \(format(maxLength)) characters (it has \(format(text.unicodeScalars.count)))") }
        case .oneOf(let names):
            guard case .string(let text) = value, names.contains(text) else {
                let typed: String? = { if case .string(let text) = value { return text } else { return nil } }()
                return wrong("one of \(names.joined(separator: ", "))", suggestion: typed.flatMap { suggestion(for: $0, among: names) })
            }
        case .text(let expected, let accepts):
            guard case .string(let text) = value, accepts(text) else { return wrong(expected) }
        case .number(let range):
            guard case .number(let number, _) = value else { return wrong("a number from \(format(range.lowerBound)) to \(format(range.upperBound))") }
            if !number.isFinite || !range.contains(number) { wrong("a number from \(format(range.lowerBound)) to \(format(range.upperBound))") }
        case .integer(let range):
            let expected = "a whole number from \(format(range.lowerBound)) to \(format(range.upperBound))"
            guard case .number(let number, let literal) = value else { return wrong(expected) }
            if let exact = Int64(literal) {
                if !range.contains(exact) { wrong(expected) }
            } else if !(number.isFinite && number == number.rounded() && number >= Double(range.lowerBound) && number <= Double(range.upperBound)) {
                wrong(expected)
            }
        case .unsigned:
            guard case .number(_, let literal) = value, UInt64(literal) != nil else {
                return wrong("a whole number from 0 to 18446744073709551615, written without a fraction or exponent")
            }
        case .array(let item, let minCount, let maxCount):
            guard case .array(let items) = value else { return wrong(maxCount == minCount ? "an array of \(minCount)" : "an array") }
            if items.count > maxCount || items.count < minCount {
                let limit = minCount == maxCount ? "exactly \(format(minCount))" : minCount > 0 ? "\(format(minCount)) to \(format(maxCount))" : "at most \(format(maxCount))"
                return wrong("an array of \(limit) items")
            }
            for (index, element) in items.enumerated() { check(element, item, "\(path)[\(index)]", &found) }
        case .map(let item, let maxCount):
            guard case .object(let members) = value else { return wrong("an object") }
            if members.count > maxCount { return wrong("an object of at most \(format(maxCount)) keys") }
            var seen = Set<String>()
            for member in members {
                if !seen.insert(member.key).inserted {
                    found.append(InputProblem(path: join(path, member.key), value: nil, expected: "the key is given twice"))
                }
                check(member.value, item, join(path, member.key), &found)
            }
        case .object(let fields, let required):
            guard case .object(let members) = value else { return wrong("an object") }
            var seen = Set<String>()
            let known = fields.keys.sorted()
            for member in members {
                let memberPath = join(path, member.key)
                guard seen.insert(member.key).inserted else {
                    found.append(InputProblem(path: memberPath, value: nil, expected: "the key is given twice"))
                    continue
                }
                guard let field = fields[member.key] else {
                    // With a close match the suggestion says enough; without one, list what is allowed.
                    let close = suggestion(for: member.key, among: known)
                    found.append(InputProblem(path: memberPath, value: nil,
                                              expected: close == nil ? "no such key; the keys here are \(known.joined(separator: ", "))" : "no such key",
                                              suggestion: close))
                    continue
                }
                check(member.value, field, memberPath, &found)
            }
            for key in required.sorted() where !seen.contains(key) {
                found.append(InputProblem(path: join(path, key), value: nil, expected: "a required key is missing"))
            }
        }
    }

    /// `1000000` → `1,000,000`; `0.05` → `0.05`: ranges read as a person writes them.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return format(Int64(value)) }
        return "\(value)"
    }

    public static func format<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }
}
