import Foundation
import Imaging

/// The print's left and right margins of a curled page, made straight again after its lines are.
///
/// A page curled along its length and flattened by its four corners is narrower mid-page than at its raised ends.
/// When its sides show against the table, `PaperSides.Stretch` stretches every row between them; on a table as light
/// as the paper they do not show, and where they do a parabola follows them only roughly: once its lines are
/// straightened the print's margins still bow, the lines' starts run on a curve and letters lean where the margin
/// moves (`scanlab-bench dewarp`, curl 0.6, seed 20, stretched between its sides: the left margin bowed inward by
/// 40 px mid-page, about a capital, and Tesseract read "@" as "@a@"). Here the outer envelope of the lines' starts
/// and of their ends is followed down the page, a smooth curve is fitted to each (`Margin`), and every row is
/// stretched so both margins run straight at their outermost columns.
enum PrintMargins {
    /// Rows are grouped into bands this many capitals tall, stepping by the same (about a line of a receipt, so
    /// each band's first and last ink are one line's).
    static let bandInCapitals = 1.0
    /// A column holds ink in a band when at least this share of a capital of its rows is ink; a line's first ink is
    /// the first such column followed, within a capital, by ink in at least `minimumDensity` of the columns (a
    /// fleck of the table or dust beside the print is not a line's start).
    static let columnInkInCapitals = 0.1
    static let minimumDensity = 0.3
    /// A margin point further inward than this (capitals) from the fit is an indented or centred line, not the
    /// margin: the fit is made again without it, up to `refits` times.
    static let indentInCapitals = 0.5
    /// A band's line tells where the margins lie only when it spans at least this share of the print's width (the
    /// 90th percentile of the bands' spans): a receipt's item lines run from margin to margin; seed 6's centred
    /// footer (a code, "SCAN FOR E-RECEIPT") pulled its right margin's fit about 5 capitals inward and stretched its foot.
    static let minimumLineSpanShare = 0.8
    /// A margin point further outward than this (capitals) from the fit is a stray mark beside the print.
    static let strayInCapitals = 1.5
    static let refits = 8
    /// A margin is fitted as a smooth curve through values at knots this many capitals apart down the page (linear
    /// between them, their second differences held small): a curled margin is no parabola, it runs straight where
    /// the paper lay flat and bows where it rose (seed 20's left margin: level at 73 px for its first 12 capitals,
    /// 110 px over the next 10, back to 75 px), and a parabola through it bowed by half of that.
    static let knotSpacingInCapitals = 6.0
    /// The weight of the knots' second differences against the margin's points in the fit.
    static let smoothness = 1.0
    /// A margin is followed when at least this many bands give it a point, spanning this share of the page's height.
    static let minimumPoints = 8
    static let minimumSpanShare = 0.5
    /// The rows are stretched only when a margin bows inward, mid-page against its ends, by at least this many
    /// capitals: a flat page's print keeps straight margins, so the fit's own wobble stays well under it, while the
    /// curled receipts of `scanlab-bench dewarp` whose sides did not show bowed by a capital or so.
    static let minimumBowInCapitals = 0.3
    /// The rows are also stretched when neither margin bows but both move outward towards the same end of the page
    /// by at least this many capitals each: a print foreshortened more at one end, a trapezoid with straight sides
    /// whose letters lean. Measured (`scanlab-bench dewarp`): seed 2 curled (0.6) drifts by 10.4 and 2.5 capitals
    /// (CER 0.043; 0.017 stretched), seed 5 photographed flat by 5.7 and 2.4 (0.105; 0.005), both straightened by the
    /// cubic. On photos-dev three real photos straightened by the cubic drift by 0.05 and 4.7 capitals (srd-5), 0.05
    /// and 5.4 (bhimrazy-1), 0.5 and 1.4 (srd-14): one margin moving alone is a ragged or centred block, not a
    /// trapezoid, and stretching to it cost Tesseract srd-5's total.
    static let minimumDriftInCapitals = 1.0
    /// A row is stretched by at most this factor: more is a margin followed wrongly (a column of prices that ends
    /// mid-page). Seed 8 of the bench, whose right side did not show and was not stretched, needed ×1.21 (its
    /// prices' right margin bowed inward by 200 px, 5 capitals).
    static let maximumStretch = 1.3
    /// A print that is a trapezoid (both margins drifting, `minimumDriftInCapitals`) may be stretched this far:
    /// seed 2 curled (0.6), straightened by the cubic, needs ×1.41 (its left margin runs from 10 capitals in at the
    /// top to 1 at the foot). A bowed margin alone keeps `maximumStretch`: at `--curl 0.9` seed 2's margins bow (one
    /// drifts under a capital) and stretched ×1.31 it read 0.092 CER against 0.072 left.
    static let maximumTrapezoidStretch = 1.5
    static let assumedCapHeight = 20.0

    /// The stretch that straightens the print's margins of `page` (light-corrected, paper white, lines level), or
    /// nil when the margins cannot be followed or do not bow.
    /// - Parameter trapezoidOnly: only a print that narrows towards one end (`minimumDriftInCapitals`) counts,
    ///   not a bowed margin: for a page whose lines were straightened by the cubic, not known to be curled.
    static func estimate(_ page: Image, capHeight: Double?, trapezoidOnly: Bool = false) -> PaperSides.Stretch? {
        let gray = page.grayscale()
        let w = gray.width, h = gray.height
        guard w >= 64, h >= 64 else { return nil }
        let cap = max(6, capHeight ?? assumedCapHeight)
        let threshold = Threshold.otsu(histogram: gray.histogram())
        let band = max(4, Int(bandInCapitals * cap))
        let columnInk = max(1, Int(columnInkInCapitals * cap))
        let reach = max(2, Int(cap))
        var left: [(Double, Double)] = [], right: [(Double, Double)] = []
        gray.pixels.withUnsafeBufferPointer { p in
            var counts = [Int](repeating: 0, count: w)
            var y0 = 0
            while y0 + band <= h {
                for x in 0..<w { counts[x] = 0 }
                for y in y0..<(y0 + band) {
                    let row = y * w
                    for x in 0..<w where Int(p[row + x]) <= threshold { counts[x] += 1 }
                }
                let inked = counts.map { $0 >= columnInk }
                // The first inked column, from one side, with enough ink in the capital after it.
                func first(_ columns: [Int]) -> Int? {
                    for (i, x) in columns.enumerated() where inked[x] {
                        let next = columns[i..<min(columns.count, i + reach)]
                        if Double(next.filter { inked[$0] }.count) >= minimumDensity * Double(reach) { return x }
                    }
                    return nil
                }
                let mid = Double(y0) + Double(band) / 2
                if let l = first(Array(0..<w)), let r = first(Array((0..<w).reversed())), r > l {
                    left.append((mid, Double(l)))
                    right.append((mid, Double(w - 1 - r)))
                }
                y0 += band
            }
        }
        // Only lines that run across the print (a receipt's item, its label at one margin and its price at the
        // other) tell where both margins lie; a centred header or footer line, a code, stands in from both.
        let spans = zip(left, right).map { Double(w) - $0.1 - $1.1 }
        let sortedSpans = spans.sorted()
        guard !sortedSpans.isEmpty else { return nil }
        let widest = sortedSpans[min(sortedSpans.count - 1, Int(0.9 * Double(sortedSpans.count)))]
        let across = spans.indices.filter { spans[$0] >= minimumLineSpanShare * widest }
        left = across.map { left[$0] }
        right = across.map { right[$0] }
        // Each margin as columns in from its side: its outer envelope, fitted without the indented lines.
        func margin(_ points: [(Double, Double)]) -> Margin? {
            var kept = points
            var fit: Margin?
            // Indented lines go first; only once the fit runs along the margin are points far outside it dropped
            // as strays (a fleck of table, a rim left at the side), since before that the margin itself lies outside.
            var outward = false
            for _ in 0...refits {
                guard kept.count >= minimumPoints, let m = Margin.fit(kept, knotSpacing: knotSpacingInCapitals * cap) else { return nil }
                fit = m
                let next = kept.filter { p in
                    let d = p.1 - m.value(at: p.0)
                    return d <= indentInCapitals * cap && (!outward || d >= -strayInCapitals * cap)
                }
                if next.count == kept.count {
                    if outward { break }
                    outward = true
                }
                kept = next
            }
            guard let m = fit, kept.count >= minimumPoints, m.last - m.first >= minimumSpanShare * Double(h) else { return nil }
            return m
        }
        guard let l = margin(left), let r = margin(right) else { return nil }
        // Per row: the margins' columns, held at the fit's ends beyond the bands that gave points.
        let starts = (0..<h).map { l.value(at: Double($0) + 0.5) }
        let ends = (0..<h).map { Double(w) - r.value(at: Double($0) + 0.5) }
        // A print foreshortened more at one end than the other is a trapezoid: both margins move outward towards
        // the same end (columns in from their sides fall, or both rise, down the page). Margins that move the same
        // way across the page lean together, a shear that stretching rows cannot undo.
        let trapezoid = l.drift * r.drift > 0 && min(abs(l.drift), abs(r.drift)) >= minimumDriftInCapitals * cap
        let bowed = !trapezoidOnly && max(l.bow, r.bow) >= minimumBowInCapitals * cap
        guard bowed || trapezoid else { return nil }
        guard let outerStart = starts.min(), let outerEnd = ends.max(), outerEnd - outerStart >= Double(w) / 2 else { return nil }
        var sourceLeft = [Double](repeating: 0, count: h), sourceRight = [Double](repeating: Double(w), count: h)
        for y in 0..<h {
            let span = ends[y] - starts[y]
            guard span > 0 else { return nil }
            // Row y's print spans starts...ends; it is stretched by k to span outerStart...outerEnd, and the
            // page's columns beyond the print by the same.
            let k = (outerEnd - outerStart) / span
            guard k <= (trapezoid ? maximumTrapezoidStretch : maximumStretch) else { return nil }
            sourceLeft[y] = starts[y] - outerStart / k
            sourceRight[y] = ends[y] + (Double(w) - outerEnd) / k
        }
        return PaperSides.Stretch(width: w, left: sourceLeft, right: sourceRight)
    }

    /// A margin's column (px in from its side) down the page: linear between knots, held at its ends beyond them.
    struct Margin {
        let first: Double, last: Double
        let knots: [Double]

        var step: Double { knots.count > 1 ? (last - first) / Double(knots.count - 1) : 1 }

        func value(at y: Double) -> Double {
            guard knots.count > 1 else { return knots.first ?? 0 }
            let t = (min(last, max(first, y)) - first) / step
            let i = min(knots.count - 2, max(0, Int(t)))
            let f = t - Double(i)
            return knots[i] * (1 - f) + knots[i + 1] * f
        }

        /// How far the margin moves (px, inward positive) from its first row to its last.
        var drift: Double { value(at: last) - value(at: first) }

        /// How far the margin bows inward (px) from the straight line between its ends.
        var bow: Double {
            let a = value(at: first), b = value(at: last)
            return stride(from: first, through: last, by: max(1, (last - first) / 64)).map { y in
                value(at: y) - (a + (b - a) * (y - first) / max(1, last - first))
            }.max() ?? 0
        }

        /// The least-squares margin through `points` (row, column), knots about `knotSpacing` apart, with their
        /// second differences weighted by `smoothness` so stretches without points are bridged straight.
        static func fit(_ points: [(Double, Double)], knotSpacing: Double) -> Margin? {
            let ys = points.map(\.0)
            guard let first = ys.min(), let last = ys.max(), last > first else { return nil }
            let count = max(2, Int(((last - first) / max(1, knotSpacing)).rounded()) + 1)
            let probe = Margin(first: first, last: last, knots: [Double](repeating: 0, count: count))
            var rows: [[Double]] = [], values: [Double] = []
            for (y, x) in points {
                var row = [Double](repeating: 0, count: count)
                let t = (y - first) / probe.step
                let i = min(count - 2, max(0, Int(t)))
                let f = t - Double(i)
                row[i] = 1 - f
                row[i + 1] = f
                rows.append(row)
                values.append(x)
            }
            if count >= 3 {
                for i in 1..<(count - 1) {
                    var row = [Double](repeating: 0, count: count)
                    row[i - 1] = smoothness; row[i] = -2 * smoothness; row[i + 1] = smoothness
                    rows.append(row)
                    values.append(0)
                }
            }
            guard let knots = LeastSquares.solve(rows: rows, values: values) else { return nil }
            return Margin(first: first, last: last, knots: knots)
        }
    }
}
