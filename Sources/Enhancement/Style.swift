/// The ways a photo is turned into the image that is read: one of ScanLab's own, or one a user declared.
///
/// Built-in styles run in-process in this module; declared styles (shared/CLI.md, "External styles") are external
/// commands or workers that Evaluation runs. Both are named by an id, which reports and caches use.
public enum Style: Hashable, Sendable, Codable, CustomStringConvertible {
    case builtin(BuiltinStyle)
    /// A style declared in `styles.json` (or `SCANLAB_STYLES`), by its id.
    case declared(String)

    public static let original = Style.builtin(.original)
    public static let colour = Style.builtin(.colour)
    public static let grayscale = Style.builtin(.grayscale)
    public static let ink = Style.builtin(.ink)
    public static let auto = Style.builtin(.auto)

    /// The built-in styles, in the order reports list them.
    public static var allCases: [Style] { BuiltinStyle.allCases.map(Style.builtin) }

    /// The style's id: the built-in name, or the declared id.
    public var rawValue: String {
        switch self {
        case .builtin(let style): return style.rawValue
        case .declared(let id): return id
        }
    }

    /// A built-in style by name; nil for any other name (declared styles are looked up in their catalog).
    public init?(rawValue: String) {
        guard let builtin = BuiltinStyle(rawValue: rawValue) else { return nil }
        self = .builtin(builtin)
    }

    public var description: String { rawValue }

    /// The built-in style, or nil for a declared one.
    public var builtin: BuiltinStyle? {
        if case .builtin(let style) = self { return style }
        return nil
    }

    public init(from decoder: Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        self = BuiltinStyle(rawValue: id).map(Style.builtin) ?? .declared(id)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
