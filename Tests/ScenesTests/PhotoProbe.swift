import Imaging

/// Measurements on a photo for the scene tests: brightness inside and around a quad, dark-blob centroids.
struct PhotoProbe {
    let gray: Image

    init(_ image: Image) { gray = image.layout == .gray ? image : image.grayscale() }

    /// The distance from p to the quad's boundary, positive inside.
    static func inside(_ q: Quad, _ x: Double, _ y: Double) -> Double {
        let p = q.points
        let cx = p.map(\.x).reduce(0, +) / 4, cy = p.map(\.y).reduce(0, +) / 4
        var d = Double.infinity
        for i in 0..<4 {
            let a = p[i], b = p[(i + 1) % 4]
            let len = max(1e-9, a.distance(to: b))
            var nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len
            if nx * (cx - a.x) + ny * (cy - a.y) < 0 { nx = -nx; ny = -ny }
            d = min(d, nx * (x - a.x) + ny * (y - a.y))
        }
        return d
    }

    /// Mean gray of the pixels inside the quad, and of a ring `gap…gap+width` pixels outside it.
    func insideAndRing(_ q: Quad, gap: Double = 1.5, width: Double = 4) -> (inside: Double, ring: Double)? {
        let box = q.boundingBox
        let x0 = max(0, Int(box.x - gap - width) - 1), x1 = min(gray.width - 1, Int(box.maxX + gap + width) + 1)
        let y0 = max(0, Int(box.y - gap - width) - 1), y1 = min(gray.height - 1, Int(box.maxY + gap + width) + 1)
        guard x0 < x1, y0 < y1 else { return nil }
        var sumIn = 0.0, nIn = 0.0, sumRing = 0.0, nRing = 0.0
        for y in y0...y1 {
            for x in x0...x1 {
                let d = PhotoProbe.inside(q, Double(x) + 0.5, Double(y) + 0.5)
                let v = Double(gray.pixels[y * gray.width + x])
                if d >= 0.5 { sumIn += v; nIn += 1 } else if d <= -gap, d >= -(gap + width) { sumRing += v; nRing += 1 }
            }
        }
        guard nIn > 0, nRing > 0 else { return nil }
        return (sumIn / nIn, sumRing / nRing)
    }

    /// The darkness-weighted centroid of the pixels darker than `threshold` within `radius` of `centre`.
    func darkCentroid(near centre: Point, radius: Double, threshold: Double = 128) -> Point? {
        var sx = 0.0, sy = 0.0, sw = 0.0
        let x0 = max(0, Int(centre.x - radius)), x1 = min(gray.width - 1, Int(centre.x + radius))
        let y0 = max(0, Int(centre.y - radius)), y1 = min(gray.height - 1, Int(centre.y + radius))
        guard x0 <= x1, y0 <= y1 else { return nil }
        for y in y0...y1 {
            for x in x0...x1 {
                let w = max(0, threshold - Double(gray.pixels[y * gray.width + x]))
                sx += w * (Double(x) + 0.5); sy += w * (Double(y) + 0.5); sw += w
            }
        }
        return sw > 0 ? Point(x: sx / sw, y: sy / sw) : nil
    }

    /// Where the diagonals of a quad cross: the image of the square's centre under any homography.
    static func diagonalCrossing(_ q: Quad) -> Point {
        let a = q.topLeft, c = q.bottomRight, b = q.topRight, d = q.bottomLeft
        let r = (x: c.x - a.x, y: c.y - a.y), s = (x: d.x - b.x, y: d.y - b.y)
        let denominator = r.x * s.y - r.y * s.x
        let t = ((b.x - a.x) * s.y - (b.y - a.y) * s.x) / denominator
        return Point(x: a.x + t * r.x, y: a.y + t * r.y)
    }
}
