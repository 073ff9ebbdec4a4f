import Foundation
import Imaging

extension EdgeDetector {
    /// The outline nested in `best` that is left when the table is peeled off it: while the outline in hand adds the
    /// table around one nested in it (`addsTable`; of the `tableBandCandidates` best scoring that hold every mark and
    /// step one way), that one is taken, however much weaker. On a gingham a check line steps all along and scores
    /// 1.00 where the paper's side steps only at the dark checks (0.5–0.7), so outlines on the cloth's lines around
    /// the paper beat its own by more than `scoreTie`. Nil when nothing is peeled, or when the outline peeled to has
    /// a side running on past its corners (`sideRunningOn`). The outline returned stands for `best`'s score.
    func peelingTable(off best: Proposal, _ scored: [Proposal], in grid: Grid, marks: [Point], holdTolerance: Double,
                      stepsOneWay: (EdgeEvidence) -> Bool) -> Proposal? {
        guard parameters.tableBandSpread > 0 else { return nil }
        // Print is on the paper: a band holding a mark is no table.
        func holdsAll(_ q: Quad) -> Bool {
            let poly = PolygonGeometry.clockwise(q.points)
            return marks.allSatisfy { PolygonGeometry.contains(poly, $0, tolerance: holdTolerance) }
        }
        var outline = best
        peeling: for _ in 0..<4 {
            // The ring around the outline is measured once for all the outlines nested in it.
            let ring = tableRing(around: outline.quad, in: grid.blurred)
            guard Double(ring.spread) >= parameters.minimumTableSpread else { break }
            let inside = scored.filter { $0.quad != outline.quad && $0.quad.area < outline.quad.area && stepsOneWay($0.evidence)
                                         && PolygonGeometry.overlap(of: $0.quad, within: outline.quad) >= parameters.nestedShare }
                .sorted { $0.evidence.score > $1.evidence.score }
            for q in inside.prefix(parameters.tableBandCandidates)
            where holdsAll(q.quad) && addsTable(outline.quad, around: q.quad, in: grid.blurred, ring: ring) {
                trace?(String(format: "edges: the outline (score %.2f) adds the table around a nested outline (score %.2f) ", outline.evidence.score, q.evidence.score)
                       + q.quad.points.map { "(\(Int($0.x)),\(Int($0.y)))" }.joined(separator: " "))
                outline = q
                continue peeling
            }
            break
        }
        guard outline.quad != best.quad else { return nil }
        if let side = sideRunningOn(outline.quad, in: grid) {
            trace?("edges: the outline peeled to has a side running on past its corners (side \(side)): not taken")
            return nil
        }
        outline.standing = best.evidence.score
        return outline
    }

    /// Whether what `outer` adds around `inner` (nested in it) is the table rather than paper: beyond each side of
    /// `inner` whose band to `outer`'s boundary is wide (`tableBandShare`), the tones spread as widely as in a ring
    /// around `outer` (`tableBandSpread` of its interquartile range, the ring textured: `minimumTableSpread`), and
    /// their median lies near the ring's (`tableBandMedian`). A band of the paper itself, cut off by a shadow's edge or
    /// a printed box, is smooth, or, where print spreads it, brighter than the table.
    /// The interquartile range and median of the tones in a ring around `outer`, as `BrightnessDetector.contrast`
    /// measures one (from 1.03 to 1.15 times its size about its centre).
    func tableRing(around outer: Quad, in gray: Image) -> (spread: Int, median: Int) {
        let ringOuter = PolygonGeometry.ConvexRegion(PolygonGeometry.clockwise(PolygonGeometry.scaled(outer, by: 1.15).points))
        let ringInner = PolygonGeometry.ConvexRegion(PolygonGeometry.clockwise(PolygonGeometry.scaled(outer, by: 1.03).points))
        var ring = [Int](repeating: 0, count: 256)
        let box = PolygonGeometry.scaled(outer, by: 1.15).boundingBox
        let x0 = max(0, Int(box.x)), x1 = min(gray.width - 1, Int(box.maxX))
        let y0 = max(0, Int(box.y)), y1 = min(gray.height - 1, Int(box.maxY))
        guard x1 > x0, y1 > y0 else { return (0, 0) }
        gray.pixels.withUnsafeBufferPointer { p in
            for y in y0...y1 {
                let fy = Double(y) + 0.5
                for x in x0...x1 {
                    let fx = Double(x) + 0.5
                    if ringOuter.contains(fx, fy), !ringInner.contains(fx, fy) { ring[Int(p[y * gray.width + x])] += 1 }
                }
            }
        }
        return (BrightnessDetector.percentile(ring, 0.75) - BrightnessDetector.percentile(ring, 0.25), BrightnessDetector.percentile(ring, 0.5))
    }

    /// - Parameter ring: `tableRing(around: outer)`, when measured already.
    func addsTable(_ outer: Quad, around inner: Quad, in gray: Image, ring given: (spread: Int, median: Int)? = nil) -> Bool {
        let (ringSpread, ringMedian) = given ?? tableRing(around: outer, in: gray)
        guard Double(ringSpread) >= parameters.minimumTableSpread else { return false }
        let innerPolygon = PolygonGeometry.clockwise(inner.points)
        let outerRegion = PolygonGeometry.ConvexRegion(PolygonGeometry.clockwise(outer.points))
        let shrunkOuter = PolygonGeometry.ConvexRegion(PolygonGeometry.clockwise(PolygonGeometry.scaled(outer, by: 0.99).points))
        // Inward unit normals of the inner quad's sides (clockwise on screen).
        let normals = (0..<4).map { i -> (x: Double, y: Double, c: Double) in
            let a = innerPolygon[i], b = innerPolygon[(i + 1) % 4]
            let len = max(1e-9, a.distance(to: b))
            let nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len
            return (nx, ny, -(nx * a.x + ny * a.y))
        }
        var bands = [[Int]](repeating: [Int](repeating: 0, count: 256), count: 4)
        // The nested outline's own tones (the paper's, when it is the page), for a band darker than the ring.
        var inside = [Int](repeating: 0, count: 256)
        let box = outer.boundingBox
        let x0 = max(0, Int(box.x)), x1 = min(gray.width - 1, Int(box.maxX))
        let y0 = max(0, Int(box.y)), y1 = min(gray.height - 1, Int(box.maxY))
        guard x1 > x0, y1 > y0 else { return false }
        gray.pixels.withUnsafeBufferPointer { p in
            for y in y0...y1 {
                let fy = Double(y) + 0.5
                for x in x0...x1 {
                    let fx = Double(x) + 0.5
                    guard outerRegion.contains(fx, fy), shrunkOuter.contains(fx, fy) else { continue }
                    let v = Int(p[y * gray.width + x])
                    // The side of the inner quad the pixel lies farthest beyond.
                    var side = -1, farthest = 0.0
                    for (i, n) in normals.enumerated() {
                        let d = n.x * fx + n.y * fy + n.c
                        if d < farthest { farthest = d; side = i }
                    }
                    if side < 0 { inside[v] += 1 }
                    guard side >= 0, farthest <= -parameters.tableBandMargin else { continue }
                    bands[side][v] += 1
                }
            }
        }
        func spread(_ h: [Int]) -> Int {
            BrightnessDetector.percentile(h, 0.75) - BrightnessDetector.percentile(h, 0.25)
        }
        let wide = bands.filter { Double($0.reduce(0, +)) >= parameters.tableBandShare * outer.area }
        trace?("edges: bands around " + inner.points.map { "(\(Int($0.x)),\(Int($0.y)))" }.joined(separator: " ")
               + ": ring spread \(ringSpread) median \(ringMedian); wide bands "
               + wide.map { "spread \(spread($0)) median \(BrightnessDetector.percentile($0, 0.5))" }.joined(separator: ", ")
               + "; inside median \(BrightnessDetector.percentile(inside, 0.5))")
        guard !wide.isEmpty else { return false }
        // A textured band darker than the ring and than the nested outline's inside is the table in a shadow
        // (`tableBandShadowDepth`).
        let insideMedian = BrightnessDetector.percentile(inside, 0.5)
        return wide.allSatisfy {
            let median = BrightnessDetector.percentile($0, 0.5)
            let shadowed = parameters.tableBandShadowDepth > 0 && median < ringMedian
                && Double(insideMedian - median) >= parameters.tableBandShadowDepth * Double(ringSpread)
            return Double(spread($0)) >= parameters.tableBandSpread * Double(ringSpread)
                && (Double(abs(median - ringMedian)) <= parameters.tableBandMedian * Double(ringSpread) || shadowed)
        }
    }

    /// The first side of `quad` (clockwise from its top-left corner) whose line goes on as an edge beyond both of its
    /// corners (`runOnShare`), where the frame leaves room to see it on at least one end; nil when none does.
    func sideRunningOn(_ quad: Quad, in grid: Grid) -> Int? {
        guard parameters.runOnShare > 0 else { return nil }
        let q = PolygonGeometry.clockwise(quad.points)
        let w = Double(grid.gray.width), h = Double(grid.gray.height)
        // How far the ray from `p` along the unit vector (ux, uy) stays in the frame, up to `length`.
        func reach(from p: Point, _ ux: Double, _ uy: Double, _ length: Double) -> Double {
            var t = length
            if ux > 1e-9 { t = min(t, (w - p.x) / ux) } else if ux < -1e-9 { t = min(t, -p.x / ux) }
            if uy > 1e-9 { t = min(t, (h - p.y) / uy) } else if uy < -1e-9 { t = min(t, -p.y / uy) }
            return max(0, t)
        }
        func inFrame(_ p: Point) -> Bool { p.x >= 0 && p.y >= 0 && p.x <= w && p.y <= h }
        for i in 0..<4 {
            let a = q[i], b = q[(i + 1) % 4]
            let len = a.distance(to: b)
            guard len > 1 else { continue }
            let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
            // Each way from as far past the corner as a step is measured across, so the neighbouring side's own edge
            // is not read as this line's.
            let gap = Double(parameters.farOffsets.upperBound), want = parameters.runOnShare * len
            let pastB = Point(x: b.x + gap * ux, y: b.y + gap * uy), pastA = Point(x: a.x - gap * ux, y: a.y - gap * uy)
            let after = inFrame(pastB) ? reach(from: pastB, ux, uy, want) : 0
            let before = inFrame(pastA) ? reach(from: pastA, -ux, -uy, want) : 0
            var seen = 0, runsOn = true
            for (start, t, sign) in [(pastB, after, 1.0), (pastA, before, -1.0)] where t >= parameters.runOnMinimumLength {
                let end = Point(x: start.x + sign * ux * t, y: start.y + sign * uy * t)
                // Measured in the side's own direction, so its inside stays the quad's.
                let support = sign > 0 ? EdgeEvidence.side(from: start, to: end, in: grid.blurred, parameters: parameters)
                                       : EdgeEvidence.side(from: end, to: start, in: grid.blurred, parameters: parameters)
                seen += 1
                if support < parameters.minimumSideSupport { runsOn = false }
            }
            if seen > 0, runsOn { return i }
        }
        return nil
    }
}
