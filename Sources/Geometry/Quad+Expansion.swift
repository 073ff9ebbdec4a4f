import Foundation

extension Quad {
    /// Moves every side of a convex quad outward by `margin`, then clamps the corners to `frame`.
    public func expanded(by margin: Double, within frame: Box) -> Quad {
        let p = PolygonGeometry.clockwise(points)
        let sides = (0..<4).map { Line(p[$0], p[($0 + 1) % 4]).shiftedOutward(by: margin) }
        var corners: [Point] = []
        for i in 0..<4 {
            let c = sides[(i + 3) % 4].intersection(with: sides[i]) ?? p[i]
            corners.append(Point(x: min(max(c.x, frame.x), frame.maxX), y: min(max(c.y, frame.y), frame.maxY)))
        }
        return PolygonGeometry.orderedQuad(corners) ?? self
    }
}
