import Foundation

/// Four corners, top-left first and clockwise. Encodes as `[[x,y],[x,y],[x,y],[x,y]]`.
public struct Quad: Sendable, Hashable, Codable {
    public var topLeft: Point
    public var topRight: Point
    public var bottomRight: Point
    public var bottomLeft: Point

    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft; self.topRight = topRight
        self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }
    /// The axis-aligned rectangle as a quad.
    public init(_ box: Box) {
        self.init(topLeft: Point(x: box.x, y: box.y),
                  topRight: Point(x: box.x + box.width, y: box.y),
                  bottomRight: Point(x: box.x + box.width, y: box.y + box.height),
                  bottomLeft: Point(x: box.x, y: box.y + box.height))
    }
    public var points: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }
    /// Builds a quad from exactly four points in order; nil otherwise.
    public init?(points: [Point]) {
        guard points.count == 4 else { return nil }
        self.init(topLeft: points[0], topRight: points[1], bottomRight: points[2], bottomLeft: points[3])
    }
    public var boundingBox: Box {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Box(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
    /// The shoelace area.
    public var area: Double {
        let p = points
        var s = 0.0
        for i in 0..<4 { let a = p[i], b = p[(i + 1) % 4]; s += a.x * b.y - b.x * a.y }
        return abs(s) / 2
    }

    public init(from decoder: Decoder) throws {
        let pts = try [Point](from: decoder)
        guard let q = Quad(points: pts) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a quad needs exactly 4 points, found \(pts.count)"))
        }
        self = q
    }
    public func encode(to encoder: Encoder) throws { try points.encode(to: encoder) }
}
