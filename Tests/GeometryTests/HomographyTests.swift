import Testing
@testable import Geometry

@Suite("Homography")
struct HomographyTests {
    static let quads: [Quad] = [
        Quad(Box(x: 0, y: 0, width: 2480, height: 3508)),
        Quad(topLeft: Point(x: 520, y: 330), topRight: Point(x: 3480, y: 290),
             bottomRight: Point(x: 3520, y: 2790), bottomLeft: Point(x: 480, y: 2830)),
        Quad(topLeft: Point(x: 1200, y: 400), topRight: Point(x: 2900, y: 700),
             bottomRight: Point(x: 2600, y: 3900), bottomLeft: Point(x: 300, y: 3300)),
        Quad(topLeft: Point(x: 0.5, y: 0.25), topRight: Point(x: 10, y: 1), bottomRight: Point(x: 9, y: 12), bottomLeft: Point(x: 1, y: 8)),
    ]

    @Test(arguments: 0..<4, 0..<4)
    func mapsCornersOntoCorners(from: Int, to: Int) throws {
        let a = Self.quads[from], b = Self.quads[to]
        let h = try #require(Homography(from: a, to: b))
        let diagonal = b.topLeft.distance(to: b.bottomRight)
        for (p, q) in zip(a.points, b.points) {
            #expect(h.apply(p).distance(to: q) < 1e-9 * max(1, diagonal))
        }
        let back = try #require(h.inverted)
        for (p, q) in zip(a.points, b.points) {
            #expect(back.apply(q).distance(to: p) < 1e-8 * max(1, diagonal))
        }
        // The centre of a maps into b (a convex quad stays convex).
        let centre = h.apply(Point(x: a.points.map(\.x).reduce(0, +) / 4, y: a.points.map(\.y).reduce(0, +) / 4))
        #expect(centre.x > b.boundingBox.x && centre.x < b.boundingBox.maxX)
    }

    @Test func degenerateQuadsHaveNoHomography() {
        let line = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 1, y: 1), bottomRight: Point(x: 2, y: 2), bottomLeft: Point(x: 3, y: 3))
        let point = Quad(topLeft: Point(x: 5, y: 5), topRight: Point(x: 5, y: 5), bottomRight: Point(x: 5, y: 5), bottomLeft: Point(x: 5, y: 5))
        #expect(Homography(from: Self.quads[0], to: line) == nil)
        #expect(Homography(from: point, to: Self.quads[0]) == nil)
        #expect(Homography(matrix: [0, 0, 0, 0, 0, 0, 0, 0, 0])?.inverted == nil)
    }

    @Test func composesAndKnowsIdentity() throws {
        let h = try #require(Homography(from: Self.quads[0], to: Self.quads[2]))
        let inverse = try #require(h.inverted)
        let p = Point(x: 123.4, y: 567.8)
        #expect(h.composed(after: inverse).apply(p).distance(to: p) < 1e-6)
        #expect(Homography.identity.apply(p) == p)
    }
}
