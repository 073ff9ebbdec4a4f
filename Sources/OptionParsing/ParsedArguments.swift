/// A command line split by an `ArgumentSpec`: positionals, and each given option's value, already typed and
/// checked against its declaration. The accessors only read; they never parse again.
public struct ParsedArguments: Sendable, Equatable {
    public var command: String
    public var tool: String
    public var positionals: [String] = []
    /// The typed value of each valued option given.
    public var values: [String: OptionValue] = [:]
    /// The text each valued option was given as, for messages.
    public var raw: [String: String] = [:]
    public var flags: Set<String> = []
    public var wantsHelp = false

    public init(command: String, tool: String = "scanlab") { self.command = command; self.tool = tool }

    /// Whether the option was given at all.
    public func given(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func string(_ name: String) -> String? {
        guard case .text(let text)? = values[name] else { return nil }
        return text
    }

    public func int(_ name: String) -> Int? {
        guard case .integer(let value)? = values[name] else { return nil }
        return value
    }

    public func uint64(_ name: String) -> UInt64? {
        guard case .unsigned(let value)? = values[name] else { return nil }
        return value
    }

    public func double(_ name: String) -> Double? {
        guard case .number(let value)? = values[name] else { return nil }
        return value
    }

    public func list(_ name: String) -> [String]? {
        guard case .list(let items)? = values[name] else { return nil }
        return items
    }

    public func pair(_ name: String) -> (Double, Double)? {
        guard case .pair(let x, let y)? = values[name] else { return nil }
        return (x, y)
    }

    /// A choice option as its enum. The word was checked against the enum's cases when parsed; a declaration
    /// that lists other words than the enum is a programming slip, reported as a usage error rather than a crash.
    public func choice<T: RawRepresentable>(_ name: String, as type: T.Type) throws -> T? where T.RawValue == String {
        guard let text = string(name) else { return nil }
        guard let value = T(rawValue: text) else {
            throw UsageError("--\(name): '\(text)' is not a \(T.self)", command: command, tool: tool)
        }
        return value
    }
}
