import Foundation
import Geometry
import Testing


@Suite("Polygon geometry")
struct PolygonGeometryTests {
    @Test("the hull of a square's points is the square, clockwise on screen")
    func hull() {
        var pts: [Point] = []
        for x in stride(from: 0.0, through: 10, by: 1) { for y in stride(from: 0.0, through: 10, by: 2) { pts.append(Point(x: x, y: y)) } }
        let hull = PolygonGeometry.convexHull(pts)
        #expect(hull.count == 4)
        #expect(PolygonGeometry.signedDoubleArea(hull) > 0)
        #expect(abs(PolygonGeometry.area(hull) - 100) < 1e-9)
    }

    @Test("the largest inscribed quad of an octagon-cut rectangle keeps the long sides")
    func inscribed() {
        let poly = [Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: 99, y: 0), Point(x: 100, y: 1),
                    Point(x: 100, y: 49), Point(x: 99, y: 50), Point(x: 1, y: 50), Point(x: 0, y: 49)]
        let quad = PolygonGeometry.largestInscribedQuad(PolygonGeometry.clockwise(poly))
        #expect(quad.map { PolygonGeometry.area($0) } ?? 0 > 4850)
    }

    @Test("corners are ordered top-left first, clockwise")
    func ordering() {
        let q = PolygonGeometry.orderedQuad([Point(x: 10, y: 90), Point(x: 90, y: 10), Point(x: 0, y: 0), Point(x: 100, y: 100)])
        #expect(q?.topLeft == Point(x: 0, y: 0))
        #expect(q?.topRight == Point(x: 90, y: 10))
        #expect(q?.bottomRight == Point(x: 100, y: 100))
        #expect(q?.bottomLeft == Point(x: 10, y: 90))
    }

    @Test("the overlap of half-overlapping squares is half of each")
    func overlap() {
        let a = Quad(Box(x: 0, y: 0, width: 10, height: 10)).points, b = Quad(Box(x: 5, y: 0, width: 10, height: 10)).points
        #expect(abs(PolygonGeometry.area(PolygonGeometry.intersection(a, b)) - 50) < 1e-9)
        #expect(abs(PolygonGeometry.area(PolygonGeometry.intersection(a, a)) - 100) < 1e-9)
    }

    @Test("the minimum-area rectangle of a rotated rectangle's points is that rectangle")
    func minRect() {
        let c = cos(0.3), s = sin(0.3)
        let pts = [(0.0, 0.0), (40.0, 0.0), (40.0, 10.0), (0.0, 10.0), (20.0, 5.0)].map { Point(x: $0.0 * c - $0.1 * s, y: $0.0 * s + $0.1 * c) }
        let r = PolygonGeometry.minimumAreaRectangle(pts)
        #expect(abs((r.map { PolygonGeometry.area($0) } ?? 0) - 400) < 1e-6)
    }
}
