import Foundation
import Imaging

/// Finds the page by its outline: gradient edges at two scales vote for straight lines (a Hough transform
/// steered by each edge's direction), the strongest lines pair into opposite sides, pairs of pairs into quads,
/// and each quad is scored by how much of each side steps sharply across it (`EdgeEvidence`). A page whose
/// brightness a shadow splits, or whose table is patterned, still shows its four sides as edges.
struct EdgeDetector {
    var parameters = PageFindingParameters.standard.edges

    /// A straight line `x·cos θ + y·sin θ = ρ` in the edge grid, with its votes.
    struct HoughLine: Sendable, Equatable {
        var theta: Double
        var rho: Double
        var votes: Int
        var normal: Point { Point(x: cos(theta), y: sin(theta)) }
        /// Signed distance of a point from the line.
        func distance(_ p: Point) -> Double { p.x * cos(theta) + p.y * sin(theta) - rho }
        func intersection(with o: HoughLine) -> Point? {
            let a = cos(theta), b = sin(theta), c = cos(o.theta), d = sin(o.theta)
            let det = a * d - b * c
            guard abs(det) > 1e-9 else { return nil }
            return Point(x: (rho * d - b * o.rho) / det, y: (a * o.rho - rho * c) / det)
        }
    }

    /// The outline found, in the edge grid's coordinates, with its evidence.
    struct Proposal: Sendable {
        var quad: Quad
        var evidence: EdgeEvidence
    }

    /// The grid the edges are found on, and the blurred copy their evidence is read from.
    struct Grid {
        var gray: Image
        var blurred: Image
        /// From the grid's continuous coordinates to the fine grid's.
        var toFine: (x: Double, y: Double)
    }

    func grid(from fine: Image) -> Grid {
        let g = GrayShrink.toLongSideWithScale(fine, parameters.gridSide)
        return Grid(gray: g.image, blurred: g.image.boxFiltered(radius: 1), toFine: (g.x, g.y))
    }

    /// The best outline in `grid`.
    /// - Parameters:
    ///   - marks: centres of the marks of print, in the grid's coordinates: a side may not cut through them,
    ///     and a quad must hold at least `minimumMarksHeld` of them.
    func propose(in grid: Grid, marks: [Point], minimumMarksHeld: Int) -> Proposal? {
        let lines = self.lines(in: grid)
        guard lines.count >= 4 else { return nil }
        let w = Double(grid.gray.width), h = Double(grid.gray.height)
        // Sides may not cut through the print: most marks lie on one side of each.
        let allowedCut = Int(parameters.maximumMarksCut * Double(marks.count))
        let sides = lines.filter { line in
            let above = marks.filter { line.distance($0) > 0 }.count
            return min(above, marks.count - above) <= allowedCut
        }
        // Opposite-side pairs: nearly parallel, apart, with the print between them (or on the same side when
        // there is no print).
        let maxOpposite = parameters.maximumOppositeAngle * .pi / 180
        let centre = marks.isEmpty ? Point(x: w / 2, y: h / 2) : PolygonGeometry.centroid(marks)
        var pairs: [(HoughLine, HoughLine, direction: Double)] = []
        for i in sides.indices {
            for j in sides.indices where j > i {
                let a = sides[i], b = sides[j]
                var d = abs(a.theta - b.theta)
                if d > .pi / 2 { d = .pi - d }
                guard d <= maxOpposite else { continue }
                guard a.distance(centre) * b.distance(centre) < 0 else { continue }
                let gap = abs(a.distance(centre)) + abs(b.distance(centre))
                guard gap >= 0.05 * max(w, h) else { continue }
                pairs.append((a, b, Self.direction(a.theta)))
            }
        }
        let frame = w * h
        let margin = parameters.cornerMargin * max(w, h)
        var scored: [Proposal] = []
        for i in pairs.indices {
            for j in pairs.indices where j > i {
                var turn = abs(pairs[i].direction - pairs[j].direction)
                if turn > .pi / 2 { turn = .pi - turn }
                guard turn >= .pi / 4 else { continue }
                let (a, b, _) = pairs[i], (c, d, _) = pairs[j]
                guard let p1 = a.intersection(with: c), let p2 = c.intersection(with: b),
                      let p3 = b.intersection(with: d), let p4 = d.intersection(with: a) else { continue }
                let pts = [p1, p2, p3, p4]
                guard pts.allSatisfy({ $0.x >= -margin && $0.y >= -margin && $0.x <= w + margin && $0.y <= h + margin }),
                      PolygonGeometry.isConvex(pts), let quad = PolygonGeometry.orderedQuad(pts) else { continue }
                let share = quad.area / frame
                guard share >= parameters.minimumFrameShare, share <= parameters.maximumFrameShare else { continue }
                let angles = PolygonGeometry.interiorAngles(PolygonGeometry.clockwise(quad.points))
                guard angles.allSatisfy({ abs($0 - 90) <= parameters.maximumAngleOffSquare }) else { continue }
                if minimumMarksHeld > 0 {
                    let poly = PolygonGeometry.clockwise(quad.points)
                    guard marks.filter({ PolygonGeometry.contains(poly, $0) }).count >= minimumMarksHeld else { continue }
                }
                let evidence = EdgeEvidence.measure(quad, in: grid.blurred, parameters: parameters)
                guard evidence.weakest >= parameters.minimumSideSupport else { continue }
                scored.append(Proposal(quad: quad, evidence: evidence))
            }
        }
        guard let best = scored.max(by: { $0.evidence.score < $1.evidence.score }) else { return nil }
        // The innermost of the outlines as good as the best.
        return scored.filter { $0.evidence.score >= best.evidence.score - parameters.scoreTie }
            .min { $0.quad.area < $1.quad.area }
    }

    /// The direction of a line with normal angle `theta`, in [0, π).
    static func direction(_ theta: Double) -> Double {
        var d = theta + .pi / 2
        while d >= .pi { d -= .pi }
        return d
    }

    /// The strongest straight lines, from gradient edges at each scale.
    func lines(in grid: Grid) -> [HoughLine] {
        let w = grid.gray.width, h = grid.gray.height
        guard w >= 16, h >= 16 else { return [] }
        let thetaBins = 180
        let diagonal = Int((Double(w * w + h * h)).squareRoot().rounded(.up)) + 2
        let rhoBins = 2 * diagonal + 1
        var accumulator = [Int32](repeating: 0, count: thetaBins * rhoBins)
        var cosines = [Double](repeating: 0, count: thetaBins), sines = cosines
        for t in 0..<thetaBins {
            let theta = Double(t) * .pi / Double(thetaBins)
            cosines[t] = cos(theta); sines[t] = sin(theta)
        }
        for radius in parameters.scales {
            let image = radius > 0 ? grid.gray.boxFiltered(radius: radius) : grid.gray
            vote(image, into: &accumulator, thetaBins: thetaBins, rhoBins: rhoBins, diagonal: diagonal,
                 cosines: cosines, sines: sines)
        }
        // Local maxima over ±2° and ±3 px, strongest first, above the minimum votes.
        let minimumVotes = Int32(parameters.minimumLineShare * Double(min(w, h)) * Double(parameters.scales.count))
        var peaks: [HoughLine] = []
        accumulator.withUnsafeBufferPointer { acc in
            for t in 0..<thetaBins {
                for r in 3..<(rhoBins - 3) {
                    let v = acc[t * rhoBins + r]
                    guard v >= minimumVotes else { continue }
                    var isPeak = true
                    scan: for dt in -2...2 {
                        var tt = t + dt, rr = r
                        // θ wraps: the line at θ + π is the line at θ with ρ negated.
                        if tt < 0 { tt += thetaBins; rr = rhoBins - 1 - r }
                        if tt >= thetaBins { tt -= thetaBins; rr = rhoBins - 1 - r }
                        for dr in -3...3 {
                            let r2 = rr + dr
                            guard r2 >= 0, r2 < rhoBins, dt != 0 || dr != 0 else { continue }
                            let u = acc[tt * rhoBins + r2]
                            if u > v || (u == v && (tt * rhoBins + r2) < (t * rhoBins + r)) { isPeak = false; break scan }
                        }
                    }
                    if isPeak {
                        peaks.append(HoughLine(theta: Double(t) * .pi / Double(thetaBins), rho: Double(r - diagonal), votes: Int(v)))
                    }
                }
            }
        }
        peaks.sort { $0.votes != $1.votes ? $0.votes > $1.votes : ($0.theta, $0.rho) < ($1.theta, $1.rho) }
        return Array(peaks.prefix(parameters.lineCount))
    }

    /// Sobel gradients of `image`; every pixel at a local maximum of the gradient along its direction, and
    /// strong enough, votes for the lines through it within ±2° of its edge's direction.
    private func vote(_ image: Image, into accumulator: inout [Int32], thetaBins: Int, rhoBins: Int, diagonal: Int,
                      cosines: [Double], sines: [Double]) {
        let w = image.width, h = image.height
        var gx = [Float](repeating: 0, count: w * h), gy = gx, magnitude = gx
        image.pixels.withUnsafeBufferPointer { p in
            for y in 1..<(h - 1) {
                for x in 1..<(w - 1) {
                    let i = y * w + x
                    let a = Float(p[i - w - 1]), b = Float(p[i - w]), c = Float(p[i - w + 1])
                    let d = Float(p[i - 1]), f = Float(p[i + 1])
                    let g = Float(p[i + w - 1]), hh = Float(p[i + w]), k = Float(p[i + w + 1])
                    let sx = (c + 2 * f + k - a - 2 * d - g) / 8
                    let sy = (g + 2 * hh + k - a - 2 * b - c) / 8
                    gx[i] = sx; gy[i] = sy
                    magnitude[i] = (sx * sx + sy * sy).squareRoot()
                }
            }
        }
        let minimum = Float(parameters.minimumGradient)
        let binsPerRadian = Double(thetaBins) / .pi
        accumulator.withUnsafeMutableBufferPointer { acc in
            for y in 2..<(h - 2) {
                for x in 2..<(w - 2) {
                    let i = y * w + x
                    let m = magnitude[i]
                    guard m >= minimum else { continue }
                    // Non-maximum suppression along the gradient, at the nearest of four directions.
                    let ax = abs(gx[i]), ay = abs(gy[i])
                    let step: Int
                    if ax > 2.414 * ay { step = 1 } else if ay > 2.414 * ax { step = w } else { step = (gx[i] * gy[i] > 0) ? w + 1 : w - 1 }
                    guard m >= magnitude[i - step], m > magnitude[i + step] else { continue }
                    var theta = atan2(Double(gy[i]), Double(gx[i]))
                    if theta < 0 { theta += .pi }
                    let centre = Int((theta * binsPerRadian).rounded())
                    let px = Double(x) + 0.5, py = Double(y) + 0.5
                    for dt in -2...2 {
                        var t = centre + dt
                        if t < 0 { t += thetaBins } else if t >= thetaBins { t -= thetaBins }
                        let r = Int((px * cosines[t] + py * sines[t]).rounded()) + diagonal
                        guard r >= 0, r < rhoBins else { continue }
                        acc[t * rhoBins + r] += 1
                    }
                }
            }
        }
    }
}
