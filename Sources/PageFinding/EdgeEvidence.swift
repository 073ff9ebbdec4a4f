import Foundation
import Imaging

/// How well a quad's sides lie on edges of the photo: for each side, the share of samples along it where the
/// tone steps sharply across it, in one direction along the whole side. One measure scores the edge detector's
/// hypotheses and every other detector's page, so the rule compares like with like.
struct EdgeEvidence: Sendable, Equatable {
    /// The share of samples supporting each side, in the quad's clockwise order from its top-left corner.
    var sideSupport: [Double]
    /// For each side, whether the tone steps down going out across it (the inside brighter) at most of its
    /// supporting samples.
    var brighterInside: [Bool] = []
    /// The mean of the four.
    var score: Double { sideSupport.reduce(0, +) / Double(max(1, sideSupport.count)) }
    /// The weakest side's support.
    var weakest: Double { sideSupport.min() ?? 0 }

    /// Measures `quad` (in `gray`'s continuous pixel coordinates) against `gray`, the edge grid lightly blurred.
    static func measure(_ quad: Quad, in gray: Image, parameters p: PageFindingParameters.Edges) -> EdgeEvidence {
        measure(quad, in: gray, parameters: p, minimumSide: 0) ?? EdgeEvidence(sideSupport: [])
    }

    /// As `measure`, but nil as soon as a side's support falls below `minimumSide` (most hypotheses fail on
    /// their first or second side, so the search stays fast).
    static func measure(_ quad: Quad, in gray: Image, parameters p: PageFindingParameters.Edges, minimumSide: Double) -> EdgeEvidence? {
        let q = PolygonGeometry.clockwise(quad.points)
        var support: [Double] = []
        var inside: [Bool] = []
        for i in 0..<4 {
            let s = steps(from: q[i], to: q[(i + 1) % 4], in: gray, parameters: p)
            guard s.support >= minimumSide else { return nil }
            support.append(s.support)
            inside.append(s.brighterInside)
        }
        return EdgeEvidence(sideSupport: support, brighterInside: inside)
    }

    /// The share of samples along the side from `a` to `b` (clockwise on screen, so the outward normal points
    /// left of the direction of travel) where the tone steps sharply, with the sign most samples share.
    static func side(from a: Point, to b: Point, in gray: Image, parameters p: PageFindingParameters.Edges) -> Double {
        steps(from: a, to: b, in: gray, parameters: p).support
    }

    /// As `side`, with the way most supporting samples step (true: the inside is brighter).
    static func steps(from a: Point, to b: Point, in gray: Image, parameters p: PageFindingParameters.Edges)
        -> (support: Double, brighterInside: Bool) {
        let (brighterInside, brighterOutside) = stepCounts(from: a, to: b, in: gray, parameters: p)
        return (Double(max(brighterInside, brighterOutside)) / Double(p.samplesPerSide), brighterInside >= brighterOutside)
    }

    /// The share of samples along the side from `a` to `b` where the tone steps sharply down going out across it
    /// (the inside brighter), whatever the other samples do.
    static func insideBrighterSupport(from a: Point, to b: Point, in gray: Image, parameters p: PageFindingParameters.Edges) -> Double {
        Double(stepCounts(from: a, to: b, in: gray, parameters: p).inside) / Double(p.samplesPerSide)
    }

    /// How many samples along the side step sharply with the inside brighter, and how many with the outside brighter.
    static func stepCounts(from a: Point, to b: Point, in gray: Image, parameters p: PageFindingParameters.Edges)
        -> (inside: Int, outside: Int) {
        let len = a.distance(to: b)
        guard len > 4 else { return (0, 0) }
        let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
        let nx = uy, ny = -ux
        let w = Double(gray.width), h = Double(gray.height)
        let reach = Double(p.farOffsets.upperBound)
        var brighterInside = 0, brighterOutside = 0
        // Whether the side runs along one of the frame's borders, both its ends near it (`frameBorderSide`).
        let near = p.frameBorderSide
        let alongBorder = (a.x <= near && b.x <= near) || (a.y <= near && b.y <= near)
            || (w - a.x <= near && w - b.x <= near) || (h - a.y <= near && h - b.y <= near)
        for s in 0..<p.samplesPerSide {
            let t = 0.05 + 0.9 * (Double(s) + 0.5) / Double(p.samplesPerSide)
            let cx = a.x + (b.x - a.x) * t, cy = a.y + (b.y - a.y) * t
            func inFrame(_ d: Int, _ sign: Double) -> Bool {
                let x = cx + sign * nx * Double(d), y = cy + sign * ny * Double(d)
                return x >= 0.5 && y >= 0.5 && x <= w - 0.5 && y <= h - 0.5
            }
            // Samples whose reach leaves the frame count against the side, unless the side runs along the frame's
            // border and enough of the far offsets across it lie in the frame (`minimumFarOffsetsInFrame`): those
            // are measured over the offsets the frame holds.
            let whole = cx - reach >= 0.5 && cy - reach >= 0.5 && cx + reach <= w - 0.5 && cy + reach <= h - 0.5
            if !whole {
                guard alongBorder, p.minimumFarOffsetsInFrame < p.farOffsets.count,
                      p.nearOffsets.allSatisfy({ inFrame($0, -1) && inFrame($0, 1) }),
                      p.farOffsets.filter({ inFrame($0, -1) }).count >= p.minimumFarOffsetsInFrame,
                      p.farOffsets.filter({ inFrame($0, 1) }).count >= p.minimumFarOffsetsInFrame else { continue }
            }
            func mean(_ offsets: ClosedRange<Int>, _ sign: Double) -> Double {
                var sum = 0.0, n = 0
                for d in offsets where whole || inFrame(d, sign) {
                    sum += EdgeRefiner.sample(gray, cx + sign * nx * Double(d), cy + sign * ny * Double(d))
                    n += 1
                }
                return sum / Double(max(1, n))
            }
            let nearIn = mean(p.nearOffsets, -1), nearOut = mean(p.nearOffsets, 1)
            let farIn = mean(p.farOffsets, -1), farOut = mean(p.farOffsets, 1)
            let near = nearIn - nearOut, far = farIn - farOut
            let brighter = max(nearIn, nearOut, 1)
            guard abs(near) >= p.minimumStep, abs(near) >= p.minimumRelativeStep * brighter,
                  near * far > 0, abs(near) >= p.minimumSharpness * abs(far) else { continue }
            if near > 0 { brighterInside += 1 } else { brighterOutside += 1 }
        }
        return (brighterInside, brighterOutside)
    }
}
