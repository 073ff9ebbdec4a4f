import Foundation
import Imaging

/// Looks outward from a block of print for the nearest straight edges around it: a card's on a sheet, or the
/// sheet's own where the brightness detector saw no outline (paper on a gingham cloth).
///
/// A card on a sheet differs from the sheet only a little (cream on white, or a faint shadow line), and in either
/// direction, so each side is searched for steps of either sign, starting just clear of the print. A side counts
/// as found when most samples agree on one straight line; a cloth's pattern beyond it rarely lines up as well.
struct CardEdgeFinder {
    /// Its thresholds, each with its measured reason (`PageFindingParameters.Card`).
    var parameters = PageFindingParameters.standard.card

    struct Result {
        /// The card's corners, clockwise on screen, top-left first; sides not found keep the fallback's.
        var quad: Quad
        /// How many of the four sides were found.
        var sidesFound: Int
    }

    /// - Parameters:
    ///   - ink: the rectangle around the print, in `gray`'s continuous coordinates.
    ///   - fallback: the print plus a margin, used for sides that show no edge.
    ///   - nearest, farthest: how far outside the ink to search, in pixels.
    ///   - inkPoints: the corners of the marks of print; each ray's search starts past the print beside it, since
    ///     in perspective the rectangle around the print reaches past the paper near some corners.
    ///   - beyond: when given, a side with no edge within `farthest` is searched again out to this distance.
    func find(around ink: Quad, inkPoints: [Point], fallback: Quad, in gray: Image, nearest: Double, farthest: Double,
              beyond: Double? = nil, apartFrom sheet: Quad? = nil, relativeSteps: Bool = false) -> Result {
        let p = PolygonGeometry.clockwise(ink.points)
        let f = PolygonGeometry.clockwise(fallback.points)
        func search(_ i: Int, relative: Bool) -> (Point, Point)? {
            // A side with no edge clear of the print may hug it: searched again right past the print
            // (`huggingHalfWidth`), before any search farther out.
            let searches = [(farthest, false)] + (parameters.huggingHalfWidth > 0 ? [(farthest, true)] : [])
                + (beyond.map { [($0, false)] } ?? [])
            for (limit, hugging) in searches {
                if let line = side(from: p[i], to: p[(i + 1) % 4], across: p[(i + 2) % 4].distance(to: p[(i + 1) % 4]),
                                   print: inkPoints, gray: gray, nearest: nearest, farthest: limit, sheet: sheet,
                                   relativeSteps: relative, hugging: hugging) { return line }
            }
            return nil
        }
        // A side that lies on the sheet's own edge is the sheet, not a card.
        func apartFromSheet(_ line: (Point, Point)?, _ i: Int) -> (Point, Point)? {
            guard let sheet, let l = line else { return line }
            let poly = PolygonGeometry.clockwise(sheet.points)
            let b = sheet.boundingBox
            let apart = parameters.sheetEdgeShare * (b.width * b.width + b.height * b.height).squareRoot()
            let ends = [Line(l.0, l.1).nearestPoint(to: p[i]), Line(l.0, l.1).nearestPoint(to: p[(i + 1) % 4])]
            return ends.allSatisfy({ PolygonGeometry.contains(poly, $0, tolerance: -apart) }) ? l : nil
        }
        var lines: [(Point, Point)?] = (0..<4).map { apartFromSheet(search($0, relative: relativeSteps), $0) }
        // On a seen sheet, once enough of the card's sides show as clear steps, the rest are looked for with steps
        // relative to the light (`sidesBeforeRelativeSteps`).
        if sheet != nil, !relativeSteps, parameters.sidesBeforeRelativeSteps > 0,
           lines.compactMap({ $0 }).count >= parameters.sidesBeforeRelativeSteps {
            for i in 0..<4 where lines[i] == nil { lines[i] = apartFromSheet(search(i, relative: true), i) }
        }
        let found = lines.compactMap { $0 }.count
        // A side without an edge takes the margin of the opposite side when that was found (cards are
        // usually symmetric across), else the fallback's.
        var sides: [(Point, Point)] = []
        for i in 0..<4 {
            if let l = lines[i] { sides.append(l); continue }
            if let o = lines[(i + 2) % 4] {
                let a = p[(i + 2) % 4], b = p[(i + 3) % 4]
                let len = max(1e-9, a.distance(to: b))
                let margin = abs(PolygonGeometry.cross(a, b, Line(o.0, o.1).nearestPoint(to: a))) / len
                let shifted = Line(p[i], p[(i + 1) % 4]).shiftedOutward(by: margin)
                sides.append((shifted.start, shifted.end))
                continue
            }
            sides.append((f[i], f[(i + 1) % 4]))
        }
        var corners: [Point] = []
        for i in 0..<4 {
            let a = sides[(i + 3) % 4], c = sides[i]
            corners.append(Line(a.0, a.1).intersection(with: Line(c.0, c.1)) ?? f[i])
        }
        return Result(quad: PolygonGeometry.orderedQuad(corners) ?? fallback, sidesFound: found)
    }

    /// How far the print reaches past the side from `a` to `b` in each of `lanes` bands along it (the middle 80%),
    /// as the most of a few neighbouring bands, so a lone mark moves few rays; bands without print take their
    /// nearest band's value.
    static func printEdge(of points: [Point], from a: Point, to b: Point, lanes: Int) -> [Int] {
        let len = max(1e-9, a.distance(to: b))
        let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
        var reach = [Double?](repeating: nil, count: lanes)
        for q in points {
            let t = ((q.x - a.x) * ux + (q.y - a.y) * uy) / len
            let lane = Int(((t - 0.1) / 0.8 * Double(lanes)).rounded(.down))
            guard lane >= 0 && lane < lanes else { continue }
            let out = (q.x - a.x) * uy - (q.y - a.y) * ux
            reach[lane] = max(reach[lane] ?? -.infinity, out)
        }
        let known = reach.indices.filter { reach[$0] != nil }
        guard !known.isEmpty else { return [Int](repeating: 0, count: lanes) }
        let filled = reach.indices.map { i in reach[i] ?? known.min { abs($0 - i) < abs($1 - i) }.flatMap { reach[$0] } ?? 0 }
        return (0..<lanes).map { i in Int((filled[max(0, i - 2)...min(lanes - 1, i + 2)].max() ?? 0).rounded(.up)) }
    }

    /// - Parameter sheet: the seen sheet the print lies on, if any (a card's edge must then have clear sheet beyond it).
    /// A straight line across a side's rays: its offset along them at the side's middle, its slope (offset per
    /// pixel along the side) and how many rays have a step on it.
    typealias SideFit = (offset: Double, slope: Double, support: Int)

    private func side(from a: Point, to b: Point, across: Double, print: [Point], gray: Image,
                      nearest: Double, farthest: Double, sheet: Quad?, relativeSteps: Bool, hugging: Bool = false) -> (Point, Point)? {
        let len = a.distance(to: b)
        guard len > 8, farthest > nearest + 2 else { return nil }
        let ux = (b.x - a.x) / len, uy = (b.y - a.y) / len
        let nx = uy, ny = -ux
        let samples = parameters.samples
        // Hugging the print, steps are measured over a narrower window, so the window stays clear of the print.
        let hw = hugging ? parameters.huggingHalfWidth : parameters.stepHalfWidth
        // Rays start a little inside the print's rectangle, on a line parallel to the side.
        let inset = Int((parameters.insetShare * across).rounded())
        let end = Int(farthest.rounded(.down)) + inset
        guard end > inset + Int(nearest) + hw else { return nil }
        // Every sample lists its clear steps (local maxima of the step response, either sign), out to the frame's
        // border. A side is the nearest straight line on which steps of most samples lie: the card's edge before
        // the sheet's, the sheet's before a cloth's pattern beyond it.
        var offsets: [[Int]] = []
        var profiles: [[Double]] = []
        var along: [Double] = []
        var origins: [Point] = []
        var profile = [Double](repeating: 0, count: end + hw + 1)
        var steps = [Double](repeating: 0, count: end + 2)
        var brighter = steps
        let starts = Self.printEdge(of: print, from: a, to: b, lanes: samples)
        for s in 0..<samples {
            let t = 0.1 + 0.8 * (Double(s) + 0.5) / Double(samples)
            let cx = a.x + (b.x - a.x) * t - nx * Double(inset), cy = a.y + (b.y - a.y) * t - ny * Double(inset)
            let exit = max(0, inset + starts[s])
            // Steps are looked for from a little past the print (half a glyph height, so the window holds no ink);
            // hugging it, from right past it, up to where the first search began.
            let clear = exit + Int(nearest.rounded(.up)) + parameters.stepHalfWidth + 1
            let start = hugging ? exit + hw + 1 : clear
            var last = -1
            for k in 0..<profile.count {
                let x = cx + nx * Double(k), y = cy + ny * Double(k)
                guard x >= 0.5 && y >= 0.5 && x <= Double(gray.width) - 0.5 && y <= Double(gray.height) - 0.5 else { break }
                profile[k] = EdgeRefiner.sample(gray, x, y)
                last = k
            }
            let fullReach = min(end, last - hw - 1)
            let reach = hugging ? min(fullReach, clear + parameters.stepHalfWidth) : fullReach
            guard reach > start else { continue }
            steps[start - 1] = 0
            for k in start...reach {
                var inner = 0.0, outer = 0.0
                for j in 1...hw { inner += profile[k - j]; outer += profile[k + j] }
                steps[k] = abs(inner - outer) / Double(hw)
                brighter[k] = max(inner, outer) / Double(hw)
            }
            steps[reach + 1] = 0
            var list: [Int] = []
            for k in start...reach where steps[k] >= steps[k - 1] && steps[k] > steps[k + 1]
                && steps[k] >= (relativeSteps ? max(parameters.noiseStep, min(parameters.minimumStep, parameters.minimumRelativeStep * brighter[k]))
                                 : parameters.minimumStep) {
                list.append(k)
            }
            offsets.append(list)
            profiles.append(Array(profile[0...(fullReach + hw)]))
            along.append((t - 0.5) * len)
            origins.append(Point(x: cx, y: cy))
        }
        let needed = max(6, samples / 2)
        guard offsets.count >= needed else { return nil }
        // A barcode's end is a straight, sharp step that parts regions (bars and paper) and lies clear of the print,
        // since the print detector takes no bars for letters; but beside it, along the side, lie many narrow marks
        // side by side, where beside the paper's edge lie the paper's margin and the table (`minimumBarSwings`).
        // The most swings of the tone (by `minimumStep`, each within `barGapInGlyphs` of the last) in a run along a
        // line parallel to the side, on lines just past its step window on either side (0 to half a glyph height
        // past it: the bars may lie inside the side, at a code's foot, or beyond it, at its top).
        func barSwings(_ line: SideFit) -> Int {
            var most = 0
            let gap = parameters.barGapInGlyphs * 2 * nearest
            for direction in [-1.0, 1.0] {
                for reach in [Double(hw + 1), Double(hw + 1) + 0.5 * nearest, Double(hw + 1) + nearest] {
                    var run = 0, swing = 0.0, rising = true, started = false, lastSwing = -Double.infinity
                    var x = -0.4 * len
                    while x <= 0.4 * len {
                        let k = line.offset + line.slope * x + direction * reach
                        let px = a.x + ux * (x + 0.5 * len) + nx * (k - Double(inset))
                        let py = a.y + uy * (x + 0.5 * len) + ny * (k - Double(inset))
                        defer { x += 1 }
                        guard px >= 0.5 && py >= 0.5 && px <= Double(gray.width) - 0.5 && py <= Double(gray.height) - 0.5 else {
                            run = 0; started = false; continue
                        }
                        let v = EdgeRefiner.sample(gray, px, py)
                        guard started else { swing = v; started = true; continue }
                        if rising ? v > swing : v < swing { swing = v; continue }
                        guard abs(v - swing) >= parameters.minimumStep else { continue }
                        run = x - lastSwing <= gap ? run + 1 : 1
                        most = max(most, run)
                        lastSwing = x; swing = v; rising.toggle()
                    }
                }
            }
            return most
        }
        // A straight line crosses the samples at offsets a + slope·(position along the side): vote for (slope, a)
        // with each step, one vote per sample and line, and keep the nearest line most samples agree on.
        var lines: [SideFit] = []
        var votes = [Int](repeating: 0, count: end + 2 * Int(len) + 8)
        var voter = [Int](repeating: -1, count: votes.count)
        let shift = Int(len) + 4
        let slopeSteps = Int((parameters.maximumSlope / parameters.slopeStep).rounded())
        for slopeIndex in -slopeSteps...slopeSteps {
            let slope = Double(slopeIndex) * parameters.slopeStep
            for i in votes.indices { votes[i] = 0; voter[i] = -1 }
            for (s, list) in offsets.enumerated() {
                for k in list {
                    let centre = Int((Double(k) - slope * along[s]).rounded()) + shift
                    for bin in (centre - 1)...(centre + 1) where bin >= 0 && bin < votes.count && voter[bin] != s {
                        voter[bin] = s
                        votes[bin] += 1
                    }
                }
            }
            // Every run of bins that reached the count is a line, at the peak of its rising part; the nearest runs
            // may be rows of print the detector missed, which the tests below set aside (`linesPerSlope`).
            var bin = 0
            var runs = 0
            while bin < votes.count && runs < (sheet == nil ? 1 : parameters.linesPerSlope) {
                guard votes[bin] >= needed else { bin += 1; continue }
                var peak = bin
                while peak + 1 < votes.count && votes[peak + 1] >= votes[peak] && votes[peak + 1] >= needed { peak += 1 }
                let line: SideFit = (Double(peak - shift), slope, votes[peak])
                // A barcode's end is passed over, not counted: the paper's edge may lie beyond the code.
                if parameters.minimumBarSwings > 0, barSwings(line) >= parameters.minimumBarSwings {
                    bin = peak + 1
                    while bin < votes.count && votes[bin] >= needed { bin += 1 }
                    continue
                }
                if runs == 0 || Double(votes[peak]) >= parameters.acrossShare * Double(offsets.count) {
                    lines.append(line)
                }
                runs += 1
                bin = peak + 1
                while bin < votes.count && votes[bin] >= needed { bin += 1 }
            }
        }
        // The nearest line, unless a line just beyond it (within a glyph's height) is better supported: a
        // cloth's pattern can line up with a side by chance near the paper's edge, but not as well as the edge.
        func crossings(of line: SideFit) -> [(sample: Int, offset: Int)] {
            offsets.indices.compactMap { s in
                let expected = line.offset + line.slope * along[s]
                guard let k = offsets[s].min(by: { abs(Double($0) - expected) < abs(Double($1) - expected) }),
                      abs(Double(k) - expected) <= parameters.crossingTolerance else { return nil }
                return (s, k)
            }
        }
        // Inside a seen sheet, a card's edge has clear sheet beyond it; a row of print (which the print detector
        // missed) has ink just beyond its first step.
        let width = max(4, Int((4 * nearest).rounded()))
        // The profile of sample `s` on the inner side of a step at `k`, and beyond it, `span` long each.
        func sides(_ s: Int, _ k: Int, _ span: Int) -> (inner: ArraySlice<Double>, outer: ArraySlice<Double>) {
            let p = profiles[s]
            return (p[max(0, k - hw - span)..<max(1, k - hw)], p[min(p.count - 1, k + hw + 1)...min(p.count - 1, k + hw + span)])
        }
        func median(_ v: ArraySlice<Double>) -> Double { let sorted = v.sorted(); return sorted[sorted.count / 2] }
        func clearBeyond(_ line: SideFit) -> Bool {
            crossings(of: line).filter { s, k in
                let (inner, outer) = sides(s, k, width)
                return (outer.min() ?? 0) >= parameters.clearBeyondShare * median(inner)
            }.count >= needed
        }
        // Without a sheet, the paper's edge parts two regions of different tone (paper and table); a row of
        // print only passes over paper, so the median tone on both sides of it, over a few letters' height (several
        // rows), is the paper's.
        func partsRegions(_ line: SideFit) -> Bool {
            let parting = crossings(of: line).filter { s, k in
                let (inner, outer) = sides(s, k, 2 * width)
                return abs(median(inner) - median(outer)) >= 0.5 * parameters.minimumStep
            }.count
            return 2 * parting >= line.support
        }
        // An edge of the page cannot cut through its print: rays beside a short line of print start lower, and
        // may find rows of print that the detector missed, on a line that other print lies beyond.
        let printOffsets = print.map { q in
            (along: (q.x - a.x) * ux + (q.y - a.y) * uy - 0.5 * len, offset: (q.x - a.x) * nx + (q.y - a.y) * ny + Double(inset))
        }
        // How far the print reaches in each of the rays' lanes along the side (nil where a lane has no print).
        var laneReach = [Double?](repeating: nil, count: samples)
        for q in printOffsets {
            let lane = Int(((q.along / len + 0.5 - 0.1) / 0.8 * Double(samples)).rounded(.down))
            guard lane >= 0 && lane < samples else { continue }
            laneReach[lane] = max(laneReach[lane] ?? -.infinity, q.offset)
        }
        func clearOfPrint(_ line: SideFit) -> Bool {
            // At the side's middle the page's edge lies outside the print's rectangle, or nearly (perspective).
            guard line.offset >= Double(inset) - 4 * nearest else { return false }
            let beyond = printOffsets.filter { $0.offset > line.offset + line.slope * $0.along + 2 * nearest }.count
            guard Double(beyond) * (1 / parameters.maximumMarksBeyond) <= Double(printOffsets.count) else { return false }
            // Print lies on the paper all along the side, so the paper's edge passes beyond the print in every lane
            // but a stray mark's. (A few marks' share is not enough: a cloth's check line beside a sideways receipt,
            // seed 11 turned 90°, crossed the side and cut into the print over its last five lanes, tied the
            // paper's edge on the votes and made the card's side run askew past the paper.)
            let cut = laneReach.indices.filter { s in
                guard let reach = laneReach[s] else { return false }
                let along = (0.1 + 0.8 * (Double(s) + 0.5) / Double(samples) - 0.5) * len
                return reach > line.offset + line.slope * along + 2 * nearest
            }.count
            return cut <= parameters.maximumCutLanes
        }
        // Without a sheet, a shadow's edge across the paper parts two regions as well as the paper's edge does, but it
        // is soft: the tone ramps over its penumbra, so the step between the pixels next to it is a small share of
        // the step between the tones a little farther out (`minimumSharpness`), where the paper's edge steps within
        // a pixel or two.
        func sharpness(_ line: SideFit) -> Double {
            let ratios = crossings(of: line).compactMap { s, k -> Double? in
                let p = profiles[s], near = parameters.sharpnessReach.lowerBound, far = parameters.sharpnessReach.upperBound
                guard k - far >= 0, k + far < p.count else { return nil }
                var inner = 0.0, outer = 0.0
                for j in near...far { inner += p[k - j]; outer += p[k + j] }
                let levels = abs(inner - outer) / Double(far - near + 1)
                guard levels > 0 else { return nil }
                return abs(p[k + 1] - p[k - 1]) / levels
            }
            return ratios.isEmpty ? 1 : median(ArraySlice(ratios))
        }
        // On a seen sheet, a shadow band's edge has clear sheet beyond it as a card's does, but it is soft and deep: a
        // shadow darkens the sheet by a large share of its tone over a ramp, where a card's edge steps within a pixel
        // or two by the small difference between the card's tone and the sheet's (`sheetShadowStep`).
        func shadowsSheet(_ line: SideFit) -> Bool {
            guard parameters.sheetShadowStep > 0, sharpness(line) < parameters.minimumSharpness else { return false }
            let shares = crossings(of: line).compactMap { s, k -> Double? in
                let p = profiles[s], near = parameters.sharpnessReach.lowerBound, far = parameters.sharpnessReach.upperBound
                guard k - far >= 0, k + far < p.count else { return nil }
                var inner = 0.0, outer = 0.0
                for j in near...far { inner += p[k - j]; outer += p[k + j] }
                return abs(inner - outer) / max(1, inner, outer)
            }
            return !shares.isEmpty && median(ArraySlice(shares)) >= parameters.sheetShadowStep
        }
        let eligible = (sheet == nil ? lines.filter(partsRegions).filter { sharpness($0) >= parameters.minimumSharpness }
                        : lines.filter(clearBeyond).filter { !shadowsSheet($0) }).filter(clearOfPrint)
        // On a sheet, a line most rays cross (`acrossShare`) goes before nearer lines fewer rays cross.
        let first = eligible.map(\.offset).min() ?? 0
        let across = eligible.filter { Double($0.support) >= parameters.acrossShare * Double(offsets.count)
            && $0.offset <= first + parameters.acrossReach * nearest }
        let preferred = sheet == nil || across.isEmpty ? eligible : across
        let nearestLine = preferred.min { $0.offset < $1.offset }
        let window = 2 * nearest
        let best = preferred.filter { $0.offset <= (nearestLine?.offset ?? 0) + window }
            .max { $0.support != $1.support ? $0.support < $1.support : $0.offset > $1.offset }
        guard let chosen = best else { return nil }
        let hits = crossings(of: chosen).map { s, k in Point(x: origins[s].x + nx * Double(k), y: origins[s].y + ny * Double(k)) }
        guard hits.count >= needed, let line = EdgeRefiner.robustLine(hits) else { return nil }
        // Most samples must lie on the line, or the "edge" was scattered texture.
        let d = line.1.distance(to: line.0)
        let inliers = hits.filter { abs(PolygonGeometry.cross(line.0, line.1, $0)) / max(1e-9, d) <= parameters.inlierDistance }.count
        return inliers >= needed ? line : nil
    }
}
