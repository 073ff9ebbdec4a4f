import Foundation
import Imaging

/// Finds how a flattened page's text lines bend, from the lines themselves, and the field that straightens them.
///
/// The page is cut into vertical strips. In each strip the ink of every row is counted (a row profile: text lines
/// are its peaks). Walking outward from the strip with the most ink, each strip's profile is matched against its
/// neighbour's in windows down the page (normalised cross-correlation over small shifts), so each window learns
/// how far its lines sit lower or higher at every strip. A cubic in x fitted per window, held at zero in the
/// page's middle, and interpolated between windows gives the vertical displacement field; `DewarpField.apply`
/// resamples the page with it.
public enum Dewarper {
    /// A strip must be about this many capitals wide so a text line leaves ink in most strips (a receipt's item
    /// line is a word on the left and a price on the right); at most `maximumStrips` strips are cut.
    static let stripWidthInCapitals = 3.0
    static let minimumStrips = 5
    static let maximumStrips = 16
    /// Windows are this many capitals tall (about two lines of a receipt, so each holds a line's edges) and step
    /// down the page by one capital.
    static let windowInCapitals = 4.0
    /// Neighbouring strips differ by at most this share of a capital: steeper would be a fold, not a curve, and a
    /// larger search could lock onto the next line.
    static let maximumStepInCapitals = 0.6
    /// A match counts when the profiles correlate at least this well (normalised, 1 = the same shape); below it the
    /// strip's window is ink of a different line, a rule or noise.
    static let minimumCorrelation = 0.6
    /// A window needs ink in at least this share of its pixels in both strips to be matched.
    static let minimumInkShare = 0.01
    /// A window's line is fitted when at least this many strips matched and they span this share of the page.
    static let minimumMatchedStrips = 4
    static let minimumSpanShare = 0.5
    /// The page's curvature is this percentile of the windows' bows, so a few bad windows do not decide.
    static let curvaturePercentile = 0.8
    /// The text lines must stand this share of a capital away from level somewhere (`DewarpField.departure`)
    /// before the page is resampled. Flat pages measure below it: on generated flat receipts and the sroie-dev scans
    /// the estimate's own noise stays under about 0.1 capital (see `scanlab-bench dewarp`).
    public static let minimumDepartureInCapitals = 0.2
    /// Lines found straight (bow under `minimumBowInCapitals`) whose ends stand at least this far (capitals) from the
    /// common tilt fan out as a curled page's do after flattening by four corners: they are resampled as a fan only
    /// (each line tilted as a whole), because a cubic fitted to straight, fanned lines bent some of them where few
    /// strips held ink. Below it the cubic is kept as before: its small corrections helped the pages that measure
    /// there. Measured: curled receipts (`scanlab-bench dewarp`, curl 0.6) fan by 0.55 capital or more; a generated
    /// invoice under heavy shadow (`AutoStyleAccuracyTests`, bow 0.15 and departure 0.26 capital) read at 2.9% CER
    /// straightened by the cubic and 4.9% when a rule left such pages alone; the flat receipts of the bench that
    /// fired at all stood off by under 0.3 capital.
    public static let minimumFanInCapitals = 0.5
    /// Lines that bow (bend within themselves) by this share of a capital keep the cubic sheet whatever their fan,
    /// when the bow also explains the matches (`minimumBowGainInCapitals`): the estimate's own bow on flat pages
    /// stays under 0.1 capital (flat generated receipts: 0.5–3.6 px at capitals of 30–40 px; see
    /// `scanlab-bench dewarp`), and a bend is what the cubic's higher terms are for.
    public static let minimumBowInCapitals = 0.2
    /// Fanned lines keep the cubic sheet's bow only when it explains the strip matches better than the fan by
    /// this share of a capital: the spread the cubic removes beyond the fan, √(fan residual² − cubic residual²)
    /// (root-mean-square px, each fit over the matches it kept). A curled page's lines stay straight after
    /// flattening (their truth's residual curvature is 0), yet the cubic measured a bow of 0.23 to 0.29 capital on
    /// 3 of the 20 curled receipts of `scanlab-bench dewarp` (seeds 3, 9, 15: gains of 0.024, 0.030 and 0.007
    /// capital), and bent seed 3's lines by up to 21 px where few strips held ink; on crumpled receipts (`--crumple
    /// 0.6`, seeds 5 and 7), whose lines do bend, the bow's gain was 0.055 and 0.058 capital.
    public static let minimumBowGainInCapitals = 0.04
    /// Lines that seem to stand further off than this (capitals) are not lines of this page's print: texture beside
    /// the page (food, a patterned table) or a second document matched as lines. Measured departures: generated
    /// curled receipts up to about 1 capital (curl 0.6, 20 seeds), real phone photos up to 1.2; photos-dev srd-2,
    /// whose found page holds a plate of food, measured 5 and its prices slid a line.
    public static let maximumDepartureInCapitals = 2.5
    /// Without a measured capital height, the profiles are matched as if capitals were this tall (px).
    static let assumedCapHeight = 20.0

    /// The field that flattens `page` (a light-corrected page, paper white), or nil when too little text was found
    /// to follow its lines.
    /// - Parameter straightLines: the page is known to be curled along its length (its sides bow: `PaperSides`),
    ///   so its lines are the cylinder's straight generators and are resampled as a fan whatever their measured bow
    ///   (`scanlab-bench dewarp` seeds 7 and 16, curl 0.6, once their rows were stretched between their sides: the
    ///   cubic kept for a fan under half a capital bent their lines by 3.5 and 4.4 px).
    public static func estimate(_ page: Image, capHeight: Double?, straightLines: Bool = false) -> DewarpField? {
        let gray = page.grayscale()
        let w = gray.width, h = gray.height
        let cap = max(6, capHeight ?? assumedCapHeight)
        guard w >= 64, h >= 64 else { return nil }
        let stripCount = max(minimumStrips, min(maximumStrips, Int(Double(w) / (stripWidthInCapitals * cap))))
        let stripWidth = w / stripCount
        guard stripWidth >= 4 else { return nil }
        // Row profiles of ink per strip, smoothed over a sixth of a capital.
        let threshold = Threshold.otsu(histogram: gray.histogram())
        var profiles = [[Double]](repeating: [Double](repeating: 0, count: h), count: stripCount)
        // Counted with arithmetic, no branch, so the loop vectorises: v − threshold − 1 is negative exactly when
        // v ≤ threshold, and its sign bit is the count (the threshold is a level, −1...255, clamped only for safety).
        let limit = Int32(clamping: Swift.max(-1, Swift.min(threshold, 256))) &+ 1
        gray.pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            for y in 0..<h {
                let row = base + y * w
                for k in 0..<stripCount {
                    var n: UInt32 = 0
                    let strip = row + k * stripWidth
                    for x in 0..<stripWidth { n &+= UInt32(bitPattern: Int32(strip[x]) &- limit) >> 31 }
                    profiles[k][y] = Double(n)
                }
            }
        }
        let radius = max(1, Int(cap / 6))
        profiles = profiles.map { smooth($0, radius: radius) }
        let centres = (0..<stripCount).map { (Double($0) + 0.5) * Double(stripWidth) }
        let window = max(8, Int(windowInCapitals * cap)), step = max(2, Int(cap))
        let maxShift = max(2, Int((maximumStepInCapitals * cap).rounded()))
        let minimumInk = minimumInkShare * Double(stripWidth * window)
        // Each match says how much lower the lines stand at strip b than at strip a, around row y.
        var matches: [Sheet.Match] = []
        var measuredRows: [Double] = []
        var y0 = 0
        while y0 + window <= h {
            let mid = Double(y0) + Double(window) / 2
            let ink = profiles.map { p in p[y0..<(y0 + window)].reduce(0, +) }
            // The reference: the strip with the most ink in this window.
            if let ref = ink.indices.max(by: { ink[$0] < ink[$1] }), ink[ref] >= minimumInk {
                var found: [Sheet.Match] = []
                for direction in [1, -1] {
                    // Across a gap (strips without ink between a receipt's item and its price), the lines are
                    // expected where the slope so far carries them, and searched only a little around that, so
                    // a match cannot slip onto the next line.
                    var last = ref, base = 0.0, slope = 0.0
                    var k = ref + direction
                    while k >= 0 && k < stripCount {
                        if ink[k] >= minimumInk {
                            let expected = slope * (centres[k] - centres[last])
                            if let s = match(profiles[last], profiles[k], from: y0 + Int(base.rounded()), length: window,
                                             around: Int(expected.rounded()), reach: maxShift) {
                                found.append(Sheet.Match(xa: centres[last], xb: centres[k], y: mid + base, shift: s, window: y0))
                                slope = s / (centres[k] - centres[last])
                                base += s
                                last = k
                            }
                        }
                        k += direction
                    }
                }
                // A window's matches must reach across enough of the page to say anything about its lines' shape.
                let xs = found.flatMap { [$0.xa, $0.xb] }
                if found.count + 1 >= minimumMatchedStrips, (xs.max() ?? 0) - (xs.min() ?? 0) >= minimumSpanShare * Double(w) {
                    matches += found
                    measuredRows.append(mid)
                }
            }
            y0 += step
        }
        guard matches.count >= Sheet.minimumMatches,
              let sheet = Sheet.fit(matches, width: Double(w), height: Double(h), tolerance: Sheet.outlierInCapitals * cap) else { return nil }
        // The bow of every window's line across the span the matches covered.
        let xs = matches.flatMap { [$0.xa, $0.xb] }
        let lo = xs.min() ?? 0, hi = xs.max() ?? Double(w)
        guard !measuredRows.isEmpty else { return nil }
        func percentile(_ v: [Double]) -> Double {
            let s = v.sorted()
            return s[min(s.count - 1, Int(curvaturePercentile * Double(s.count)))]
        }
        let curvature = percentile(measuredRows.map { y in bow({ sheet.offset(x: $0, y: y) }, from: lo, to: hi) })
        // How far each line's ends stand from the page's common tilt (the sheet is 0 mid-page): a bow, or a tilt
        // that changes down the page as a curled page's lines fan out after flattening. A page turned as a whole
        // (a slightly wrong page quad) is not bent and does not count.
        let middle = Double(w) / 2
        func departure(of s: Sheet) -> Double {
            let slopes = measuredRows.map { y in (s.offset(x: hi, y: y) - s.offset(x: lo, y: y)) / max(1, hi - lo) }.sorted()
            let common = slopes[slopes.count / 2]
            return percentile(measuredRows.map { y in
                stride(from: lo, through: hi, by: max(1, (hi - lo) / 32)).map { abs(s.offset(x: $0, y: y) - common * ($0 - middle)) }.max() ?? 0
            })
        }
        // Straight lines that fan out widely are refitted as a fan only (D linear across the page), so resampling
        // tilts each line as a whole and cannot bend it (see `minimumFanInCapitals`).
        var shape = sheet
        var lineDeparture = departure(of: sheet)
        // A bow the cubic finds is believed only when it explains the matches clearly better than the fan does
        // (see `minimumBowGainInCapitals`).
        if lineDeparture >= minimumFanInCapitals * cap || straightLines,
           let fan = Sheet.fit(matches, width: Double(w), height: Double(h), tolerance: Sheet.outlierInCapitals * cap, degreeInX: 1),
           straightLines || curvature < minimumBowInCapitals * cap || bowGain(cubic: sheet, fan: fan) < minimumBowGainInCapitals * cap {
            // The choice is made against the fan through every window, as the cubic is; the fan resampled is fitted
            // again without the windows mismatched as a whole (`Sheet.windowOutlierInCapitals`).
            shape = Sheet.fit(matches, width: Double(w), height: Double(h), tolerance: Sheet.outlierInCapitals * cap, degreeInX: 1,
                              windowTolerance: Sheet.windowOutlierInCapitals * cap) ?? fan
            lineDeparture = departure(of: fan)
        }
        // The grid: the strips' centres plus the page's edges, a row every capital.
        let columns = [0.0] + centres + [Double(w)]
        let rows = Array(stride(from: 0.0, through: Double(h), by: Double(step))) + (h % step == 0 ? [] : [Double(h)])
        var offsets = [Double](repeating: 0, count: rows.count * columns.count)
        for (j, y) in rows.enumerated() {
            for (i, x) in columns.enumerated() { offsets[j * columns.count + i] = shape.offset(x: x, y: y) }
        }
        var field = DewarpField(width: w, height: h, columns: columns, rows: rows, offsets: offsets, curvature: curvature, departure: lineDeparture)
        field.isFan = shape.degreeInX == 1
        return field
    }

    /// Whether `field` bends enough, against the print's size, to be worth resampling the page, and not so much
    /// that what was followed cannot have been the page's lines.
    public static func shouldFlatten(_ field: DewarpField, capHeight: Double?) -> Bool {
        let cap = max(6, capHeight ?? assumedCapHeight)
        return field.departure >= minimumDepartureInCapitals * cap && field.departure <= maximumDepartureInCapitals * cap
    }

    /// How far a baseline departs from straight: the largest distance (px) of its points from their least-squares
    /// line (y on x, since lines run across the output). 0 for fewer than three points.
    public static func residualCurvature(of baseline: [Point]) -> Double {
        guard baseline.count >= 3 else { return 0 }
        guard let c = Polynomial.fit(baseline.map { ($0.x, $0.y) }, degree: 1) else { return 0 }
        return baseline.map { abs($0.y - Polynomial.value(c, $0.x)) }.max() ?? 0
    }

    /// How far a baseline's right end stands below its left (px, negative when above): its least-squares line's
    /// slope times its width.
    public static func rise(of baseline: [Point]) -> Double {
        guard baseline.count >= 2, let c = Polynomial.fit(baseline.map { ($0.x, $0.y) }, degree: 1) else { return 0 }
        let xs = baseline.map(\.x)
        return c[1] * ((xs.max() ?? 0) - (xs.min() ?? 0))
    }

    /// The shift s (px, sub-pixel) that best lines `b` up with `a` in a window: a's row y shows what b shows at y + s.
    static func match(_ a: [Double], _ b: [Double], from start: Int, length: Int, around centre: Int = 0, reach: Int) -> Double? {
        let n = a.count
        let s0 = max(0, start), s1 = min(n, start + length)
        guard s1 - s0 >= 8 else { return nil }
        var meanA = 0.0
        for y in s0..<s1 { meanA += a[y] }
        meanA /= Double(s1 - s0)
        var varA = 0.0
        for y in s0..<s1 { varA += (a[y] - meanA) * (a[y] - meanA) }
        guard varA > 0 else { return nil }
        var scores = [Double](repeating: -2, count: 2 * reach + 1)
        for offset in -reach...reach {
            let s = centre + offset
            guard s0 + s >= 0, s1 + s <= n else { continue }
            var meanB = 0.0
            for y in s0..<s1 { meanB += b[y + s] }
            meanB /= Double(s1 - s0)
            var cross = 0.0, varB = 0.0
            for y in s0..<s1 {
                let db = b[y + s] - meanB
                cross += (a[y] - meanA) * db
                varB += db * db
            }
            guard varB > 0 else { continue }
            scores[offset + reach] = cross / (varA * varB).squareRoot()
        }
        guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }), scores[best] >= minimumCorrelation else { return nil }
        // A best shift at the edge of the search is a line running away, not a match.
        guard best > 0, best < scores.count - 1 else { return nil }
        // Sub-pixel: the vertex of the parabola through the best score and its neighbours.
        let l = scores[best - 1], c = scores[best], r = scores[best + 1]
        let denominator = l - 2 * c + r
        let delta = denominator < 0 ? max(-0.5, min(0.5, 0.5 * (l - r) / denominator)) : 0
        return Double(centre + best - reach) + delta
    }

    /// How much of the matches' spread (px, root-mean-square) the cubic sheet explains beyond the fan: 0 when the
    /// fan fits as well.
    static func bowGain(cubic: Sheet, fan: Sheet) -> Double {
        let c = cubic.residual(cubic.kept), f = fan.residual(fan.kept)
        return (max(0, f * f - c * c)).squareRoot()
    }

    /// The largest distance between a curve and the straight line through its values at `a` and `b`.
    static func bow(_ f: (Double) -> Double, from a: Double, to b: Double) -> Double {
        guard b > a else { return 0 }
        let va = f(a), vb = f(b)
        var most = 0.0
        for i in 0...32 {
            let x = a + (b - a) * Double(i) / 32
            let chord = va + (vb - va) * (x - a) / (b - a)
            most = max(most, abs(f(x) - chord))
        }
        return most
    }

    /// A moving average of `radius` on each side.
    static func smooth(_ v: [Double], radius: Int) -> [Double] {
        guard radius > 0, !v.isEmpty else { return v }
        var prefix = [Double](repeating: 0, count: v.count + 1)
        for i in v.indices { prefix[i + 1] = prefix[i] + v[i] }
        return v.indices.map { i in
            let a = max(0, i - radius), b = min(v.count, i + radius + 1)
            return (prefix[b] - prefix[a]) / Double(b - a)
        }
    }
}

/// The smooth vertical displacement of a page's lines, D(x, y), as a sum of x^i·y^j terms (x cubic, y cubic) that
/// is zero down the page's middle column, fitted to the strip matches: each says D(xb, y) − D(xa, y) = shift.
/// Matches far from the fit (a line matched to its neighbour) are dropped and the fit repeated.
struct Sheet {
    struct Match {
        var xa: Double, xb: Double, y: Double, shift: Double
        /// The window (row band) the match was found in: a window's matches chain along one line.
        var window: Int = 0
    }

    /// Degrees of the sheet: a cubic across the page (a curl's bow plus its tilt), a cubic down it. A quintic down
    /// it measured worse on the 20 curled receipts of `scanlab-bench dewarp` (CER 0.169 against 0.145). Lines found
    /// straight are refitted with degree 1 across (a fan: each line tilted, none bent).
    static let degreeInX = 3
    static let degreeInY = 3
    /// Fewer matches than this cannot pin the sheet's terms with any redundancy.
    static let minimumMatches = 24
    /// A match further than this (capitals) from the fit is a mismatch; the fit drops it and is made again.
    static let outlierInCapitals = 0.25
    static let refits = 3
    /// A fan's window whose line, followed across its matches, rises further than this (capitals) from what the fit
    /// says between its ends is a line mismatched as a whole: each match of it may stand within `outlierInCapitals`
    /// of the fit (a strip's step is short), yet their sum is the line's rise across the window's span, and a capital
    /// off is over half the way to the next line (lines stand 1.5 to 2 capitals apart). Such windows are dropped,
    /// the worst first and one at a time (a fit pulled by mismatched windows makes good ones seem off too: dropped
    /// all at once, seed 3 below lost 39 of its 140 matches and its lines bent by 3.7 px), and the fan is fitted
    /// again. `scanlab-bench dewarp`, curl 0.6, seed 8: windows over its last item lines and its foot rose 36 to
    /// 61 px (capitals 38 px) off a fan that, pulled by their matches, levelled off at a tilt of −0.06 over the foot
    /// where the rows above ran on towards −0.09; the subtotal's, tax's and total's amounts stood 1.3 capitals above
    /// their labels and were read on the line above (dewarped CER 0.037 → 0.022; seed 3 0.025 → 0.013). At half a
    /// capital the rule also dropped two windows of the regression corpus's `receipt-curled` (23 and 24 px, capitals
    /// 36 px), which moved its fan by under a pixel yet flipped Tesseract's reading of its total (`ink`: "188 .47").
    static let windowOutlierInCapitals = 1.0
    /// Windows are dropped, one per refit, up to this many refits beyond `refits` (seeds 3 and 8 settle within it).
    static let windowRefits = 12

    let coefficients: [Double]
    let degreeInX: Int
    let width: Double, height: Double
    /// Where the matches were: the sheet is held at its value on the edge beyond them rather than extrapolated.
    let xRange: ClosedRange<Double>
    let yRange: ClosedRange<Double>
    /// The matches the fit kept (the others were further than the tolerance from it).
    let kept: [Match]

    static func terms(_ x: Double, _ y: Double, width: Double, height: Double, degreeInX: Int) -> [Double] {
        let u = (2 * x - width) / width, v = (2 * y - height) / height
        var t: [Double] = []
        for i in 1...max(1, degreeInX) {
            for j in 0...degreeInY { t.append(pow(u, Double(i)) * pow(v, Double(j))) }
        }
        return t
    }

    /// - Parameter windowTolerance: when given, a window whose matches' misfits add up to more than this (px) is
    ///   dropped as a whole (`windowOutlierInCapitals`).
    static func fit(_ matches: [Match], width: Double, height: Double, tolerance: Double, degreeInX: Int = Sheet.degreeInX,
                    windowTolerance: Double? = nil) -> Sheet? {
        guard width > 0, height > 0 else { return nil }
        var kept = matches
        var solution: [Double]?
        for _ in 0...(refits + (windowTolerance == nil ? 0 : windowRefits)) {
            guard kept.count >= minimumMatches else { return nil }
            let rows = kept.map { m in
                zip(terms(m.xb, m.y, width: width, height: height, degreeInX: degreeInX),
                    terms(m.xa, m.y, width: width, height: height, degreeInX: degreeInX)).map { $0 - $1 }
            }
            guard let c = LeastSquares.solve(rows: rows, values: kept.map(\.shift)) else { return nil }
            solution = c
            let misfit = kept.indices.map { zip(rows[$0], c).map { $0 * $1 }.reduce(0, +) - kept[$0].shift }
            var dropped = Set<Int>()
            if let windowTolerance {
                // Each window's rise error: its matches' misfits, signed by the direction they step across.
                var rise: [Int: Double] = [:]
                for (i, m) in kept.enumerated() { rise[m.window, default: 0] += m.xb >= m.xa ? misfit[i] : -misfit[i] }
                // The worst one only, each time: a fit pulled by mismatched windows makes good ones seem off too.
                // (In row order, so a tie goes the same way every run.)
                if let worst = rise.sorted(by: { $0.key < $1.key }).max(by: { abs($0.value) < abs($1.value) }), abs(worst.value) > windowTolerance { dropped = [worst.key] }
            }
            let next = kept.indices.filter { abs(misfit[$0]) <= tolerance && !dropped.contains(kept[$0].window) }.map { kept[$0] }
            if next.count == kept.count { break }
            kept = next
        }
        guard let c = solution else { return nil }
        let xs = kept.flatMap { [$0.xa, $0.xb] }, ys = kept.map(\.y)
        return Sheet(coefficients: c, degreeInX: degreeInX, width: width, height: height,
                     xRange: (xs.min() ?? 0)...(xs.max() ?? width), yRange: (ys.min() ?? 0)...(ys.max() ?? height), kept: kept)
    }

    /// The root-mean-square distance (px) of `matches` from what the sheet predicts for them.
    func residual(_ matches: [Match]) -> Double {
        guard !matches.isEmpty else { return 0 }
        var sum = 0.0
        for m in matches {
            let b = Self.value(coefficients, m.xb, m.y, width: width, height: height, degreeInX: degreeInX)
            let a = Self.value(coefficients, m.xa, m.y, width: width, height: height, degreeInX: degreeInX)
            sum += (b - a - m.shift) * (b - a - m.shift)
        }
        return (sum / Double(matches.count)).squareRoot()
    }

    /// The sheet's terms at (x, y), unclamped, times the coefficients.
    static func value(_ c: [Double], _ x: Double, _ y: Double, width: Double, height: Double, degreeInX: Int) -> Double {
        zip(terms(x, y, width: width, height: height, degreeInX: degreeInX), c).map { $0 * $1 }.reduce(0, +)
    }

    /// Beyond the matched rows a fan's tilt goes on changing at the rate it had over this share of the page's
    /// height inside them. A curled page's lines fan more the nearer they lie to its raised ends, and those ends'
    /// lines are the ones too short or too near the edge to match: held at the last matched row's tilt, the bottom
    /// lines of `scanlab-bench dewarp` seeds 3 and 8 kept a price half a line below its label.
    static let extrapolationBaseShare = 0.05

    /// D(x, y). A cubic sheet is held at its value on the edge of the matched ranges; a fan (straight lines, D
    /// linear in x) is carried on linearly: across the page in x, and beyond the matched rows in y.
    func offset(x: Double, y: Double) -> Double {
        if degreeInX == 1 {
            // D = tilt(y) · u, u running from -1 to 1 across the page.
            let u = (2 * x - width) / width
            func tilt(_ y: Double) -> Double { Self.value(coefficients, width, y, width: width, height: height, degreeInX: 1) }
            let base = max(1, Self.extrapolationBaseShare * height)
            if y > yRange.upperBound {
                let edge = yRange.upperBound, inner = max(yRange.lowerBound, edge - base)
                let rate = edge > inner ? (tilt(edge) - tilt(inner)) / (edge - inner) : 0
                return (tilt(edge) + rate * (y - edge)) * u
            }
            if y < yRange.lowerBound {
                let edge = yRange.lowerBound, inner = min(yRange.upperBound, edge + base)
                let rate = inner > edge ? (tilt(inner) - tilt(edge)) / (inner - edge) : 0
                return (tilt(edge) - rate * (edge - y)) * u
            }
            return tilt(y) * u
        }
        let cx = min(xRange.upperBound, max(xRange.lowerBound, x)), cy = min(yRange.upperBound, max(yRange.lowerBound, y))
        let here = Self.terms(cx, cy, width: width, height: height, degreeInX: degreeInX)
        let middle = Self.terms(width / 2, cy, width: width, height: height, degreeInX: degreeInX)
        return zip(zip(here, middle), coefficients).map { ($0.0 - $0.1) * $1 }.reduce(0, +)
    }
}

/// Linear least squares by the normal equations, with a little ridge so a term the data does not pin stays near 0.
enum LeastSquares {
    static let ridge = 1e-6

    static func solve(rows: [[Double]], values: [Double]) -> [Double]? {
        guard let m = rows.first?.count, m > 0, rows.count == values.count else { return nil }
        var a = [Double](repeating: 0, count: m * (m + 1))
        for (row, value) in zip(rows, values) {
            for r in 0..<m {
                for c in 0..<m { a[r * (m + 1) + c] += row[r] * row[c] }
                a[r * (m + 1) + m] += row[r] * value
            }
        }
        let scale = max(1e-12, (0..<m).map { a[$0 * (m + 1) + $0] }.max() ?? 1)
        for r in 0..<m { a[r * (m + 1) + r] += ridge * scale }
        return gaussianElimination(&a, size: m)
    }

    /// Solves the augmented m × (m + 1) system in place; nil when singular.
    static func gaussianElimination(_ a: inout [Double], size m: Int) -> [Double]? {
        for col in 0..<m {
            guard let pivot = (col..<m).max(by: { abs(a[$0 * (m + 1) + col]) < abs(a[$1 * (m + 1) + col]) }),
                  abs(a[pivot * (m + 1) + col]) > 1e-12 else { return nil }
            if pivot != col {
                for c in 0...m { a.swapAt(pivot * (m + 1) + c, col * (m + 1) + c) }
            }
            for r in 0..<m where r != col {
                let f = a[r * (m + 1) + col] / a[col * (m + 1) + col]
                guard f != 0 else { continue }
                for c in col...m { a[r * (m + 1) + c] -= f * a[col * (m + 1) + c] }
            }
        }
        return (0..<m).map { a[$0 * (m + 1) + m] / a[$0 * (m + 1) + $0] }
    }
}

/// Least-squares polynomials in one variable, for the dewarping lines.
enum Polynomial {
    /// Coefficients (constant first) of the least-squares polynomial of `degree` through `points`; x is centred and
    /// scaled inside, so the returned coefficients are in the points' own x. Nil when the system is singular.
    static func fit(_ points: [(Double, Double)], degree: Int) -> [Double]? {
        let d = max(0, degree)
        guard points.count > d else { return nil }
        // Normal equations on x scaled to about -1...1 for conditioning, then expanded back.
        let xs = points.map(\.0)
        let centre = ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2
        let half = max(1e-9, ((xs.max() ?? 0) - (xs.min() ?? 0)) / 2)
        let m = d + 1
        var a = [Double](repeating: 0, count: m * (m + 1))
        for (x, y) in points {
            let t = (x - centre) / half
            var powers = [Double](repeating: 1, count: m)
            for k in 1..<max(1, m) { powers[k] = powers[k - 1] * t }
            for r in 0..<m {
                for c in 0..<m { a[r * (m + 1) + c] += powers[r] * powers[c] }
                a[r * (m + 1) + m] += powers[r] * y
            }
        }
        guard let scaled = LeastSquares.gaussianElimination(&a, size: m) else { return nil }
        // Expand p(t) with t = (x - centre) / half into powers of x.
        var result = [Double](repeating: 0, count: m)
        for (k, coefficient) in scaled.enumerated() {
            // (x - centre)^k / half^k = sum_j C(k, j) x^j (-centre)^(k-j) / half^k
            var binomial = 1.0
            for j in 0...k {
                if j > 0 { binomial = binomial * Double(k - j + 1) / Double(j) }
                result[j] += coefficient * binomial * pow(-centre, Double(k - j)) / pow(half, Double(k))
            }
        }
        return result
    }

    /// The polynomial's value at x (Horner).
    static func value(_ c: [Double], _ x: Double) -> Double {
        c.reversed().reduce(0) { $0 * x + $1 }
    }
}
