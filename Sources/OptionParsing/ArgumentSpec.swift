/// What a command accepts: the options that take a value, the flags that don't, and how many positionals.
struct ArgumentSpec: Sendable {
    var command: String
    /// Option names without the leading dashes, e.g. `styles`.
    var valued: Set<String>
    var flags: Set<String>
    var positionals: ClosedRange<Int>

    init(command: String, valued: Set<String> = [], flags: Set<String> = [], positionals: ClosedRange<Int> = 0...0) {
        self.command = command
        self.valued = valued
        self.flags = flags
        self.positionals = positionals
    }

    /// Splits `arguments` into positionals, option values and flags.
    ///
    /// Accepts `--key value` and `--key=value`; `--` ends the options. A repeated option keeps its last value.
    /// `--help` is answered before anything else is checked.
    /// - Throws: `UsageError` for an unknown option, a missing value, a value given to a flag,
    ///   or the wrong number of positionals.
    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments(command: command)
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
                if !optionsEnded, argument.hasPrefix("-"), argument.count > 1, argument != "-", Double(argument) == nil {
                    throw UsageError("unknown option \(argument)", command: command)
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
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError("--\(name) takes no value", command: command) }
                parsed.flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError("--\(name) needs a value", command: command)
                    }
                    parsed.values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError("unknown option --\(name)", command: command)
            }
        }
        guard positionals.contains(parsed.positionals.count) else {
            let expected = positionals.lowerBound == positionals.upperBound
                ? "\(positionals.lowerBound)"
                : (positionals.upperBound == Int.max ? "at least \(positionals.lowerBound)" : "\(positionals.lowerBound) to \(positionals.upperBound)")
            let found = parsed.positionals.count
            throw UsageError("expected \(expected) file argument\(expected == "1" ? "" : "s"), found \(found)", command: command)
        }
        return parsed
    }
}
