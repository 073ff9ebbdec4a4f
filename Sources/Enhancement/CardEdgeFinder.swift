import Foundation
import Imaging

/// Looks outward from a block of print for the edges of the card it is printed on.
///
/// A card on a sheet differs from the sheet only a little (cream on white, or a faint shadow line), and in either
/// direction, so each side is searched for the strongest step of either sign, starting just clear of the print.
/// A side counts as found when most samples agree on one straight line.
struct CardEdgeFinder {
    var samples = 32
    var stepHalfWidth = 3
    /// The smallest step, in gray levels, that counts as an edge.
    var minimumStep = 8.0

    struct Result {
        /// The card's corners, clockwise on screen, top-left first; sides not found keep the fallback's.
        var quad: Quad
        /// How many of the four sides were found.
        var sidesFound: Int
    }

    /// - Parameters:
    ///   - ink: the rectangle around the print, in `gray`'s continuous coordinates.
    ///   - fallback: the print plus a margin, used for sides that show no edge.
    ///   - nearest, farthest: how far outside the ink to search, in pixels.
    func find(around ink: Quad, fallback: Quad, in gray: Image, nearest: Double, farthest: Double,
              apartFrom sheet: Quad? = nil) -> Result {
        let p = PolygonGeometry.clockwise(ink.points)
        let f = PolygonGeometry.clockwise(fallback.points)
        var lines: [(Point, Point)?] = (0..<4).map { i in
            side(from: p[i], to: p[(i + 1) % 4], gray: gray, nearest: nearest, farthest: farthest)
        }
        // A side that lies on the sheet's own edge is the sheet, not a card.
        if let sheet {
            let poly = PolygonGeometry.clockwise(sheet.points)
            let b = sheet.boundingBox
            let apart = 0.01 * (b.width * b.width + b.height * b.height).squareRoot()
            for i in 0..<4 {
                guard let l = lines[i] else { continue }
                let ends = [Self.project(l, onto: p[i]), Self.project(l, onto: p[(i + 1) % 4])]
                if !ends.allSatisfy({ PolygonGeometry.contains(poly, $0, tolerance: -apart) }) { lines[i] = nil }
            }
        }
        let found = lines.compactMap { $0 }.count
        // A side without an edge takes the margin of the opposite side when that was found (cards are
        // usually symmetric across), else the fallback's.
        var sides: [(Point, Point)] = []
        for i in 0..<4 {
            if let l = lines[i] { sides.append(l); continue }
            if let o = lines[(i + 2) % 4] {
                let a = p[(i + 2) % 4], b = p[(i + 3) % 4]
                let len = max(1e-9, a.distance(to: b))
                let margin = abs(PolygonGeometry.cross(a, b, Self.project(o, onto: a))) / len
                let c = p[i], d = p[(i + 1) % 4]
                let lc = max(1e-9, c.distance(to: d))
                let nx = (d.y - c.y) / lc, ny = -(d.x - c.x) / lc
                sides.append((Point(x: c.x + nx * margin, y: c.y + ny * margin), Point(x: d.x + nx * margin, y: d.y + ny * margin)))
                continue
            }
            sides.append((f[i], f[(i + 1) % 4]))
        }
        var corners: [Point] = []
        for i in 0..<4 {
            let a = sides[(i + 3) % 4], c = sides[i]
            corners.append(PolygonGeometry.lineIntersection(a.0, a.1, c.0, c.1) ?? f[i])
        }
        return Result(quad: PolygonGeometry.orderedQuad(corners) ?? fallback, sidesFound: found)
    }

    /// The point of line `l` nearest to `p`.
    static func project(_ l: (Point, Point), onto p: Point) -> Point {
        let dx = l.1.x - l.0.x, dy = l.1.y - l.0.y
        let len2 = max(1e-12, dx * dx + dy * dy)
        let t = ((p.x - l.0.x) * dx + (p.y - l.0.y) * dy) / len2
        return Point(x: l.0.x + t * dx, y: l.0.y + t * dy)
    }

    private func side(from a: Point, to b: Point, gray: Image, nearest: Double, farthest: Double) -> (Point, Point)? {
        let len = a.distance(to: b)
        guard len > 8, farthest > nearest + 2 else { return nil }
        let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
        let nx = uy, ny = -ux
        let hw = stepHalfWidth
        let start = Int(nearest.rounded(.up)) + hw, end = Int(farthest.rounded(.down))
        guard end > start else { return nil }
        // Every sample lists its clear steps (local maxima of the step response); the card's edge is the
        // nearest offset that most samples share. The sheet's own edge further out is stronger but farther.
        var candidates: [[(offset: Int, point: Point)]] = []
        var profile = [Double](repeating: 0, count: end + hw + 1)
        var steps = [Double](repeating: 0, count: end + 2)
        for s in 0..<samples {
            let t = 0.1 + 0.8 * (Double(s) + 0.5) / Double(samples)
            let cx = a.x + (b.x - a.x) * t, cy = a.y + (b.y - a.y) * t
            var inside = true
            for k in 0..<profile.count {
                let x = cx + nx * Double(k), y = cy + ny * Double(k)
                guard x >= 0.5 && y >= 0.5 && x <= Double(gray.width) - 0.5 && y <= Double(gray.height) - 0.5 else { inside = false; break }
                profile[k] = EdgeRefiner.sample(gray, x, y)
            }
            guard inside else { continue }
            for k in start...end where k + hw < profile.count {
                var inner = 0.0, outer = 0.0
                for j in 1...hw { inner += profile[k - j]; outer += profile[k + j] }
                steps[k] = abs(inner - outer) / Double(hw)
            }
            var list: [(Int, Point)] = []
            for k in start...end where steps[k] >= minimumStep && steps[k] >= steps[k - 1] && steps[k] > steps[k + 1] {
                list.append((k, Point(x: cx + nx * Double(k), y: cy + ny * Double(k))))
            }
            candidates.append(list)
        }
        let bin = 4
        var support = [Int](repeating: 0, count: end / bin + 2)
        for list in candidates {
            var seen = Set<Int>()
            for c in list { seen.insert(c.offset / bin) }
            for b in seen { support[b] += 1 }
        }
        // Neighbouring bins together, since perspective makes the margin drift a little along a side.
        func shared(_ b: Int) -> Int { support[b] + (b > 0 ? support[b - 1] : 0) + (b + 1 < support.count ? support[b + 1] : 0) }
        guard let chosen = support.indices.first(where: { shared($0) >= samples / 2 && support[$0] > 0 }) else { return nil }
        var hits: [Point] = []
        for list in candidates {
            let near = list.filter { abs($0.offset / bin - chosen) <= 1 }
            if let c = near.min(by: { abs($0.offset - chosen * bin) < abs($1.offset - chosen * bin) }) { hits.append(c.point) }
        }
        guard hits.count >= samples / 2, let line = EdgeRefiner.robustLine(hits) else { return nil }
        // Most samples must lie on the line, or the "edge" was scattered texture.
        let d = line.1.distance(to: line.0)
        let inliers = hits.filter { abs(PolygonGeometry.cross(line.0, line.1, $0)) / max(1e-9, d) <= 2 }.count
        return inliers >= samples / 2 ? line : nil
    }
}
