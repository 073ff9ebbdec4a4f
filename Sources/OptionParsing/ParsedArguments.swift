import Foundation

/// A command line split by an `ArgumentSpec`, with typed accessors that turn bad values into usage errors.
struct ParsedArguments: Sendable, Equatable {
    var command: String
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var wantsHelp = false

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func string(_ name: String) -> String? { values[name] }

    func int(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(name) must be a whole number\(Self.describe(range)), not '\(text)'", command: command)
        }
        return value
    }

    func uint64(_ name: String) throws -> UInt64? {
        guard let text = values[name] else { return nil }
        guard let value = UInt64(text) else {
            throw UsageError("--\(name) must be a non-negative whole number, not '\(text)'", command: command)
        }
        return value
    }

    func double(_ name: String, in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) throws -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            let bounds = range.lowerBound > -1e300 ? " from \(range.lowerBound) to \(range.upperBound)" : ""
            throw UsageError("--\(name) must be a number\(bounds), not '\(text)'", command: command)
        }
        return value
    }

    /// One of a fixed set of words.
    func choice<T: RawRepresentable>(_ name: String, as type: T.Type) throws -> T? where T.RawValue == String, T: CaseIterable {
        guard let text = values[name] else { return nil }
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: "|")
            throw UsageError("--\(name) must be one of \(allowed), not '\(text)'", command: command)
        }
        return value
    }

    /// A list given as `a,b` or `all`; a single value is a list of one. Order is kept, repeats dropped.
    func list(_ name: String, allowed: [String]? = nil) throws -> [String]? {
        guard let text = values[name] else { return nil }
        return try Self.parseList(text, option: name, allowed: allowed, command: command)
    }

    /// Two numbers as `x,y`.
    func pair(_ name: String, in range: ClosedRange<Double>) throws -> (Double, Double)? {
        guard let text = values[name] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], range.contains(x), range.contains(y) else {
            throw UsageError("--\(name) must be two numbers X,Y from \(range.lowerBound) to \(range.upperBound), not '\(text)'", command: command)
        }
        return (x, y)
    }

    static func parseList(_ text: String, option: String, allowed: [String]?, command: String) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if items == ["all"] {
            guard let allowed else { return ["all"] }
            return allowed
        }
        var seen = Set<String>()
        var result: [String] = []
        for item in items {
            guard !item.isEmpty else { throw UsageError("--\(option) has an empty item in '\(text)'", command: command) }
            if let allowed, !allowed.contains(item) {
                throw UsageError("--\(option): unknown '\(item)'; choose from \(allowed.joined(separator: ",")) or all", command: command)
            }
            if seen.insert(item).inserted { result.append(item) }
        }
        return result
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound == Int.min && range.upperBound == Int.max { return "" }
        if range.upperBound == Int.max { return " of at least \(range.lowerBound)" }
        return " from \(range.lowerBound) to \(range.upperBound)"
    }
}
