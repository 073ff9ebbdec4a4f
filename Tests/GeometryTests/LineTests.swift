import Foundation
import Geometry
import Testing

@Suite("Lines and quads moved outward")
struct LineTests {
    @Test("two crossing lines meet where both equations hold; parallel ones do not meet")
    func intersection() throws {
        let a = Line(Point(x: 0, y: 0), Point(x: 10, y: 10))
        let b = Line(Point(x: 0, y: 10), Point(x: 10, y: 0))
        let x = try #require(a.intersection(with: b))
        #expect(abs(x.x - 5) < 1e-12 && abs(x.y - 5) < 1e-12)
        #expect(a.intersection(with: Line(Point(x: 0, y: 1), Point(x: 10, y: 11))) == nil)
    }

    @Test("a clockwise side moves away from the polygon's inside")
    func outward() {
        // The top side of an upright rectangle runs left to right when the rectangle is clockwise on screen.
        let top = Line(Point(x: 0, y: 0), Point(x: 10, y: 0)).shiftedOutward(by: 3)
        #expect(top.start == Point(x: 0, y: -3) && top.end == Point(x: 10, y: -3))
        let right = Line(Point(x: 10, y: 0), Point(x: 10, y: 5)).shiftedOutward(by: 2)
        #expect(right.start == Point(x: 12, y: 0) && right.end == Point(x: 12, y: 5))
    }

    @Test("the nearest point of a line is the foot of the perpendicular")
    func nearest() {
        let p = Line(Point(x: 0, y: 0), Point(x: 10, y: 0)).nearestPoint(to: Point(x: 4, y: 7))
        #expect(p == Point(x: 4, y: 0))
    }

    @Test("a quad expanded by a margin grows every side by it and stays inside the frame")
    func expanded() {
        let q = Quad(Box(x: 10, y: 20, width: 100, height: 50))
        let frame = Box(x: 0, y: 0, width: 200, height: 200)
        let e = q.expanded(by: 5, within: frame)
        #expect(e == Quad(Box(x: 5, y: 15, width: 110, height: 60)))
        let clamped = q.expanded(by: 30, within: frame)
        #expect(clamped.boundingBox == Box(x: 0, y: 0, width: 140, height: 100))
        // A counter-clockwise quad grows the same way.
        let ccw = Quad(topLeft: q.topLeft, topRight: q.bottomLeft, bottomRight: q.bottomRight, bottomLeft: q.topRight)
        #expect(ccw.expanded(by: 5, within: frame).boundingBox == e.boundingBox)
    }

    @Test("overlap of a quad within another: halves, wholes and none")
    func overlap() {
        let a = Quad(Box(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(PolygonGeometry.overlap(of: a, within: Quad(Box(x: 5, y: 0, width: 10, height: 10))) - 0.5) < 1e-12)
        #expect(PolygonGeometry.overlap(of: a, within: Quad(Box(x: -1, y: -1, width: 12, height: 12))) == 1)
        #expect(PolygonGeometry.overlap(of: a, within: Quad(Box(x: 20, y: 0, width: 10, height: 10))) == 0)
    }

    @Test("a bow-tie is not convex; a square either way round is")
    func convexity() {
        let sq = Quad(Box(x: 0, y: 0, width: 4, height: 4)).points
        #expect(PolygonGeometry.isConvex(sq) && PolygonGeometry.isConvex(sq.reversed()))
        let bow = [Point(x: 0, y: 0), Point(x: 4, y: 4), Point(x: 4, y: 0), Point(x: 0, y: 4)]
        #expect(!PolygonGeometry.isConvex(bow))
        #expect(PolygonGeometry.containsEvenOdd(sq, Point(x: 2, y: 2)) && !PolygonGeometry.containsEvenOdd(sq, Point(x: 5, y: 2)))
    }
}
