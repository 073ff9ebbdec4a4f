import Foundation
import Imaging

/// Finds the paper as the largest bright region that stands out from its surroundings and has four corners.
public struct BrightnessDetector {
    /// The checks a candidate must pass (see the issue): solidity, corners, frame share, squareness, contrast.
    var minimumSolidity = 0.8
    var maximumFrameShare = 0.92
    var maximumAngleOffSquare = 40.0
    var minimumContrast = 35.0
    /// Regions smaller than this share of the frame are not pages.
    var minimumFrameShare = 0.02
    /// How many of the largest components per level are considered.
    var componentsPerLevel = 3

    /// All candidates from every level, passing or not; the grid should be about 400 px on its long side.
    func candidates(in grid: Image) -> [PageCandidate] {
        let g = grid.grayscale()
        let w = g.width, h = g.height
        guard w >= 8 && h >= 8 else { return [] }
        let hist = g.histogram()
        let otsu = Threshold.otsu(histogram: hist)
        let p98 = Self.percentile(hist, 0.98)
        var levels = [otsu]
        if p98 > otsu + 4 {
            for f in [0.2, 0.4, 0.6, 0.8] { levels.append(otsu + Int((Double(p98 - otsu) * f).rounded())) }
        }
        var result: [PageCandidate] = []
        var mask = [UInt8](repeating: 0, count: w * h)
        for level in Array(Set(levels)).sorted() {
            g.pixels.withUnsafeBufferPointer { p in
                for i in 0..<(w * h) { mask[i] = p[i] > UInt8(clamping: level) ? 1 : 0 }
            }
            let labeling = ComponentLabeling(mask: mask, width: w, height: h)
            let big = labeling.components
                .filter { Double($0.area) >= minimumFrameShare * Double(w * h) }
                .sorted { $0.area > $1.area }
                .prefix(componentsPerLevel)
            for c in big {
                if let cand = candidate(for: c, labeling: labeling, gray: g, level: level) { result.append(cand) }
            }
        }
        return result
    }

    /// Measures the candidate's contrast against its surroundings in `grid`, and rejects it when too low.
    func checkContrast(_ candidate: PageCandidate, in grid: Image) -> PageCandidate {
        var c = candidate
        c.contrast = Self.contrast(of: c.quad, in: grid)
        if c.contrast < minimumContrast { c.rejection = "contrast \(fmt(c.contrast)) < \(minimumContrast)" }
        return c
    }

    private func candidate(for c: Component, labeling: ComponentLabeling, gray: Image, level: Int) -> PageCandidate? {
        let rows = labeling.rowSpans(of: c), cols = labeling.columnSpans(of: c)
        var points: [Point] = []
        points.reserveCapacity(rows.count * 4)
        for (i, span) in rows.enumerated() {
            guard let (lo, hi) = span else { continue }
            let y = Double(c.minY + i)
            points.append(Point(x: Double(lo), y: y)); points.append(Point(x: Double(hi + 1), y: y))
            points.append(Point(x: Double(lo), y: y + 1)); points.append(Point(x: Double(hi + 1), y: y + 1))
        }
        let hull = PolygonGeometry.convexHull(points)
        let hullArea = PolygonGeometry.area(hull)
        guard hullArea > 0 else { return nil }
        // Holes (print on the page) are filled: a pixel counts when it lies within both its row's and its column's span.
        // (The column spans as two plain arrays, an empty column holding no row, so the count runs without branches.)
        let tops = cols.map { $0?.0 ?? Int.max }, bottoms = cols.map { $0?.1 ?? Int.min }
        var filled = 0
        tops.withUnsafeBufferPointer { top in
            bottoms.withUnsafeBufferPointer { bottom in
                for (i, span) in rows.enumerated() {
                    guard let (lo, hi) = span else { continue }
                    let y = c.minY + i
                    for k in (lo - c.minX)...(hi - c.minX) { filled &+= y >= top[k] && y <= bottom[k] ? 1 : 0 }
                }
            }
        }
        let solidity = Double(filled) / hullArea
        let size = sqrt(hullArea)
        let fine = PolygonGeometry.simplifyClosed(hull, epsilon: 0.75)
        let coarse = PolygonGeometry.simplifyClosed(hull, epsilon: max(1.5, 0.03 * size))
        guard let four = PolygonGeometry.largestInscribedQuad(fine), let quad = PolygonGeometry.orderedQuad(four) else { return nil }
        let corners = coarse.count
        let frameShare = quad.area / Double(gray.width * gray.height)
        let worst = PolygonGeometry.interiorAngles(PolygonGeometry.clockwise(quad.points)).map { abs($0 - 90) }.max() ?? 90
        var rejection: String?
        // A page photographed has its corners in the frame; a region reaching two corners to the frame's border
        // is the table or the light, not a sheet.
        let border = 0.0025 * Double(max(gray.width, gray.height))
        let atBorder = quad.points.filter { $0.x <= border || $0.y <= border || $0.x >= Double(gray.width) - border
                                            || $0.y >= Double(gray.height) - border }.count
        if atBorder >= 2 { rejection = "\(atBorder) corners on the frame's border" }
        else if solidity < minimumSolidity { rejection = "solidity \(fmt(solidity)) < \(minimumSolidity)" }
        else if corners > 4 { rejection = "\(corners) corners" }
        else if quad.area < 0.85 * hullArea { rejection = "not four-sided (quad holds \(fmt(quad.area / hullArea)) of the hull)" }
        else if frameShare > maximumFrameShare { rejection = "fills \(fmt(frameShare)) of the frame" }
        else if worst > maximumAngleOffSquare { rejection = "a corner is \(fmt(worst))° off square" }
        // Contrast is the costly check; it is measured later, largest candidate first, until one passes
        // (see `checkContrast`).
        let contrast = Double.nan
        return PageCandidate(quad: quad, level: level, solidity: solidity, corners: coarse.count, frameShare: frameShare,
                             worstAngleOffSquare: worst, contrast: contrast, rejection: rejection)
    }

    private func fmt(_ v: Double) -> String { String(format: "%.2f", v) }

    /// Median gray just inside the quad minus the median in a ring just outside it (pixels in the frame only).
    static func contrast(of quad: Quad, in gray: Image) -> Double {
        let inner = PolygonGeometry.ConvexRegion(PolygonGeometry.clockwise(PolygonGeometry.scaled(quad, by: 0.9).points))
        let edge = PolygonGeometry.ConvexRegion(PolygonGeometry.clockwise(PolygonGeometry.scaled(quad, by: 1.03).points))
        let outerQuad = PolygonGeometry.scaled(quad, by: 1.15)
        let outer = PolygonGeometry.ConvexRegion(PolygonGeometry.clockwise(outerQuad.points))
        let box = outerQuad.boundingBox
        var inside = [Int](repeating: 0, count: 256), ring = [Int](repeating: 0, count: 256)
        let x0 = max(0, Int(box.x)), x1 = min(gray.width - 1, Int(box.maxX))
        let y0 = max(0, Int(box.y)), y1 = min(gray.height - 1, Int(box.maxY))
        guard x1 > x0 && y1 > y0 else { return 0 }
        gray.pixels.withUnsafeBufferPointer { p in
            for y in y0...y1 {
                let fy = Double(y) + 0.5
                for x in x0...x1 {
                    let fx = Double(x) + 0.5
                    guard outer.contains(fx, fy) else { continue }
                    let v = Int(p[y * gray.width + x])
                    if inner.contains(fx, fy) { inside[v] += 1 } else if !edge.contains(fx, fy) { ring[v] += 1 }
                }
            }
        }
        guard ring.reduce(0, +) > 0, inside.reduce(0, +) > 0 else { return 0 }
        return Double(percentile(inside, 0.5) - percentile(ring, 0.5))
    }

    /// The smallest value at or below which `share` of the counts lie.
    public static func percentile(_ hist: [Int], _ share: Double) -> Int {
        let total = hist.reduce(0, +)
        guard total > 0 else { return 0 }
        let target = Double(total) * share
        var acc = 0
        for (v, n) in hist.enumerated() { acc += n; if Double(acc) >= target { return v } }
        return hist.count - 1
    }
}
