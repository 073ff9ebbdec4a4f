import Foundation
import Imaging

/// The sides of a curled page after it was flattened by its four corners.
///
/// A page that curls along its length is foreshortened at its raised ends, so after flattening by the corners its
/// left and right sides bow inward, and a strip of table shows beside the paper, widest mid-page. Read, that strip
/// becomes `|`, `/` and `~` at the start or end of every line (`scanlab-bench dewarp`, curl 0.6: seed 14 read 0.28
/// CER with its page well found, 0.015 flat). Here each side's edge is followed down the page (where the darker
/// table meets the brighter paper), a parabola is fitted to it, and when it bows inward by enough the strip
/// beyond it is painted white. Straight sides are left alone, so flat pages are untouched.
enum PaperSides {
    /// Rows are grouped into this many bands down the page; each band's column means give one edge point.
    static let bands = 48
    /// The edge is looked for this far in from each side (share of the page's width).
    static let searchShare = 0.15
    /// Paper is where a band's column mean reaches this share of the band's paper level (the 90th percentile of its
    /// middle columns' means).
    static let paperShare = 0.9
    /// Table is where it stays at or below this share: a shadowed table stands well under the paper beside it
    /// (about 0.65 on the curled receipts of the bench), and the gap between the two levels is what a sharp edge
    /// crosses in a few pixels and a shadow's penumbra only over many. A white table cannot be told from paper
    /// here, and need not be.
    static let tableShare = 0.75
    /// From table-dark to paper-bright within this many capitals: a paper edge, blurred by the camera, rises within
    /// a few pixels, where a shadow's edge on paper ramps over tens of capitals.
    static let maximumRampInCapitals = 0.5
    /// At least this share of the bands must show an edge step for a side to be fitted.
    static let minimumBandShare = 0.3
    /// A side is blanked only when its fitted edge bows inward, mid-page against its ends, by at least this many
    /// capitals: the curled receipts of `scanlab-bench dewarp` bowed by one to three capitals, while on flat pages
    /// a found quad's side is straight, so any strip beside it does not bow.
    static let minimumBowInCapitals = 0.5
    static let assumedCapHeight = 20.0
    /// The blanked strip reaches this many capitals past the fitted edge onto the paper, so the paper's darker rim
    /// goes too (left, it was read as `|` and `—` beside every line: seed 13 of the bench, CER 0.003 → 0.10); print
    /// keeps a wider margin than this from a receipt's edge.
    static let rimInCapitals = 0.3

    /// The fitted inward bow (px) of each side, and the edge (columns from that side) to blank up to per row, or
    /// nil for a side that does not bow.
    struct Sides: Sendable, Equatable {
        var left: [Int]?
        var right: [Int]?
        var bow: Double
    }

    /// Where a page's sides show table: per band of rows down the page, the band's middle row and how many columns
    /// from each side are table (darker than the paper, meeting it in a sharp step). Bands where the paper reaches
    /// the side, or where a shadow ramps into it, have no point.
    struct Edges: Sendable, Equatable {
        var left: [Point] = []
        var right: [Point] = []
        var bands = 0
        var bandHeight = 0
    }

    /// The table-to-paper steps at the sides of `gray` (one point per band and side that shows one; x is the column
    /// count from that side, y the band's middle row).
    static func edges(in gray: Image, cap: Double) -> Edges {
        let w = gray.width, h = gray.height
        guard w >= 64, h >= 64, gray.layout == .gray else { return Edges() }
        let bandHeight = max(4, h / bands)
        let depth = max(4, Int(searchShare * Double(w)))
        let smoothing = max(1, w / 200)
        var found = Edges()
        found.bandHeight = bandHeight
        gray.pixels.withUnsafeBufferPointer { p in
            var y0 = 0
            while y0 + bandHeight <= h {
                found.bands += 1
                var means = [Double](repeating: 0, count: w)
                for y in y0..<(y0 + bandHeight) {
                    let row = y * w
                    for x in 0..<w { means[x] += Double(p[row + x]) }
                }
                for x in 0..<w { means[x] /= Double(bandHeight) }
                let middle = means[(w / 4)..<(3 * w / 4)].sorted()
                let paper = middle[min(middle.count - 1, Int(0.9 * Double(middle.count)))]
                let mid = Double(y0) + Double(bandHeight) / 2
                func mean(_ a: Int, _ b: Int) -> Double {
                    let lo = max(0, a), hi = min(w, b)
                    guard hi > lo else { return 0 }
                    return means[lo..<hi].reduce(0, +) / Double(hi - lo)
                }
                // From each side: the table's level at the very side must be clearly darker than paper, and the
                // paper must be reached within `maximumRampInCapitals` of the last table-dark column (a paper's
                // edge is sharp; a shadow's penumbra is not). The edge is the first column that reaches paper.
                func edge(_ level: (Int) -> Double) -> Int? {
                    guard level(0) <= paper * tableShare else { return nil }
                    var lastDark = 0
                    for x in 0..<depth {
                        let v = level(x)
                        if v <= paper * tableShare { lastDark = x }
                        if v >= paper * paperShare { return Double(x - lastDark) <= maximumRampInCapitals * cap ? x : nil }
                    }
                    return nil
                }
                if let x = edge({ mean($0, $0 + smoothing) }) { found.left.append(Point(x: Double(x), y: mid)) }
                if let x = edge({ mean(w - $0 - smoothing, w - $0) }) { found.right.append(Point(x: Double(x), y: mid)) }
                y0 += bandHeight
            }
        }
        return found
    }

    /// A band this share of the page's width and height is left out all round when only the paper is wanted: the
    /// found quad's sides stand up to a few percent off the paper's (a slightly wrong quad, the paper's shaded rim),
    /// and what shows there is table, not the page's print. Not tuned: print keeps a wider margin than 3% of a
    /// page, and with it the colour share of the 20 flat receipts of `scanlab-bench dewarp` and of the real photos
    /// whose choice did not flip stayed on the same side of `AutoChoice.colourShare`.
    static let borderShare = 0.03

    /// Which pixels of `gray` (row by row) are paper: a border band off all round (`borderShare`) and, band by
    /// band, the table showing beyond any of the four sides up to where the paper is reached (`edges`, run down
    /// the page for the left and right sides and across it, on the page turned a quarter, for the top and bottom).
    /// Flat or bowed, a strip of table does not belong to the page.
    static func paperMask(in gray: Image, capHeight: Double?) -> [Bool] {
        let w = gray.width, h = gray.height
        let cap = max(6, capHeight ?? assumedCapHeight)
        let border = Int((borderShare * Double(w)).rounded(.up)), borderRows = Int((borderShare * Double(h)).rounded(.up))
        var mask = [Bool](repeating: true, count: w * h)
        for y in 0..<h {
            for x in 0..<w where y < borderRows || y >= h - borderRows || x < border || x >= w - border { mask[y * w + x] = false }
        }
        // Left and right: a point's band is rows; its x counts columns in from that side.
        let sides = edges(in: gray, cap: cap)
        for (points, fromRight) in [(sides.left, false), (sides.right, true)] {
            for p in points {
                let y0 = max(0, Int(p.y) - sides.bandHeight / 2), y1 = min(h, y0 + sides.bandHeight)
                for y in y0..<y1 {
                    for k in 0..<min(w, Int(p.x)) { mask[y * w + (fromRight ? w - 1 - k : k)] = false }
                }
            }
        }
        // Top and bottom, on the page turned clockwise: its left side is the page's bottom, its right side the top,
        // and its rows are the page's columns.
        let ends = edges(in: gray.turned(.clockwise), cap: cap)
        for (points, fromTop) in [(ends.left, false), (ends.right, true)] {
            for p in points {
                let x0 = max(0, Int(p.y) - ends.bandHeight / 2), x1 = min(w, x0 + ends.bandHeight)
                for x in x0..<x1 {
                    for k in 0..<min(h, Int(p.x)) { mask[(fromTop ? k : h - 1 - k) * w + x] = false }
                }
            }
        }
        return mask
    }

    /// Where `page` (the flattened page, before light correction) shows table beside bowed sides.
    static func find(in page: Image, capHeight: Double?) -> Sides {
        let gray = page.grayscale()
        let w = gray.width, h = gray.height
        let cap = max(6, capHeight ?? assumedCapHeight)
        let found = edges(in: gray, cap: cap)
        let bandCount = found.bands, bandHeight = found.bandHeight
        guard bandCount > 0 else { return Sides(left: nil, right: nil, bow: 0) }
        let depth = max(4, Int(searchShare * Double(w)))
        let leftPoints = found.left.map { ($0.y, $0.x) }, rightPoints = found.right.map { ($0.y, $0.x) }
        var bow = 0.0
        func side(_ points: [(Double, Double)]) -> [Int]? {
            guard bandCount > 0, Double(points.count) >= minimumBandShare * Double(bandCount),
                  let c = robustParabola(points) else { return nil }
            // Bands where the paper reaches the side are edge 0: the parabola through the bands with a step, held
            // at 0 or more, is the strip's width per row.
            let top = Polynomial.value(c, 0), bottom = Polynomial.value(c, Double(h))
            let inward = stride(from: 0.0, through: Double(h), by: Double(bandHeight)).map { y in
                Polynomial.value(c, y) - (top + (bottom - top) * y / Double(h))
            }.max() ?? 0
            guard inward >= minimumBowInCapitals * cap else { return nil }
            bow = max(bow, inward)
            let rim = rimInCapitals * cap
            return (0..<h).map { y in max(0, min(depth, Int((Polynomial.value(c, Double(y)) + rim).rounded()))) }
        }
        let left = side(leftPoints), right = side(rightPoints)
        return Sides(left: left, right: right, bow: bow)
    }

    /// A parabola x(y) through the points, refitted once without points far from the first fit.
    static func robustParabola(_ points: [(Double, Double)]) -> [Double]? {
        guard points.count >= 6, let first = Polynomial.fit(points, degree: 2) else { return nil }
        let residuals = points.map { abs($0.1 - Polynomial.value(first, $0.0)) }
        let median = residuals.sorted()[residuals.count / 2]
        let kept = zip(points, residuals).filter { $0.1 <= max(2, 3 * median) }.map(\.0)
        guard kept.count >= 6 else { return first }
        return Polynomial.fit(kept, degree: 2) ?? first
    }

    /// `page` with the strips beyond the bowed sides painted white (every channel).
    static func blank(_ page: Image, _ sides: Sides) -> Image {
        guard sides.left != nil || sides.right != nil else { return page }
        var out = page
        let w = page.width, c = page.channels
        out.pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<page.height {
                if let left = sides.left, y < left.count {
                    for x in 0..<min(w, left[y]) { for k in 0..<c { p[(y * w + x) * c + k] = 255 } }
                }
                if let right = sides.right, y < right.count {
                    for x in max(0, w - right[y])..<w { for k in 0..<c { p[(y * w + x) * c + k] = 255 } }
                }
            }
        }
        return out
    }
}
