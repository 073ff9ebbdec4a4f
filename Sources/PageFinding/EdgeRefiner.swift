import Foundation
import Imaging

/// Moves a coarse quad's sides onto the paper's edges, to sub-pixel accuracy, by fitting a line to the
/// strongest bright-to-dark step found across each side.
struct EdgeRefiner {
    /// Samples per side.
    var samples = 48
    /// Half-width of the step detector, in pixels.
    var stepHalfWidth = 4
    /// How far a corner may move, as a share of the quad's diagonal, before the refinement is distrusted.
    var maximumCornerShift = 0.03

    /// - Parameters:
    ///   - quad: clockwise on screen, in `gray`'s continuous pixel coordinates (pixel i spans [i, i+1]).
    ///   - searchRadius: how far across each side to look, in pixels.
    func refine(_ quad: Quad, in gray: Image, searchRadius: Double) -> Quad {
        let p = PolygonGeometry.clockwise(quad.points)
        let b = quad.boundingBox
        let diagonal = (b.width * b.width + b.height * b.height).squareRoot()
        var lines: [(Point, Point)?] = []
        for i in 0..<4 {
            lines.append(fitSide(from: p[i], to: p[(i + 1) % 4], gray: gray, radius: searchRadius))
        }
        var corners: [Point] = []
        for i in 0..<4 {
            // Corner i joins side i-1 (ending at it) and side i (starting at it).
            guard let a = lines[(i + 3) % 4], let c = lines[i],
                  let x = Line(a.0, a.1).intersection(with: Line(c.0, c.1)),
                  x.distance(to: p[i]) <= maximumCornerShift * diagonal else {
                corners.append(p[i]); continue
            }
            corners.append(x)
        }
        return PolygonGeometry.orderedQuad(corners) ?? quad
    }

    private func fitSide(from a: Point, to b: Point, gray: Image, radius: Double) -> (Point, Point)? {
        let len = a.distance(to: b)
        guard len > 8 else { return nil }
        let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
        // Outward normal of a clockwise-on-screen polygon.
        let nx = uy, ny = -ux
        let steps = Int(radius.rounded(.up))
        let hw = stepHalfWidth
        var found: [Point] = []
        var profile = [Double](repeating: 0, count: 2 * (steps + hw) + 1)
        for s in 0..<samples {
            let t = 0.1 + 0.8 * (Double(s) + 0.5) / Double(samples)
            let cx = a.x + (b.x - a.x) * t, cy = a.y + (b.y - a.y) * t
            var inside = true
            for k in 0..<profile.count {
                let d = Double(k - steps - hw)
                let x = cx + nx * d, y = cy + ny * d
                guard x >= 0.5 && y >= 0.5 && x <= Double(gray.width) - 0.5 && y <= Double(gray.height) - 0.5 else { inside = false; break }
                profile[k] = Self.sample(gray, x, y)
            }
            guard inside else { continue }
            // Step response: mean on the inner side minus mean on the outer side, at each offset.
            var bestScore = -Double.infinity, bestK = -1
            var scores = [Double](repeating: 0, count: 2 * steps + 1)
            for k in 0..<(2 * steps + 1) {
                let c = k + hw
                var inner = 0.0, outer = 0.0
                for j in 1...hw { inner += profile[c - j]; outer += profile[c + j] }
                let score = (inner - outer) / Double(hw)
                scores[k] = score
                if score > bestScore { bestScore = score; bestK = k }
            }
            guard bestK >= 0, bestScore >= 12 else { continue }
            var offset = Double(bestK)
            if bestK > 0 && bestK < scores.count - 1 {
                let l = scores[bestK - 1], m = scores[bestK], r = scores[bestK + 1]
                let den = l - 2 * m + r
                if abs(den) > 1e-9 { offset += max(-0.5, min(0.5, 0.5 * (l - r) / den)) }
            }
            let d = offset - Double(steps)
            found.append(Point(x: cx + nx * d, y: cy + ny * d))
        }
        guard found.count >= samples * 2 / 5 else { return nil }
        return Self.robustLine(found)
    }

    /// A total-least-squares line, refitted twice without the points far from it.
    static func robustLine(_ points: [Point]) -> (Point, Point)? {
        var pts = points
        var line: (Point, Point)?
        for _ in 0..<3 {
            guard pts.count >= 4 else { break }
            let c = PolygonGeometry.centroid(pts)
            var sxx = 0.0, sxy = 0.0, syy = 0.0
            for p in pts { let dx = p.x - c.x, dy = p.y - c.y; sxx += dx * dx; sxy += dx * dy; syy += dy * dy }
            let angle = 0.5 * atan2(2 * sxy, sxx - syy)
            let dir = Point(x: cos(angle), y: sin(angle))
            line = (c, Point(x: c.x + dir.x * 100, y: c.y + dir.y * 100))
            let residuals = pts.map { abs(-($0.x - c.x) * dir.y + ($0.y - c.y) * dir.x) }
            let sorted = residuals.sorted()
            let mad = sorted[sorted.count / 2]
            let cut = max(0.75, 3 * mad)
            let kept = zip(pts, residuals).filter { $0.1 <= cut }.map(\.0)
            if kept.count == pts.count { break }
            pts = kept
        }
        return line
    }

    /// Bilinear sample at continuous coordinates (pixel centres at i + 0.5).
    static func sample(_ g: Image, _ x: Double, _ y: Double) -> Double {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = max(0, min(g.width - 1, Int(floor(fx)))), y0 = max(0, min(g.height - 1, Int(floor(fy))))
        let x1 = min(g.width - 1, x0 + 1), y1 = min(g.height - 1, y0 + 1)
        let ax = max(0, min(1, fx - Double(x0))), ay = max(0, min(1, fy - Double(y0)))
        let w = g.width
        let v00 = Double(g.pixels[y0 * w + x0]), v10 = Double(g.pixels[y0 * w + x1])
        let v01 = Double(g.pixels[y1 * w + x0]), v11 = Double(g.pixels[y1 * w + x1])
        return (v00 * (1 - ax) + v10 * ax) * (1 - ay) + (v01 * (1 - ax) + v11 * ax) * ay
    }
}
