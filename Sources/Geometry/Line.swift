import Foundation

/// An infinite straight line through two distinct points, kept as those points so that page sides, which are
/// found as segments, carry their ends along.
public struct Line: Sendable, Hashable {
    public var start: Point
    public var end: Point

    public init(_ start: Point, _ end: Point) {
        self.start = start
        self.end = end
    }

    /// Where this line meets `other`; nil when the two are nearly parallel.
    public func intersection(with other: Line) -> Point? {
        let p1 = start, p2 = end, p3 = other.start, p4 = other.end
        let d = (p1.x - p2.x) * (p3.y - p4.y) - (p1.y - p2.y) * (p3.x - p4.x)
        guard abs(d) > 1e-9 else { return nil }
        let a = p1.x * p2.y - p1.y * p2.x, b = p3.x * p4.y - p3.y * p4.x
        return Point(x: (a * (p3.x - p4.x) - (p1.x - p2.x) * b) / d, y: (a * (p3.y - p4.y) - (p1.y - p2.y) * b) / d)
    }

    /// The line moved `distance` pixels to the left of its direction on screen, which is outward when it is a side
    /// of a clockwise-on-screen polygon running from `start` to `end`.
    public func shiftedOutward(by distance: Double) -> Line {
        let len = max(1e-9, start.distance(to: end))
        let nx = (end.y - start.y) / len, ny = -(end.x - start.x) / len
        return Line(Point(x: start.x + nx * distance, y: start.y + ny * distance),
                    Point(x: end.x + nx * distance, y: end.y + ny * distance))
    }

    /// The line's direction, in radians clockwise on screen (atan2 of its run from `start` to `end`).
    public var turn: Double { atan2(end.y - start.y, end.x - start.x) }

    /// The point of this line nearest to `p`.
    public func nearestPoint(to p: Point) -> Point {
        let dx = end.x - start.x, dy = end.y - start.y
        let len2 = max(1e-12, dx * dx + dy * dy)
        let t = ((p.x - start.x) * dx + (p.y - start.y) * dy) / len2
        return Point(x: start.x + t * dx, y: start.y + t * dy)
    }
}
