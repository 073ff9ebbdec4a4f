import Foundation

extension Quad {
    /// The quad with x and y multiplied by the given factors (from one grid's pixels to another's).
    public func scaled(x fx: Double, y fy: Double) -> Quad {
        Quad(topLeft: Point(x: topLeft.x * fx, y: topLeft.y * fy), topRight: Point(x: topRight.x * fx, y: topRight.y * fy),
             bottomRight: Point(x: bottomRight.x * fx, y: bottomRight.y * fy),
             bottomLeft: Point(x: bottomLeft.x * fx, y: bottomLeft.y * fy))
    }

    /// Whether every corner lies within `share` of this quad's diagonal of the other's same corner.
    public func isClose(to other: Quad, within share: Double) -> Bool {
        let b = boundingBox
        let limit = share * (b.width * b.width + b.height * b.height).squareRoot()
        return zip(points, other.points).allSatisfy { $0.distance(to: $1) <= limit }
    }
}
