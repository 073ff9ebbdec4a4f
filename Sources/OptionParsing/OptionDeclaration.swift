/// One option of one command, declared once: its name, the type of its value, its default and its help line.
/// The usage text, the parsing, the checks and the suggestions for slips are all generated from it.
public struct OptionDeclaration: Sendable, Equatable {
    /// What an option's value is, and so how it is parsed and checked.
    public enum ValueType: Sendable, Equatable {
        /// No value: present or not.
        case flag
        /// A file, folder or free word.
        case text
        /// A whole number in the range.
        case integer(ClosedRange<Int>)
        /// A non-negative whole number up to 2⁶⁴ − 1 (seeds).
        case unsigned
        /// A finite number in the range.
        case number(ClosedRange<Double>)
        /// Exactly one of these words.
        case choice([String])
        /// `a,b` or `all`, each item one of the words when they are known before running (nil: checked later,
        /// as reader ids are, against the reader catalogue).
        case list([String]?)
        /// Two numbers `X,Y`, each in the range.
        case pair(ClosedRange<Double>)
    }

    /// Without the leading dashes: `styles`.
    public var name: String
    public var type: ValueType
    /// How the help names the value: `FILE`, `N`. Choices show their words instead.
    public var placeholder: String
    /// The default as the help shows it; nil when there is none or it depends on other options.
    public var defaultValue: String?
    /// One line on what the option does.
    public var help: String

    public init(_ name: String, _ type: ValueType, placeholder: String = "VALUE", default defaultValue: String? = nil, help: String) {
        self.name = name; self.type = type; self.placeholder = placeholder; self.defaultValue = defaultValue; self.help = help
    }

    /// An option without a value.
    public static func flag(_ name: String, help: String) -> OptionDeclaration {
        OptionDeclaration(name, .flag, placeholder: "", help: help)
    }

    /// An option whose value is one case of a string enum; the words are the enum's raw values.
    public static func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type, default defaultValue: T? = nil,
                                                                  help: String) -> OptionDeclaration where T.RawValue == String {
        OptionDeclaration(name, .choice(T.allCases.map(\.rawValue)), default: defaultValue?.rawValue, help: help)
    }

    public var takesValue: Bool { type != .flag }

    /// `--name VALUE` as the synopsis and help show it.
    public var synopsis: String {
        switch type {
        case .flag: return "--" + name
        case .choice(let words): return "--\(name) " + words.joined(separator: "|")
        case .list(let words?) where words.count <= Self.wordsShownInSynopsis: return "--\(name) " + words.joined(separator: ",") + "|all"
        case .list: return "--\(name) a,b|all"
        default: return "--\(name) \(placeholder)"
        }
    }

    /// Choices longer than this are named in the help line, not in the synopsis.
    static let wordsShownInSynopsis = 6

    /// The help line's text after the synopsis: the help, the allowed words of a long list, the range, the default.
    public var explanation: String {
        var text = help
        switch type {
        case .list(let words?) where words.count > Self.wordsShownInSynopsis: text += " (" + words.joined(separator: ", ") + ")"
        case .integer(let range): text += Self.describe(range)
        case .number(let range), .pair(let range): text += " (\(Self.short(range.lowerBound)) to \(Self.short(range.upperBound)))"
        default: break
        }
        if let defaultValue { text += " (default \(defaultValue))" }
        return text
    }

    static func describe(_ range: ClosedRange<Int>) -> String {
        if range.lowerBound == Int.min && range.upperBound == Int.max { return "" }
        if range.upperBound == Int.max { return " (at least \(range.lowerBound))" }
        return " (\(range.lowerBound) to \(range.upperBound))"
    }

    static func short(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
