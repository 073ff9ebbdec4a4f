import Imaging

/// Area overlap of two quads: exact polygon clipping when both are convex, a raster estimate otherwise
/// (a self-crossing or concave quad from a failed detector).
enum QuadOverlap {
    static func iou(_ a: Quad, _ b: Quad) -> Double {
        let pa = a.points, pb = b.points
        if isConvex(pa) && isConvex(pb) {
            let areaA = abs(signedArea(pa)), areaB = abs(signedArea(pb))
            guard areaA > 0, areaB > 0 else { return 0 }
            let inter = abs(signedArea(clip(pa, by: pb)))
            let union = areaA + areaB - inter
            return union > 0 ? min(1, max(0, inter / union)) : 0
        }
        return rasterIoU(pa, pb)
    }

    static func signedArea(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var s = 0.0
        for i in 0..<p.count { let u = p[i], v = p[(i + 1) % p.count]; s += u.x * v.y - v.x * u.y }
        return s / 2
    }

    /// True when every turn has the same sign (collinear turns allowed) and the polygon does not wind twice.
    static func isConvex(_ p: [Point]) -> Bool {
        var sign = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if cross != 0 {
                if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
            }
        }
        // A bow-tie has turns of one sign at its crossing but no area; the signed area then disagrees in sign.
        return sign == 0 || (signedArea(p) > 0) == (sign > 0)
    }

    /// Sutherland–Hodgman: the part of `subject` inside the convex polygon `clip`.
    static func clip(_ subject: [Point], by clipPolygon: [Point]) -> [Point] {
        let orientation: Double = signedArea(clipPolygon) >= 0 ? 1 : -1
        var output = subject
        for i in 0..<clipPolygon.count {
            guard !output.isEmpty else { break }
            let e0 = clipPolygon[i], e1 = clipPolygon[(i + 1) % clipPolygon.count]
            func side(_ p: Point) -> Double { orientation * ((e1.x - e0.x) * (p.y - e0.y) - (e1.y - e0.y) * (p.x - e0.x)) }
            let input = output
            output = []
            for j in 0..<input.count {
                let cur = input[j], prev = input[(j + input.count - 1) % input.count]
                let sc = side(cur), sp = side(prev)
                if sc >= 0 {
                    if sp < 0 { output.append(intersection(prev, cur, sp, sc)) }
                    output.append(cur)
                } else if sp >= 0 {
                    output.append(intersection(prev, cur, sp, sc))
                }
            }
        }
        return output
    }

    private static func intersection(_ p: Point, _ q: Point, _ sp: Double, _ sq: Double) -> Point {
        let t = sp / (sp - sq)
        return Point(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y))
    }

    /// Samples a 256×256 grid over both quads' bounding box with the even-odd rule.
    static func rasterIoU(_ a: [Point], _ b: [Point]) -> Double {
        let all = a + b
        let minX = all.map(\.x).min() ?? 0, maxX = all.map(\.x).max() ?? 0
        let minY = all.map(\.y).min() ?? 0, maxY = all.map(\.y).max() ?? 0
        let steps = 256
        let dx = (maxX - minX) / Double(steps), dy = (maxY - minY) / Double(steps)
        guard dx > 0, dy > 0 else { return 0 }
        var inter = 0, union = 0
        for row in 0..<steps {
            let y = minY + (Double(row) + 0.5) * dy
            for col in 0..<steps {
                let p = Point(x: minX + (Double(col) + 0.5) * dx, y: y)
                let inA = contains(a, p), inB = contains(b, p)
                if inA && inB { inter += 1 }
                if inA || inB { union += 1 }
            }
        }
        return union == 0 ? 0 : Double(inter) / Double(union)
    }

    private static func contains(_ poly: [Point], _ p: Point) -> Bool {
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
