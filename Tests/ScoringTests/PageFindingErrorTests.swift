import Testing
import Geometry
@testable import Scoring

@Suite("Page finding error: corner distance and IoU")
struct PageFindingErrorTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Quad { Quad(Box(x: x, y: y, width: w, height: h)) }

    @Test func samePageIsPerfect() {
        let q = Self.rect(10, 20, 300, 400)
        let e = pageFindingError(truth: q, found: q)
        #expect(e.meanCornerErrorOverDiagonal == 0)
        #expect(abs(e.iou - 1) < 1e-12)
    }

    @Test func shiftedPage() {
        // 300×400 page (diagonal 500) shifted by 30 px right: IoU = 270·400 / (330·400).
        let e = pageFindingError(truth: Self.rect(0, 0, 300, 400), found: Self.rect(30, 0, 300, 400))
        #expect(abs(e.meanCornerErrorOverDiagonal - 30.0 / 500.0) < 1e-12)
        #expect(abs(e.iou - 270.0 / 330.0) < 1e-12)
        let image = pageFindingError(truth: Self.rect(0, 0, 300, 400), found: Self.rect(30, 0, 300, 400), imageDiagonal: 1000)
        #expect(abs(image.meanCornerErrorOverDiagonal - 0.03) < 1e-12)
    }

    @Test func disjointAndDegenerate() {
        #expect(pageFindingError(truth: Self.rect(0, 0, 10, 10), found: Self.rect(20, 20, 10, 10)).iou == 0)
        #expect(pageFindingError(truth: Self.rect(0, 0, 10, 10), found: Self.rect(5, 5, 0, 0)).iou == 0)
    }

    @Test func rotatedSquareInsideSquare() {
        // A diamond through the edge midpoints of a 2×2 square has half its area.
        let square = Self.rect(0, 0, 2, 2)
        let diamond = Quad(topLeft: Point(x: 1, y: 0), topRight: Point(x: 2, y: 1), bottomRight: Point(x: 1, y: 2), bottomLeft: Point(x: 0, y: 1))
        #expect(abs(pageFindingError(truth: square, found: diamond).iou - 0.5) < 1e-12)
    }

    @Test func bowTieFallsBackToRaster() {
        // Corners in the wrong order make a self-crossing quad: two triangles, each a quarter of the square.
        let square = Self.rect(0, 0, 100, 100)
        let bowTie = Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 100, y: 0), bottomRight: Point(x: 0, y: 100), bottomLeft: Point(x: 100, y: 100))
        let iou = pageFindingError(truth: square, found: bowTie).iou
        #expect(abs(iou - 0.5) < 0.02)
    }
}
