/// The photo's frame in pixels, landscape; a portrait page turns it to portrait.
///
/// Written as `4k` (3840×2160), `12mp` (4032×3024), or `WxH` for any other frame (tests use small ones).
public struct PhotoSize: RawRepresentable, Codable, Sendable, Hashable {
    public let width: Int
    public let height: Int

    public static let fourK = PhotoSize(width: 3840, height: 2160)
    public static let twelveMP = PhotoSize(width: 4032, height: 3024)

    /// A frame of any size; the long side is taken as the width.
    public init(width: Int, height: Int) {
        self.width = max(width, height)
        self.height = min(width, height)
    }

    /// Parses `4k`, `12mp` or `WxH` with both sides from 16 to 20,000; nil otherwise.
    public init?(rawValue: String) {
        switch rawValue.lowercased() {
        case "4k": self = .fourK
        case "12mp": self = .twelveMP
        default:
            let parts = rawValue.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                  (16...20_000).contains(w), (16...20_000).contains(h) else { return nil }
            self.init(width: w, height: h)
        }
    }

    public var rawValue: String {
        switch (width, height) {
        case (3840, 2160): return "4k"
        case (4032, 3024): return "12mp"
        default: return "\(width)x\(height)"
        }
    }

    // Explicit, because RawRepresentable's default `==` compares `rawValue`, which would recurse here.
    public static func == (a: PhotoSize, b: PhotoSize) -> Bool { a.width == b.width && a.height == b.height }
    public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }

    public init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let size = PhotoSize(rawValue: raw) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a photo size is 4k, 12mp or WxH, not \(raw)"))
        }
        self = size
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}
