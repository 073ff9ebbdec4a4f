/// An 8-bit image, gray (one channel) or RGB (three), stored row by row without padding.
public struct Image: Sendable, Equatable {
    /// How many 8-bit samples each pixel holds.
    public enum Layout: Int, Sendable, Codable {
        case gray = 1
        case rgb = 3
    }

    public let width: Int
    public let height: Int
    public let layout: Layout
    /// Samples, `width * height * layout.rawValue` of them, row-major.
    public var pixels: [UInt8]

    public var channels: Int { layout.rawValue }
    public var rowBytes: Int { width * layout.rawValue }

    /// Creates an image filled with one value.
    public init(width: Int, height: Int, layout: Layout, fill: UInt8 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.layout = layout
        self.pixels = [UInt8](repeating: fill, count: self.width * self.height * layout.rawValue)
    }

    /// Wraps existing samples; returns nil when the count does not match the size.
    public init?(width: Int, height: Int, layout: Layout, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * layout.rawValue else { return nil }
        self.width = width
        self.height = height
        self.layout = layout
        self.pixels = pixels
    }
}
