import Foundation
import Imaging
import Testing
@testable import PageFinding

/// The print's rectangle runs along its lines (photos-dev srd-2, srd-3 and srd-9 were cut askew by the smallest
/// rectangle around a ragged receipt's print).
@Suite("The print's rectangle follows its lines")
struct PrintLineTurnTests {
    /// Letter centres of a receipt: centred lines of different lengths (a short header, long item lines, a short
    /// total), 12 px letters 9 px apart, lines 24 px apart, turned by `degrees` about (300, 400).
    static func receipt(turnedBy degrees: Double) -> [Point] {
        let letters = [14, 22, 9, 40, 40, 38, 40, 12, 40, 18, 6]
        let t = degrees * .pi / 180
        var points: [Point] = []
        for (row, count) in letters.enumerated() {
            for k in 0..<count {
                let x = 300 + (Double(k) - Double(count - 1) / 2) * 9, y = 300 + Double(row) * 24
                let dx = x - 300, dy = y - 400
                points.append(Point(x: 300 + dx * cos(t) - dy * sin(t), y: 400 + dx * sin(t) + dy * cos(t)))
            }
        }
        return points
    }

    @Test("a ragged receipt turned by -8 to 8 degrees gives its turn to within a step", arguments: [-8.0, -4.0, -1.5, 0, 2.5, 6.0, 8.0])
    func turnOfLines(_ degrees: Double) throws {
        let turn = try #require(PrintDetector.lineTurn(Self.receipt(turnedBy: degrees), markHeight: 12))
        #expect(abs(turn * 180 / .pi - degrees) <= PrintDetector.lineTurnStep)
    }

    @Test("the rectangle along a ragged receipt's lines runs with them and holds every mark")
    func raggedHull() throws {
        let points = Self.receipt(turnedBy: 4)
        let turnOf = { (r: [Point]) -> Double in
            // The turn of the side nearest to running across, in degrees.
            let sides = (0..<4).map { i -> Double in
                let a = r[i], b = r[(i + 1) % 4]
                var t = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
                while t >= 45 { t -= 90 }
                while t < -45 { t += 90 }
                return t
            }
            return sides[0]
        }
        let turn = try #require(PrintDetector.lineTurn(points, markHeight: 12))
        let along = PolygonGeometry.enclosingRectangle(points, turn: turn).rectangle
        #expect(abs(turnOf(along) - 4) <= PrintDetector.lineTurnStep)
        let poly = PolygonGeometry.clockwise(along)
        #expect(points.allSatisfy { PolygonGeometry.contains(poly, $0, tolerance: 0.01) })
    }

    @Test("too few marks give no turn; an upright grid turns by exactly nothing")
    func fewMarksAndUpright() throws {
        #expect(PrintDetector.lineTurn(Array(Self.receipt(turnedBy: 5).prefix(PrintDetector.minimumLineMarks - 1)), markHeight: 12) == nil)
        let turn = try #require(PrintDetector.lineTurn(Self.receipt(turnedBy: 0), markHeight: 12))
        #expect(turn == 0)
    }
}
