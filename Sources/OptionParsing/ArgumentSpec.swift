/// What a command accepts: its declared options and how many positionals. Parsing, checking, suggestions and the
/// options part of the usage text all come from the declarations.
public struct ArgumentSpec: Sendable {
    public var command: String
    public var options: [OptionDeclaration]
    public var positionals: ClosedRange<Int>
    /// The program, for "see `TOOL help COMMAND`".
    public var tool: String

    public init(command: String, options: [OptionDeclaration] = [], positionals: ClosedRange<Int> = 0...0, tool: String = "scanlab") {
        self.command = command
        self.options = options
        self.positionals = positionals
        self.tool = tool
    }

    public func declaration(_ name: String) -> OptionDeclaration? { options.first { $0.name == name } }

    /// The "Options:" lines of the usage: one per declaration, in declaration order, explanations aligned.
    public var optionsHelp: String {
        let width = min((options.map { $0.synopsis.count }.max() ?? 0) + 3, Self.widestSynopsisColumn)
        return options.map { option in
            let synopsis = option.synopsis
            if synopsis.count + 3 > width { return "  \(synopsis)\n  " + String(repeating: " ", count: width) + option.explanation }
            return "  " + synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + option.explanation
        }.joined(separator: "\n")
    }

    /// A synopsis wider than this puts its explanation on the next line.
    static let widestSynopsisColumn = 34

    /// A usage text: the synopsis lines, a paragraph of notes, the generated options, the examples.
    public func usage(_ synopsis: [String], notes: String? = nil, examples: [String]) -> String {
        var text = "Usage:\n" + synopsis.map { "  " + $0 }.joined(separator: "\n")
        if let notes { text += "\n\n" + notes }
        if !options.isEmpty { text += "\n\nOptions:\n" + optionsHelp }
        text += "\n\nExamples:\n" + examples.map { "  " + $0 }.joined(separator: "\n")
        return text
    }

    func error(_ problem: String) -> UsageError { UsageError(problem, command: command, tool: tool) }

    /// Splits `arguments` into positionals and typed option values, checking each value against its declaration.
    ///
    /// Accepts `--key value` and `--key=value`; `--` ends the options. A repeated option keeps its last value.
    /// `--help` is answered before anything else is checked.
    /// - Throws: `UsageError` for an unknown option or value (naming the closest valid one), a missing value,
    ///   a value given to a flag, a value of the wrong type or range, or the wrong number of positionals.
    public func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: command, tool: tool)
        if arguments.contains("--help") || arguments.contains("-h") {
            parsed.wantsHelp = true
            return parsed
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("--") || argument == "-" {
                if !optionsEnded, argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
                    throw error("unknown option \(argument)" + UsageError.suggestion(for: String(argument.drop { $0 == "-" }),
                                                                                    among: options.map(\.name), prefix: "--"))
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = declaration(name) else {
                throw error("unknown option --\(name)" + UsageError.suggestion(for: name, among: options.map(\.name), prefix: "--"))
            }
            guard option.takesValue else {
                if inlineValue != nil { throw error("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let text: String
            if let inlineValue {
                text = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw error("--\(name) needs a value") }
                text = arguments[index]
                index += 1
            }
            parsed.raw[name] = text
            parsed.values[name] = try value(text, for: option)
        }
        guard positionals.contains(parsed.positionals.count) else {
            let expected = positionals.lowerBound == positionals.upperBound
                ? "\(positionals.lowerBound)"
                : (positionals.upperBound == Int.max ? "at least \(positionals.lowerBound)" : "\(positionals.lowerBound) to \(positionals.upperBound)")
            let found = parsed.positionals.count
            throw error("expected \(expected) file argument\(expected == "1" ? "" : "s"), found \(found)")
        }
        return parsed
    }

    /// The typed value of one option, or a usage error that says what was expected.
    func value(_ text: String, for option: OptionDeclaration) throws -> OptionValue {
        let name = option.name
        switch option.type {
        case .flag:
            throw error("--\(name) takes no value")
        case .text:
            return .text(text)
        case .integer(let range):
            guard let value = Int(text), range.contains(value) else {
                throw error("--\(name) must be a whole number\(OptionDeclaration.describe(range)), not '\(text)'")
            }
            return .integer(value)
        case .unsigned:
            guard let value = UInt64(text) else { throw error("--\(name) must be a non-negative whole number, not '\(text)'") }
            return .unsigned(value)
        case .number(let range):
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw error("--\(name) must be a number from \(OptionDeclaration.short(range.lowerBound)) to \(OptionDeclaration.short(range.upperBound)), not '\(text)'")
            }
            return .number(value)
        case .choice(let words):
            guard words.contains(text) else {
                throw error("--\(name) must be one of \(words.joined(separator: "|")), not '\(text)'" + UsageError.suggestion(for: text, among: words))
            }
            return .text(text)
        case .list(let words):
            return .list(try Self.parseList(text, option: name, allowed: words, spec: self))
        case .pair(let range):
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let x = parts[0], let y = parts[1], range.contains(x), range.contains(y) else {
                throw error("--\(name) must be two numbers X,Y from \(OptionDeclaration.short(range.lowerBound)) to \(OptionDeclaration.short(range.upperBound)), not '\(text)'")
            }
            return .pair(x, y)
        }
    }

    /// A list given as `a,b` or `all`; a single value is a list of one. Order is kept, repeats dropped. `all`
    /// expands to `allowed`, or stays the word `all` when the words are only known later.
    public static func parseList(_ text: String, option: String, allowed: [String]?, spec: ArgumentSpec) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if items == ["all"] { return allowed ?? ["all"] }
        var seen = Set<String>()
        var result: [String] = []
        for item in items {
            guard !item.isEmpty else { throw spec.error("--\(option) has an empty item in '\(text)'") }
            if let allowed, !allowed.contains(item) {
                throw spec.error("--\(option): unknown '\(item)'" + UsageError.suggestion(for: item, among: allowed)
                                 + " (choose from \(allowed.joined(separator: ",")) or all)")
            }
            if seen.insert(item).inserted { result.append(item) }
        }
        return result
    }
}
