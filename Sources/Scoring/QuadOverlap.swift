import Geometry

/// Area overlap of two quads: exact polygon clipping when both are convex, a raster estimate otherwise
/// (a self-crossing or concave quad from a failed detector).
enum QuadOverlap {
    static func iou(_ a: Quad, _ b: Quad) -> Double {
        let pa = a.points, pb = b.points
        if PolygonGeometry.isConvex(pa) && PolygonGeometry.isConvex(pb) {
            let areaA = PolygonGeometry.area(pa), areaB = PolygonGeometry.area(pb)
            guard areaA > 0, areaB > 0 else { return 0 }
            let inter = PolygonGeometry.area(PolygonGeometry.intersection(pa, PolygonGeometry.clockwise(pb)))
            let union = areaA + areaB - inter
            return union > 0 ? min(1, max(0, inter / union)) : 0
        }
        return rasterIoU(pa, pb)
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
                let inA = PolygonGeometry.containsEvenOdd(a, p), inB = PolygonGeometry.containsEvenOdd(b, p)
                if inA && inB { inter += 1 }
                if inA || inB { union += 1 }
            }
        }
        return union == 0 ? 0 : Double(inter) / Double(union)
    }
}
