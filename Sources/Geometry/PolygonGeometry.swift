import Foundation

/// Plane geometry on small polygons: hulls, simplification, inscribed quads, clipping.
/// Coordinates are image pixels with y pointing down, so a visually clockwise polygon has a positive signed area.
public enum PolygonGeometry {
    /// Twice the signed area; positive when the polygon runs clockwise on screen.
    public static func signedDoubleArea(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var s = 0.0
        var a = p[p.count - 1]
        for b in p { s += a.x * b.y - b.x * a.y; a = b }
        return s
    }

    public static func area(_ p: [Point]) -> Double { abs(signedDoubleArea(p)) / 2 }

    /// The convex hull (Andrew's monotone chain), clockwise on screen, without collinear points.
    public static func convexHull(_ points: [Point]) -> [Point] {
        let pts = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard pts.count >= 3 else { return pts }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = [], upper: [Point] = []
        for p in pts {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in pts.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        lower.removeLast(); upper.removeLast()
        let hull = lower + upper
        // The chain above runs counter-clockwise in y-up terms, which is clockwise on screen only if the area is positive.
        return signedDoubleArea(hull) >= 0 ? hull : hull.reversed()
    }

    /// Distance from `p` to the segment `a`–`b`.
    public static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        guard len2 > 0 else { return p.distance(to: a) }
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }

    /// Douglas–Peucker on a closed polygon: keeps the vertices that stand out by more than `epsilon`.
    public static func simplifyClosed(_ p: [Point], epsilon: Double) -> [Point] {
        guard p.count > 3 else { return p }
        // Start from the two vertices farthest apart, which are certainly kept.
        var i0 = 0, i1 = 0, best = -1.0
        let c = centroid(p)
        for (i, q) in p.enumerated() where q.distance(to: c) > best { best = q.distance(to: c); i0 = i }
        best = -1
        for (i, q) in p.enumerated() where q.distance(to: p[i0]) > best { best = q.distance(to: p[i0]); i1 = i }
        let a = min(i0, i1), b = max(i0, i1)
        let first = Array(p[a...b])
        let second = Array(p[b...]) + Array(p[...a])
        let s1 = simplifyOpen(first, epsilon: epsilon)
        let s2 = simplifyOpen(second, epsilon: epsilon)
        return Array(s1.dropLast()) + Array(s2.dropLast())
    }

    public static func simplifyOpen(_ p: [Point], epsilon: Double) -> [Point] {
        guard p.count > 2 else { return p }
        var keep = [Bool](repeating: false, count: p.count)
        keep[0] = true; keep[p.count - 1] = true
        var stack = [(0, p.count - 1)]
        while let (s, e) = stack.popLast() {
            guard e > s + 1 else { continue }
            var worst = -1.0, wi = s
            for i in (s + 1)..<e {
                let d = distance(p[i], toSegment: p[s], p[e])
                if d > worst { worst = d; wi = i }
            }
            if worst > epsilon { keep[wi] = true; stack.append((s, wi)); stack.append((wi, e)) }
        }
        return p.indices.filter { keep[$0] }.map { p[$0] }
    }

    public static func centroid(_ p: [Point]) -> Point {
        guard !p.isEmpty else { return Point(x: 0, y: 0) }
        return Point(x: p.map(\.x).reduce(0, +) / Double(p.count), y: p.map(\.y).reduce(0, +) / Double(p.count))
    }

    /// The largest-area quadrilateral whose corners are vertices of the convex polygon `hull`.
    /// Hulls here have at most a few dozen vertices, so an exhaustive search is cheap and exact.
    public static func largestInscribedQuad(_ hull: [Point]) -> [Point]? {
        let n = hull.count
        guard n >= 4 else { return nil }
        if n == 4 { return hull }
        var best = -1.0
        var pick = (0, 1, 2, 3)
        // For fixed i and k the best j and l are found independently (each maximizes one triangle).
        for i in 0..<(n - 3) {
            for k in (i + 2)..<(n - 1) {
                var bj = -1.0, jb = i + 1
                for j in (i + 1)..<k {
                    let t = abs(cross(hull[i], hull[j], hull[k]))
                    if t > bj { bj = t; jb = j }
                }
                var bl = -1.0, lb = k + 1
                for l in (k + 1)..<n {
                    let t = abs(cross(hull[k], hull[l], hull[i]))
                    if t > bl { bl = t; lb = l }
                }
                if bj + bl > best { best = bj + bl; pick = (i, jb, k, lb) }
            }
        }
        return [hull[pick.0], hull[pick.1], hull[pick.2], hull[pick.3]]
    }

    public static func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }

    /// Interior angles in degrees of a convex polygon.
    public static func interiorAngles(_ p: [Point]) -> [Double] {
        let n = p.count
        return (0..<n).map { i in
            let a = p[(i + n - 1) % n], b = p[i], c = p[(i + 1) % n]
            let v1 = (a.x - b.x, a.y - b.y), v2 = (c.x - b.x, c.y - b.y)
            let d = (v1.0 * v2.0 + v1.1 * v2.1) / max(1e-12, hypot(v1.0, v1.1) * hypot(v2.0, v2.1))
            return acos(max(-1, min(1, d))) * 180 / .pi
        }
    }

    /// Orders four corners clockwise on screen, top-left (smallest x + y) first.
    public static func orderedQuad(_ p: [Point]) -> Quad? {
        guard p.count == 4 else { return nil }
        let c = centroid(p)
        var q = p.sorted { atan2($0.y - c.y, $0.x - c.x) < atan2($1.y - c.y, $1.x - c.x) }  // clockwise on screen
        guard let start = q.indices.min(by: { q[$0].x + q[$0].y < q[$1].x + q[$1].y }) else { return nil }
        q = Array(q[start...] + q[..<start])
        return Quad(points: q)
    }

    /// Whether `p` lies inside the clockwise convex polygon, allowing `tolerance` pixels outside.
    public static func contains(_ poly: [Point], _ p: Point, tolerance: Double = 0) -> Bool {
        let n = poly.count
        guard n >= 3 else { return false }
        for i in 0..<n {
            let a = poly[i], b = poly[(i + 1) % n]
            let len = max(1e-12, a.distance(to: b))
            // Clockwise on screen: inside points lie where the cross product is positive.
            if cross(a, b, p) / len < -tolerance { return false }
        }
        return true
    }

    /// A convex polygon prepared for many containment tests: each side as a unit inward normal and offset.
    public struct ConvexRegion {
        private var normals: [(x: Double, y: Double, c: Double)] = []

        /// - Parameter polygon: clockwise on screen.
        public init(_ polygon: [Point]) {
            let n = polygon.count
            for i in 0..<n {
                let a = polygon[i], b = polygon[(i + 1) % n]
                let len = max(1e-12, a.distance(to: b))
                // Inward for a clockwise-on-screen polygon: cross(a, b, p) > 0.
                let nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len
                normals.append((nx, ny, -(nx * a.x + ny * a.y)))
            }
        }

        public func contains(_ x: Double, _ y: Double) -> Bool {
            for e in normals where e.x * x + e.y * y + e.c < 0 { return false }
            return true
        }
    }

    /// The share of `inner`'s area that lies within `outer` (both convex).
    public static func overlap(of inner: Quad, within outer: Quad) -> Double {
        let shared = area(intersection(clockwise(inner.points), clockwise(outer.points)))
        return inner.area > 0 ? shared / inner.area : 0
    }

    /// The part of `subject` inside the convex polygon `clip` (Sutherland–Hodgman); `clip` runs clockwise on screen,
    /// `subject` either way.
    public static func intersection(_ subject: [Point], _ clip: [Point]) -> [Point] {
        var output = subject
        let n = clip.count
        for i in 0..<n {
            guard !output.isEmpty else { break }
            let a = clip[i], b = clip[(i + 1) % n]
            let input = output
            output = []
            func inside(_ p: Point) -> Bool { cross(a, b, p) >= 0 }
            func cut(_ p: Point, _ q: Point) -> Point {
                let d1 = cross(a, b, p), d2 = cross(a, b, q)
                let t = d1 / (d1 - d2)
                return Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y))
            }
            var prev = input[input.count - 1]
            for cur in input {
                if inside(cur) {
                    if !inside(prev) { output.append(cut(prev, cur)) }
                    output.append(cur)
                } else if inside(prev) {
                    output.append(cut(prev, cur))
                }
                prev = cur
            }
        }
        return output
    }

    public static func clockwise(_ p: [Point]) -> [Point] { signedDoubleArea(p) >= 0 ? p : p.reversed() }

    /// The quad scaled about its centroid.
    public static func scaled(_ q: Quad, by f: Double) -> Quad {
        let c = centroid(q.points)
        let pts = q.points.map { Point(x: c.x + ($0.x - c.x) * f, y: c.y + ($0.y - c.y) * f) }
        return Quad(points: pts) ?? q
    }

    /// The smallest-area enclosing rectangle of a point set, clockwise on screen.
    /// - Parameter maximumTilt: when given (degrees), only rectangles turned at most this far from upright count,
    ///   so an irregular block of print cannot make a page stand on its corner.
    public static func minimumAreaRectangle(_ points: [Point], maximumTilt: Double? = nil) -> [Point]? {
        minimumAreaRectangle(points, around: 0, within: maximumTilt)
    }

    /// The smallest-area enclosing rectangle of a point set whose turn lies within `band` degrees of `centre`
    /// (radians, clockwise on screen; the turn `centre` itself always counts), clockwise on screen.
    public static func minimumAreaRectangle(_ points: [Point], around centre: Double, within band: Double?) -> [Point]? {
        let hull = convexHull(points)
        guard hull.count >= 3 else { return nil }
        var angles: [Double] = [centre]
        for i in 0..<hull.count {
            let a = hull[i], b = hull[(i + 1) % hull.count]
            guard a.distance(to: b) > 1e-9 else { continue }
            // A rectangle's turn, folded into [-45°, 45°).
            var t = atan2(b.y - a.y, b.x - a.x)
            while t >= .pi / 4 { t -= .pi / 2 }
            while t < -.pi / 4 { t += .pi / 2 }
            if let m = band, abs(t - centre) > m * .pi / 180 { continue }
            angles.append(t)
        }
        var best = Double.infinity
        var rect: [Point] = []
        for t in angles {
            let (r, ar) = enclosingRectangle(hull, turn: t)
            if ar < best {
                best = ar
                rect = r
            }
        }
        return rect.isEmpty ? nil : clockwise(rect)
    }

    /// The rectangle turned by `turn` (radians, clockwise on screen) that encloses the points, clockwise on screen,
    /// with its area.
    public static func enclosingRectangle(_ points: [Point], turn t: Double) -> (rectangle: [Point], area: Double) {
        let ux = cos(t), uy = sin(t)
        var minU = Double.infinity, maxU = -Double.infinity, minV = Double.infinity, maxV = -Double.infinity
        for p in points {
            let u = p.x * ux + p.y * uy, v = -p.x * uy + p.y * ux
            minU = min(minU, u); maxU = max(maxU, u); minV = min(minV, v); maxV = max(maxV, v)
        }
        func back(_ u: Double, _ v: Double) -> Point { Point(x: u * ux - v * uy, y: u * uy + v * ux) }
        return ([back(minU, minV), back(maxU, minV), back(maxU, maxV), back(minU, maxV)], (maxU - minU) * (maxV - minV))
    }

    /// True when every turn has the same sign (collinear turns allowed) and the polygon does not wind twice.
    public static func isConvex(_ p: [Point]) -> Bool {
        var sign = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if turn != 0 {
                if sign == 0 { sign = turn } else if (turn > 0) != (sign > 0) { return false }
            }
        }
        // A bow-tie has turns of one sign at its crossing but no area; the signed area then disagrees in sign.
        return sign == 0 || (signedDoubleArea(p) > 0) == (sign > 0)
    }

    /// Whether `p` lies inside any simple or self-crossing polygon, by the even-odd rule.
    public static func containsEvenOdd(_ poly: [Point], _ p: Point) -> Bool {
        var inside = false
        var j = poly.count - 1
        for i in 0..<poly.count {
            let a = poly[i], b = poly[j]
            if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }
}
