/// A page spec's `codes` key: `"on"`, `"off"`, or the page's own codes as `[{"symbology", "payload"}]`.
public enum CodeSelection: Sendable, Equatable, Codable {
    case on
    case off
    case custom([CodeRequest])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let word = try? container.decode(String.self) {
            switch word {
            case "on": self = .on
            case "off": self = .off
            default:
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "codes must be \"on\", \"off\" or a list of {symbology, payload}, not \"\(word)\"")
            }
            return
        }
        self = .custom(try container.decode([CodeRequest].self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .on: try container.encode("on")
        case .off: try container.encode("off")
        case .custom(let requests): try container.encode(requests)
        }
    }

    /// The options this selection and a module size give.
    public static func options(_ selection: CodeSelection?, modulePx: Double?) -> CodeOptions {
        switch selection {
        case nil, .on?: return CodeOptions(enabled: selection == nil ? nil : true, modulePx: modulePx)
        case .off?: return CodeOptions(enabled: false, modulePx: modulePx)
        case .custom(let requests)?: return CodeOptions(modulePx: modulePx, custom: requests)
        }
    }

    /// The selection recorded in options, for a replay.
    public static func selection(_ options: CodeOptions?) -> CodeSelection? {
        guard let options else { return nil }
        if let custom = options.custom, !custom.isEmpty { return .custom(custom) }
        switch options.enabled {
        case false?: return .off
        case true?: return .on
        case nil: return nil
        }
    }
}
