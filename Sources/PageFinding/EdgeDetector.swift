import Foundation
import Imaging

/// Finds the page by its outline: gradient edges at two scales vote for straight lines (a Hough transform
/// steered by each edge's direction), the strongest lines pair into opposite sides, pairs of pairs into quads,
/// and each quad is scored by how much of each side steps sharply across it (`EdgeEvidence`). A page whose
/// brightness a shadow splits, or whose table is patterned, still shows its four sides as edges.
struct EdgeDetector {
    var parameters = PageFindingParameters.standard.edges
    /// Receives a line per stage, for `scanlab-bench explain`.
    var trace: ((String) -> Void)?

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
        /// The score this outline stands for against the other search's: its own, or, when the table was peeled off
        /// an outline around it (`addsTable`), that outline's.
        var standing: Double? = nil
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

    /// The best outline in `grid`: of the lines nearest the print that cut none of it (holding the print), or
    /// else of the strongest lines in the frame when their outline scores clearly better (the marks taken for
    /// print were a stone's speckle or a cloth's pattern, and the paper's sides are the frame's strongest lines).
    /// - Parameters:
    ///   - marks: centres of the marks of print, in the grid's coordinates: a side may not cut through them,
    ///     and a quad must hold all but `maximumMarksCut` of them (within 1% of the grid's long side).
    ///   - seeds: pages other detectors found (in the grid's coordinates); their sides join both sets of hypotheses.
    /// - Parameter swept: pages beyond whose sides that are no edge lines are swept for (`sweptLines`).
    func propose(in grid: Grid, marks: [Point], seeds: [Quad] = [], swept: [Quad] = []) -> Proposal? {
        let all = self.lines(in: grid)
        trace?("edges: lines " + all.prefix(40).map { String(format: "θ%.0f ρ%.0f v%d", $0.theta * 180 / .pi, $0.rho, $0.votes) }.joined(separator: ", "))
        let sweep = sweptLines(of: swept, in: grid, marks: marks)
        let seeded = Self.sideLines(of: seeds) + sweep.lines
        let guided = marks.isEmpty ? nil : search(Self.adding(seeded, to: sideCandidates(all, marks: marks)), in: grid, marks: marks,
                                                  mustHold: 1 - parameters.maximumMarksCut)
        // Of the strongest lines, a quad must still hold half the marks (as a bright outline must): a cloth's
        // lines close small rectangles of its squares anywhere in the frame.
        let strongest = search(Self.adding(sweep.refined, to: Self.adding(seeded, to: strongestByOrientation(all)), turn: parameters.refinedLineTurn * .pi / 180,
                                                   offset: parameters.refinedLineOffset),
                               in: grid, marks: marks, mustHold: 0.5, holdingOnly: sweep.refined)
        let result: Proposal?
        if let g = guided, let s = strongest {
            result = (s.standing ?? s.evidence.score) > (g.standing ?? g.evidence.score) + parameters.scoreTie ? s : g
        } else {
            result = guided ?? strongest
        }
        return result
    }

    /// The best quad of four of `sides`: plausible in shape, holding the marks (when any are given), every side
    /// seen; the innermost of the near-best nested in the best.
    /// - Parameter mustHold: the share of the marks a quad must hold.
    /// - Parameter holdingOnly: lines (refined swept lines) that may close only quads holding the marks (`mustHold`),
    ///   never one standing out as paper with too little print, and only as a side brighter inside, as they were found.
    func search(_ sides: [HoughLine], in grid: Grid, marks: [Point], mustHold: Double, holdingOnly: [HoughLine] = []) -> Proposal? {
        let w = Double(grid.gray.width), h = Double(grid.gray.height)
        // Lines near the print must hold nearly all of it; the strongest lines of the frame, half.
        let guided = mustHold > 0.9
        trace?("edges: \(sides.count) side candidates" + (guided ? " (near the print)" : " (strongest)") + ": "
               + sides.map { String(format: "θ%.0f ρ%.0f v%d", $0.theta * 180 / .pi, $0.rho, $0.votes) }.joined(separator: ", "))
        guard sides.count >= 4 else { return nil }
        // A quad must hold the print: all its marks but a few (table texture taken for print), within a glyph or so.
        let allowedOutside = Int((1 - mustHold) * Double(marks.count))
        let holdTolerance = 0.01 * max(w, h)
        // Opposite-side pairs: nearly parallel, apart, and with the print between them when there is print.
        let maxOpposite = parameters.maximumOppositeAngle * .pi / 180
        let centre = marks.isEmpty || !guided ? nil : Optional(PolygonGeometry.centroid(marks))
        var pairs: [(HoughLine, HoughLine, direction: Double)] = []
        for i in sides.indices {
            for j in sides.indices where j > i {
                let a = sides[i], b = sides[j]
                var d = abs(a.theta - b.theta)
                if d > .pi / 2 { d = .pi - d }
                guard d <= maxOpposite else { continue }
                if let centre {
                    guard a.distance(centre) * b.distance(centre) < 0 else { continue }
                }
                // Apart: measured at the middle of the frame.
                let mid = Point(x: w / 2, y: h / 2)
                let foot = Point(x: mid.x - a.distance(mid) * cos(a.theta), y: mid.y - a.distance(mid) * sin(a.theta))
                guard abs(b.distance(foot)) >= 0.05 * max(w, h) else { continue }
                pairs.append((a, b, Self.direction(a.theta)))
            }
        }
        let frame = w * h
        let margin = parameters.cornerMargin * max(w, h)
        var scored: [Proposal] = []
        var counts = (geometry: 0, holding: 0, standingOut: 0)
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
                counts.geometry += 1
                let poly = PolygonGeometry.clockwise(quad.points)
                var outside = 0
                for m in marks where !PolygonGeometry.contains(poly, m, tolerance: holdTolerance) {
                    outside += 1
                    if outside > allowedOutside { break }
                }
                // Of the strongest lines, a quad that leaves out the marks may still be the paper when it stands out
                // from the frame around it as paper does (`minimumPaperContrast`; measured last, on quads whose every
                // side is seen, as it is the costliest test).
                let holds = outside <= allowedOutside
                guard holds || !guided else { continue }
                let onRefined = !holdingOnly.isEmpty && [a, b, c, d].contains(where: { holdingOnly.contains($0) })
                guard holds || !onRefined else { continue }
                if holds { counts.holding += 1 }
                guard let evidence = EdgeEvidence.measure(quad, in: grid.blurred, parameters: parameters,
                                                          minimumSide: parameters.minimumSideSupport) else { continue }
                if onRefined {
                    let poly = PolygonGeometry.clockwise(quad.points)
                    let wrongWay = (0..<4).contains { i in
                        !evidence.brighterInside[i] && [a, b, c, d].contains {
                            holdingOnly.contains($0) && abs($0.distance(poly[i])) < 0.5 && abs($0.distance(poly[(i + 1) % 4])) < 0.5
                        }
                    }
                    if wrongWay { continue }
                }
                if !holds {
                    guard BrightnessDetector.contrast(of: quad, in: grid.blurred) >= parameters.minimumPaperContrast else { continue }
                    counts.standingOut += 1
                }
                scored.append(Proposal(quad: quad, evidence: evidence))
            }
        }
        trace?("edges: \(pairs.count) opposite pairs, \(counts.geometry) quads of plausible shape, \(counts.holding) holding the print, \(scored.count) with every side seen (\(counts.standingOut) of them holding too little print but standing out as paper)")
        for q in scored.sorted(by: { $0.evidence.score > $1.evidence.score }).prefix(6) {
            trace?(String(format: "edges: quad score %.2f area %.0f ", q.evidence.score, q.quad.area) + q.quad.points.map { "(\(Int($0.x)),\(Int($0.y)))" }.joined(separator: " ")
                   + " sides " + zip(q.evidence.sideSupport, q.evidence.brighterInside).map { String(format: "%.2f%@", $0, $1 ? "+" : "-") }.joined(separator: "/"))
        }
        guard let best = scored.max(by: { $0.evidence.score < $1.evidence.score }) else { return nil }
        // The innermost of the outlines nested in the best and nearly as good: a card inside its sheet. (Taking
        // the smallest of the near-best regardless let a cloth's diagonal line stand in for a receipt's top.)
        // A nested quad one of whose sides steps the other way from the rest is no card: paper on a table steps the
        // same way across all its sides (`nestedStepsOneWay`).
        func stepsOneWay(_ e: EdgeEvidence) -> Bool {
            !parameters.nestedStepsOneWay || Set(e.brighterInside).count <= 1
        }
        if let peeled = peelingTable(off: best, scored, in: grid, marks: marks, holdTolerance: holdTolerance, stepsOneWay: stepsOneWay) {
            return peeled
        }
        return scored.filter { $0.evidence.score >= best.evidence.score - parameters.scoreTie
                               && PolygonGeometry.overlap(of: $0.quad, within: best.quad) >= parameters.nestedShare
                               && ($0.quad == best.quad || stepsOneWay($0.evidence)) }
            .min { $0.quad.area < $1.quad.area } ?? best
    }

    /// The lines that may be sides of the page: those that cut through no more than a few marks of print, and of
    /// them, in each of `directions` directions from the print, the nearest few (the paper's edge is the first strong
    /// line outside its print: lines of a cloth's pattern lie beyond it), plus the strongest few overall (a page
    /// without print found).
    func sideCandidates(_ lines: [HoughLine], marks: [Point]) -> [HoughLine] {
        let allowedCut = Int(parameters.maximumMarksCut * Double(marks.count))
        let clear = lines.filter { line in
            let above = marks.filter { line.distance($0) > 0 }.count
            return min(above, marks.count - above) <= allowedCut
        }
        let directions = parameters.directions
        guard !marks.isEmpty else { return Array(clear.prefix(parameters.strongestLines + directions * parameters.nearestLinesPerDirection)) }
        let centre = PolygonGeometry.centroid(PolygonGeometry.convexHull(marks))
        var sectors = [[(line: HoughLine, gap: Double)]](repeating: [], count: directions)
        for line in clear {
            // The foot of the perpendicular from the print's centre gives the direction; the gap is from the
            // nearest mark.
            let d = line.distance(centre)
            let foot = Point(x: centre.x - d * cos(line.theta), y: centre.y - d * sin(line.theta))
            var angle = atan2(foot.y - centre.y, foot.x - centre.x)
            if angle < 0 { angle += 2 * .pi }
            let sector = min(directions - 1, Int(angle / (2 * .pi / Double(directions))))
            let gap = marks.map { abs(line.distance($0)) }.min() ?? 0
            sectors[sector].append((line, gap))
        }
        var chosen: [HoughLine] = Array(clear.prefix(parameters.strongestLines))
        for sector in sectors {
            for (line, _) in sector.sorted(by: { $0.gap < $1.gap }).prefix(parameters.nearestLinesPerDirection)
            where !chosen.contains(line) {
                chosen.append(line)
            }
        }
        return chosen
    }

    /// The strongest lines of each orientation (a wooden table's seams and grain fill one or two orientations
    /// with lines stronger than the paper's sides), `lines` sorted strongest first.
    func strongestByOrientation(_ lines: [HoughLine]) -> [HoughLine] {
        let bins = parameters.orientations
        var taken = [Int](repeating: 0, count: bins)
        var out: [HoughLine] = []
        for line in lines {
            let bin = min(bins - 1, Int(line.theta / .pi * Double(bins)))
            guard taken[bin] < parameters.strongestPerOrientation else { continue }
            taken[bin] += 1
            out.append(line)
        }
        return out
    }

    /// The lines through the sides of `quads`, as Hough lines without votes.
    static func sideLines(of quads: [Quad]) -> [HoughLine] {
        quads.flatMap { quad -> [HoughLine] in
            let q = PolygonGeometry.clockwise(quad.points)
            return (0..<4).compactMap { i -> HoughLine? in
                let a = q[i], b = q[(i + 1) % 4]
                guard a.distance(to: b) > 1 else { return nil }
                var theta = atan2(b.y - a.y, b.x - a.x) + .pi / 2
                while theta < 0 { theta += .pi }
                while theta >= .pi { theta -= .pi }
                return HoughLine(theta: theta, rho: a.x * cos(theta) + a.y * sin(theta), votes: 0)
            }
        }
    }

    /// Lines found beyond each side of `seeds` that is no edge (support under `minimumSideSupport`): lines at every
    /// turn within `maximumOppositeAngle` of the opposite side's direction (`sweepTurnStep` apart) and every offset
    /// (`sweepStep` apart) from the print's outermost mark out to the frame's border are scored between the seed's
    /// neighbouring sides, over `sweepSamples` samples, counting only steps down going out (paper is brighter than
    /// what it lies on where its edge shows at all), and the nearest `sweptLinesPerSide` local best, each supported
    /// as a seen side must be (`minimumSideSupport`), become side hypotheses. A page's side against a light gingham
    /// steps only where dark or middle checks meet it (0.5–0.75 of its samples; the white checks are as bright as
    /// the paper) and makes no Hough peak among the cloth's lines, which step all along: on the gingham pages missed
    /// at main 003ac13 (seeds 1–24 and 1001–1024) none of the paper's sides was a Hough peak (within 2 degrees and 3
    /// px) among the lines found, yet offered as seeds they were found to 0.1% (`scanlab-bench find-error`, the truth's
    /// sides as seeds). The card finder's or the print's guess at such a
    /// side lies elsewhere, but its other sides are often the page's (screenplay-hard-2: top and sides).
    /// - Returns: the lines found, and each moved to the best turn and offset within half a step of it
    ///   (`sweepRefineTurns`).
    func sweptLines(of seeds: [Quad], in grid: Grid, marks: [Point]) -> (lines: [HoughLine], refined: [HoughLine]) {
        guard parameters.sweptLinesPerSide > 0 else { return ([], []) }
        var out: [HoughLine] = [], refined: [HoughLine] = []
        var sparse = parameters
        sparse.samplesPerSide = parameters.sweepSamples
        let w = Double(grid.gray.width), h = Double(grid.gray.height)
        let allowedCut = Int(parameters.maximumMarksCut * Double(marks.count))
        var done: [Quad] = []
        for seed in seeds where !done.contains(where: { $0.isClose(to: seed, within: 0.005) }) {
            done.append(seed)
            let q = PolygonGeometry.clockwise(seed.points)
            for i in 0..<4 {
                let a = q[i], b = q[(i + 1) % 4]
                guard a.distance(to: b) > 8,
                      EdgeEvidence.side(from: a, to: b, in: grid.blurred, parameters: parameters) < parameters.minimumSideSupport
                else { continue }
                let previous = Line(q[(i + 3) % 4], a), next = Line(b, q[(i + 2) % 4])
                // The opposite side runs from q[i+2] to q[i+3]; this side's direction is the reverse of it.
                let o1 = q[(i + 2) % 4], o2 = q[(i + 3) % 4]
                let opposite = atan2(o1.y - o2.y, o1.x - o2.x)
                let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let turns = Int(parameters.maximumOppositeAngle / parameters.sweepTurnStep)
                // The best support at each offset (over turns), and its line, turn and offset.
                var best: [(support: Double, line: Line, turn: Double, offset: Double)] = []
                // The line at turn `t` and offset `d` from the side's middle, between the neighbouring sides.
                func swept(_ t: Double, _ d: Double) -> Line? {
                    let ux = cos(t), uy = sin(t)
                    let centre = Point(x: middle.x + d * uy, y: middle.y - d * ux)
                    let line = Line(centre, Point(x: centre.x + ux, y: centre.y + uy))
                    guard let p1 = line.intersection(with: previous), let p2 = line.intersection(with: next),
                          p1.distance(to: p2) > 8 else { return nil }
                    return Line(p1, p2)
                }
                let reach = Int((w * w + h * h).squareRoot() / parameters.sweepStep)
                for k in -turns...turns {
                    let t = opposite + Double(k) * parameters.sweepTurnStep * .pi / 180
                    let ux = cos(t), uy = sin(t)
                    // Outward: left of the direction of travel on screen (as `EdgeEvidence`).
                    let nx = uy, ny = -ux
                    // Offsets of the marks across this turned line through the side's middle: the line starts
                    // beyond all but the marks a side may cut.
                    let offsets = marks.map { ($0.x - middle.x) * nx + ($0.y - middle.y) * ny }.sorted()
                    let start = offsets.isEmpty ? -8.0 : offsets[max(0, offsets.count - 1 - allowedCut)] + 1
                    for step in 0..<reach {
                        let d = start + Double(step) * parameters.sweepStep
                        let centre = Point(x: middle.x + d * nx, y: middle.y + d * ny)
                        guard centre.x >= 0, centre.y >= 0, centre.x <= w, centre.y <= h else { break }
                        let line = Line(centre, Point(x: centre.x + ux, y: centre.y + uy))
                        guard let p1 = line.intersection(with: previous), let p2 = line.intersection(with: next),
                              p1.distance(to: p2) > 8 else { continue }
                        let support = EdgeEvidence.insideBrighterSupport(from: p1, to: p2, in: grid.blurred, parameters: sparse)
                        let index = step
                        if index >= best.count { best.append((support, Line(p1, p2), t, d)) }
                        else if support > best[index].support { best[index] = (support, Line(p1, p2), t, d) }
                    }
                }
                var found = 0
                for j in best.indices where found < parameters.sweptLinesPerSide {
                    let s = best[j].support
                    guard s >= parameters.minimumSideSupport,
                          j == 0 || s >= best[j - 1].support, j == best.count - 1 || s > best[j + 1].support else { continue }
                    found += 1
                    out.append(Self.houghLine(through: best[j].line.start, best[j].line.end))
                    // The coarse steps leave a line up to half a step off the edge at its ends, which can keep a weak
                    // side under `minimumSideSupport`: the best of the finer turns and offsets around it, over every
                    // sample, is offered too.
                    guard parameters.sweepRefineTurns > 0 else { continue }
                    var line = best[j].line, lineSupport = -1.0
                    let turnStep = parameters.sweepTurnStep / Double(2 * parameters.sweepRefineTurns) * .pi / 180
                    let offsetStep = parameters.sweepStep / Double(2 * parameters.sweepRefineTurns)
                    for dt in -parameters.sweepRefineTurns...parameters.sweepRefineTurns {
                        for dd in -parameters.sweepRefineTurns...parameters.sweepRefineTurns {
                            guard let l = swept(best[j].turn + Double(dt) * turnStep, best[j].offset + Double(dd) * offsetStep) else { continue }
                            let support = EdgeEvidence.insideBrighterSupport(from: l.start, to: l.end, in: grid.blurred, parameters: parameters)
                            if support > lineSupport { (line, lineSupport) = (l, support) }
                        }
                    }
                    refined.append(Self.houghLine(through: line.start, line.end))
                }
            }
        }
        trace?("edges: \(out.count) lines swept beyond the seeds' sides that are no edge: " + out.map { String(format: "θ%.0f ρ%.0f", $0.theta * 180 / .pi, $0.rho) }.joined(separator: ", "))
        return (out, refined)
    }

    /// The line through `a` and `b` (apart), as a Hough line without votes.
    static func houghLine(through a: Point, _ b: Point) -> HoughLine {
        var theta = atan2(b.y - a.y, b.x - a.x) + .pi / 2
        while theta < 0 { theta += .pi }
        while theta >= .pi { theta -= .pi }
        return HoughLine(theta: theta, rho: a.x * cos(theta) + a.y * sin(theta), votes: 0)
    }

    /// `lines` with those of `extra` that no line of it already matches (within `turn` radians, 1°, and `offset` grid
    /// pixels, 1.5).
    static func adding(_ extra: [HoughLine], to lines: [HoughLine], turn: Double = .pi / 180, offset: Double = 1.5) -> [HoughLine] {
        var out = lines
        for e in extra where !out.contains(where: { abs($0.theta - e.theta) <= turn && abs($0.rho - e.rho) <= offset }) {
            out.append(e)
        }
        return out
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
