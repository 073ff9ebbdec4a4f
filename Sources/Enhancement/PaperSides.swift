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
    /// Where the paper's outline is looked for, a step is judged against the paper's level over this many capitals
    /// just inside it, not the band's middle: light falls unevenly across a photo, and a page's side can lie in
    /// shadow beside a lit table while its middle is lit, or its middle in shadow beside a lit side. Against the
    /// middle, such a table is no darker than the paper and the side is lost (`scanlab-bench dewarp`, curl 0.6, seed
    /// 15: below the top third the table lit and the paper in shadow, 11 of 50 bands showed the left edge, 15
    /// needed, the print quad was kept 297 px off and the table's specks were read at the lines' starts). One
    /// capital: a receipt's print keeps at least that much margin from its edge, and the median of it is the paper's
    /// own level even where a letter or a speck reaches in.
    static let localPaperInCapitals = 1.0
    /// Judged against the paper just inside it, a step is also found wherever a table's light patch follows a dark
    /// one (a gingham's squares, a speck), so a side's steps found that way are taken only when at least
    /// `minimumBandShare` of the bands lie within this many capitals of the curve fitted through them: a paper's edge
    /// runs on smoothly from band to band, a texture's steps jump about. Regression corpus `receipt-hand` (a flat
    /// receipt on gingham, found within 2 px of its corners): its fallback steps stood 6–42 px in from the view's
    /// side at random, 2 to 4 of 50 within half a capital of their fit, and taking them moved the corners by up to
    /// 256 px (Tesseract `colour` CER 11.0% → 21.7%); on seed 15 all 27 steps of each side lie within it.
    static let besideEdgeAgreementInCapitals = 0.5
    /// At least this share of the bands must show an edge step for a side of the paper's outline to be fitted.
    static let minimumBandShare = 0.3
    /// The same for a side the rows are stretched to (`find`): on a checked or speckled table only the bands beside
    /// a dark square or fleck show a step (`scanlab-bench dewarp`, curl 0.6: seed 8 on gingham, 10 on
    /// speckle under a shadow, none stretched at 0.3). At 0.2 the pooled dewarped CER went 0.080 → 0.067 on seeds
    /// 1–20 (seed 8 0.072 → 0.060, seed 10 0.147 → 0.057) and 0.089 → 0.077 on seeds 101–120 (seed 102 0.251 →
    /// 0.111), no page worse; taken for the outline too it moved seeds 1's and 14's corners and cost them 0.4 and
    /// 2.5 points. A side must still bow
    /// inward by `minimumBowInCapitals`, so a flat page's straight strip of table stays as it was.
    static let minimumSideBandShare = 0.2
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
    ///   - paperBesideEdge: judge each step against the paper just inside it (`localPaperInCapitals`) rather than
    ///     against the band's middle, and start each side's search at `firstColumn`.
    ///   - firstColumn: per side (true: the right) and band middle row, the first column from that side whose table
    ///     lies in the image (a view's fill beyond the image is no table to step from).
    static func edges(in gray: Image, cap: Double, search: Double = searchShare, paperBesideEdge: Bool = false,
                      firstColumn: ((Bool, Double) -> Int)? = nil) -> Edges {
        let w = gray.width, h = gray.height
        guard w >= 64, h >= 64, gray.layout == .gray else { return Edges() }
        let bandHeight = max(4, h / bands)
        let depth = max(4, Int(search * Double(w)))
        let smoothing = max(1, w / 200)
        var found = Edges()
        found.bandHeight = bandHeight
        // Column sums in whole numbers (exact, as the Double sums they replace were, and they vectorise).
        var sums = [UInt32](repeating: 0, count: w)
        gray.pixels.withUnsafeBufferPointer { p in
            var y0 = 0
            while y0 + bandHeight <= h {
                found.bands += 1
                sums.withUnsafeMutableBufferPointer { sumBuffer in
                    guard let sum = sumBuffer.baseAddress, let source = p.baseAddress else { return }
                    sum.update(repeating: 0, count: w)
                    for y in y0..<(y0 + bandHeight) {
                        let row = source + y * w
                        for x in 0..<w { sum[x] &+= UInt32(row[x]) }
                    }
                }
                let means = sums.map { Double($0) / Double(bandHeight) }
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
                // The same step judged against the paper just inside it: the first column (from `start`) that
                // reaches `paperShare` of the paper's level over the next `localPaperInCapitals` (their median, so
                // a speck or the print's first letter does not lower it), with a column at or under `tableShare` of
                // it within `maximumRampInCapitals` before, the side itself as dark, and nothing between as bright.
                func edgeBesideItsPaper(_ level: (Int) -> Double, from start: Int) -> Int? {
                    let ahead = max(2, Int((localPaperInCapitals * cap).rounded()))
                    let ramp = max(1, Int(maximumRampInCapitals * cap))
                    guard start + 1 < depth else { return nil }
                    let levels = (start..<min(w, depth + ahead)).map(level)
                    var brightest = 0.0
                    var lastChecked = 0
                    for i in 1..<(depth - start) {
                        let paperHere = levels[i..<min(levels.count, i + ahead)].sorted()
                        let localPaper = paperHere[paperHere.count / 2]
                        let lo = max(0, i - ramp)
                        while lastChecked < lo { brightest = max(brightest, levels[lastChecked]); lastChecked += 1 }
                        guard levels[i] >= localPaper * paperShare, levels[0] <= localPaper * tableShare,
                              (levels[lo..<i].min() ?? levels[i]) <= localPaper * tableShare,
                              brightest < localPaper * paperShare else { continue }
                        return start + i
                    }
                    return nil
                }
                if paperBesideEdge {
                    let leftStart = firstColumn?(false, mid) ?? 0, rightStart = firstColumn?(true, mid) ?? 0
                    if let x = edgeBesideItsPaper({ mean($0, $0 + smoothing) }, from: leftStart) { found.left.append(Point(x: Double(x), y: mid)) }
                    if let x = edgeBesideItsPaper({ mean(w - $0 - smoothing, w - $0) }, from: rightStart) { found.right.append(Point(x: Double(x), y: mid)) }
                } else {
                    if let x = edge({ mean($0, $0 + smoothing) }) { found.left.append(Point(x: Double(x), y: mid)) }
                    if let x = edge({ mean(w - $0 - smoothing, w - $0) }) { found.right.append(Point(x: Double(x), y: mid)) }
                }
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
            guard bandCount > 0, Double(points.count) >= minimumSideBandShare * Double(bandCount),
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
        robustFit(points, degree: 2)
    }

    /// A least-squares polynomial through the points, refitted once without points far from the first fit.
    static func robustFit(_ points: [(Double, Double)], degree: Int) -> [Double]? {
        guard points.count >= 6, let first = Polynomial.fit(points, degree: degree) else { return nil }
        let residuals = points.map { abs($0.1 - Polynomial.value(first, $0.0)) }
        let median = residuals.sorted()[residuals.count / 2]
        let kept = zip(points, residuals).filter { $0.1 <= max(2, 3 * median) }.map(\.0)
        guard kept.count >= 6 else { return first }
        return Polynomial.fit(kept, degree: degree) ?? first
    }

    /// The found quad is widened by this share of its size on every side before the paper's own sides are looked
    /// for, so paper a quad cut off is seen too: a curled receipt's raised ends look wider than its middle, and a
    /// quad fitted to its print cut their lines' starts (`scanlab-bench dewarp`, curl 0.6, seed 9: "CASH" and
    /// "CHANGE" beyond the quad's left side).
    static let outlineGrowShare = 0.1
    /// The paper's edge is looked for this far in from each side of the widened view (share of its width or
    /// height): the grow itself and a quad that took in the table around the page (seed 15's print quad stood up to
    /// nearly half the page's width outside its paper, on the right).
    static let outlineSearchShare = 0.45
    /// The widened view is this many px on its long side: enough for the edge steps (a band is a 48th of the page),
    /// cheap to warp.
    static let outlineViewLongSide = 1000.0
    /// The paper's outline replaces the quad only when its four corners together span at least this share of the
    /// quad's area: a smaller "paper" is a bright patch inside the page (light on it, a glare blob), not its outline.
    static let minimumOutlineAreaShare = 0.3
    /// The view is made finer until capitals are at least this many px there (up to the image's own pixels): an
    /// edge's step is told from a shadow's ramp within half a capital, and the camera's blur alone spreads a step
    /// over 2–3 px (seed 10 of the bench, capitals 16 px, measured 5 px at the first view).
    static let outlineMinimumCapHeight = 8.0
    /// A corner of the outline may lie up to this share of the view's (and the image's) long side beyond it: a side
    /// and an end, fitted where they were seen, meet a little past the view where a curled page's flared end reaches
    /// beyond the widened quad (`scanlab-bench dewarp`, curl 0.6, seed 9 with its print quad laid along the rows:
    /// the quad's bottom left stood 173 px inside the paper's, the grow gave 148, and the paper's own corner, 10 px
    /// from the truth's, fell 6.5 view px (of 717) beyond the view, so the print quad, 172 px off, was kept). The
    /// image allowed 2% before; the view only a pixel. With it, `scanlab-bench dewarp --curl 0.6`: seeds 1–20 pooled
    /// dewarped CER 0.0569 → 0.0572 (seed 9 alone moved, 0.016 → 0.022, its whole page now kept and its margins
    /// straight), seeds 101–120 0.0776 → 0.0762 (117 0.032 → 0.014, 109 0.077 → 0.089).
    static let outlineCornerSlackShare = 0.02
    /// When a side and an end meet further beyond the view than `outlineCornerSlackShare` (inside the image), the
    /// paper stands further off the quad than the grow allowed for and its sides were seen only where they ran inside
    /// the view: the outline is looked for again on a view widened to hold those corners with the first view's margin
    /// around them, up to this share of the quad on a side (more is not this page's paper: a detector's quad stands
    /// off its page by a few percent, or by the print's margin plus a raised end's flare). `scanlab-bench dewarp`,
    /// curl 0.6, seed 10 (a speckled table, its print quad laid along the rows): the paper's bottom right stood 164 px
    /// right of the quad's (21% of its width), its side and the quad's end met 32 view px beyond the view where 27
    /// were allowed, and the print quad, 177 px off, was kept and cut the amounts at the foot; widened by 29% across
    /// it was found within 38 px (its foot not seen, the quad's end kept), dewarped CER 0.049 → 0.015 (0.008 flat).
    /// No real photo of photos-dev or scan of sroie-dev is looked at again.
    static let outlineMaximumGrowShare = 0.4

    /// The paper's own corners, when the page is curled: on a view of `gray` widened around `quad`
    /// (`outlineGrowShare`), the table-to-paper steps of all four sides are followed (`edges`), a parabola is
    /// fitted to each side and a line to each end, and the corners are where they meet, carried back to `gray`'s
    /// pixels. A curled page's outline is not a quad: its sides bow, and a detector's quad (fitted to the print, or
    /// to the table's texture) may stand off its paper by a lot; its paper's corners are what flattening should
    /// map to the output's. Nil, leaving the quad as found, unless both sides show their edge over enough of their
    /// length and both bow inward by `minimumBowInCapitals` (a flat page's sides are straight; on the heavy-shadow
    /// invoice of `AutoStyleAccuracyTests` a shadow's edge made one side seem to bow, and taking it moved a corner by
    /// 88 px and its CER from 2.9% to 4.2%).
    static func outline(of quad: Quad, in gray: Image) -> Quad? {
        outline(of: quad, in: gray, across: outlineGrowShare, down: outlineGrowShare, widening: true, besideEdge: false)
            ?? outline(of: quad, in: gray, across: outlineGrowShare, down: outlineGrowShare, widening: true, besideEdge: true)
    }

    /// `outline(of:in:)` on a view widened by `growAcross` of the quad's width on its left and right and `growDown`
    /// of its height above and below; `widening`: when the corners met beyond the view, look again on one wide
    /// enough to hold them (`outlineMaximumGrowShare`); `besideEdge`: judge each step against the paper just inside
    /// it (`localPaperInCapitals`), tried only when the band's middle found no outline (taken always, it moved the
    /// corners of pages already found by a few px and seed 6 lost its even line spacing: 0.037 -> 0.082).
    private static func outline(of quad: Quad, in gray: Image, across growAcross: Double, down growDown: Double, widening: Bool,
                                besideEdge: Bool) -> Quad? {
        guard gray.layout == .gray else { return nil }
        let natural = PagePipeline.naturalSize(of: quad)
        // The view at `s` view px per page px, the map from it to `gray`, and the capitals measured in the middle of
        // the quad (paper and print only).
        func view(at s: Double) -> (image: Image, toImage: Homography, cap: Double?, innerWidth: Double, innerHeight: Double)? {
            let innerWidth = natural.width * s, innerHeight = natural.height * s
            let w = Int((innerWidth * (1 + 2 * growAcross)).rounded()), h = Int((innerHeight * (1 + 2 * growDown)).rounded())
            guard w >= 64, h >= 64,
                  let toImage = Homography(from: Quad(Box(x: growAcross * innerWidth, y: growDown * innerHeight, width: innerWidth, height: innerHeight)), to: quad)
            else { return nil }
            // Beyond the image is dark, as table would be; steps found there are dropped below.
            let image = gray.warped(toImage, width: w, height: h, fill: 0)
            let x0 = Int(growAcross * innerWidth + 0.2 * innerWidth), y0 = Int(growDown * innerHeight + 0.2 * innerHeight)
            let mw = max(1, Int(0.6 * innerWidth)), mh = max(1, Int(0.6 * innerHeight))
            var middle = Image(width: mw, height: mh, layout: .gray)
            for y in 0..<mh {
                for x in 0..<mw { middle.pixels[y * mw + x] = image.pixels[min(h - 1, y0 + y) * w + min(w - 1, x0 + x)] }
            }
            return (image, toImage, TextSize.capHeight(fromHeights: TextSize.glyphHeights(in: middle)), innerWidth, innerHeight)
        }
        let first = min(1, outlineViewLongSide / max(1, max(natural.width * (1 + 2 * growAcross), natural.height * (1 + 2 * growDown))))
        guard var v = view(at: first) else { return nil }
        if let c = v.cap, c < outlineMinimumCapHeight, first < 1, let finer = view(at: min(1, first * outlineMinimumCapHeight / c)) { v = finer }
        let (viewImage, toImage, innerWidth, innerHeight) = (v.image, v.toImage, v.innerWidth, v.innerHeight)
        let w = viewImage.width, h = viewImage.height
        let cap = max(3, v.cap ?? assumedCapHeight * Double(w) / max(1, natural.width * (1 + 2 * growAcross)))
        // A step whose dark side lies beyond the image is the frame's, not the paper's: each point is checked two
        // view px onto its table side.
        let margin = 2.0
        func inside(_ p: Point) -> Bool {
            let q = toImage.apply(p)
            return q.x >= margin && q.y >= margin && q.x <= Double(gray.width) - margin && q.y <= Double(gray.height) - margin
        }
        // Each side's search starts where its table lies in the image (two px in, as `inside` checks), so a band
        // whose view begins beyond the image is read from the table on.
        func start(_ onImage: (Int) -> Bool, depth: Int) -> Int {
            var x = 0
            while x < depth, !onImage(x) { x += 1 }
            return x == 0 ? 0 : x + Int(margin)
        }
        let sideDepth = Int(outlineSearchShare * Double(w)), endDepth = Int(outlineSearchShare * Double(h))
        let sideStart: (Bool, Double) -> Int = { fromRight, y in
            start({ x in inside(Point(x: fromRight ? Double(w - x) : Double(x), y: y)) }, depth: sideDepth)
        }
        let endStart: (Bool, Double) -> Int = { fromRight, y in
            start({ x in inside(Point(x: y, y: fromRight ? Double(x) : Double(h) - Double(x))) }, depth: endDepth)
        }
        var sides = edges(in: viewImage, cap: cap, search: outlineSearchShare, paperBesideEdge: besideEdge, firstColumn: sideStart)
        sides.left = sides.left.filter { inside(Point(x: $0.x - 2, y: $0.y)) }
        sides.right = sides.right.filter { inside(Point(x: Double(w) - $0.x + 2, y: $0.y)) }
        // On the view turned clockwise its left side is the page's bottom and its right side the top; its rows are
        // the page's columns.
        var ends = edges(in: viewImage.turned(.clockwise), cap: cap, search: outlineSearchShare, paperBesideEdge: besideEdge, firstColumn: endStart)
        ends.left = ends.left.filter { inside(Point(x: $0.y, y: Double(h) - $0.x + 2)) }
        ends.right = ends.right.filter { inside(Point(x: $0.y, y: $0.x - 2)) }
        func enough(_ p: [Point], _ bands: Int) -> Bool { bands > 0 && Double(p.count) >= minimumBandShare * Double(bands) }
        // Both sides must show their edge; an end that does not (a shadow across it, a table as light as paper)
        // keeps the quad's own end.
        let quadEnd = [growDown * innerHeight, 0]
        guard enough(sides.left, sides.bands), enough(sides.right, sides.bands),
              let left = robustParabola(sides.left.map { ($0.y, $0.x) }),
              let right = robustParabola(sides.right.map { ($0.y, $0.x) }) else { return nil }
        if besideEdge {
            func agreeing(_ points: [Point], _ fit: [Double]) -> [Point] {
                points.filter { abs($0.x - Polynomial.value(fit, $0.y)) <= besideEdgeAgreementInCapitals * cap }
            }
            guard enough(agreeing(sides.left, left), sides.bands), enough(agreeing(sides.right, right), sides.bands) else { return nil }
        }
        let W = Double(w), H = Double(h)
        func leftX(_ y: Double) -> Double { Polynomial.value(left, y) }
        func rightX(_ y: Double) -> Double { W - Polynomial.value(right, y) }
        // An end is judged over the paper's own width, between the fitted sides where the end's steps lie, not over
        // the view's: a quad that took in table beside a curled page's narrow raised end leaves many of the view's
        // columns without paper (`scanlab-bench dewarp`, curl 0.6, seed 9 with the print quad laid along the rows:
        // 16 of the view's 50 column bands were table, and the top's 14 steps fell short of its share). Steps
        // beyond the sides are not the paper's end and are dropped.
        func onPaper(_ points: [Point], row: (Double) -> Double, quadRow: Double) -> (points: [Point], bands: Int) {
            let rows = points.map { row($0.x) }.sorted()
            let r = rows.isEmpty ? quadRow : rows[rows.count / 2]
            let lo = leftX(r), hi = rightX(r)
            let bands = (0..<ends.bands).filter { i in
                let x = (Double(i) + 0.5) * Double(ends.bandHeight)
                return x >= lo && x <= hi
            }.count
            return (points.filter { $0.y >= lo && $0.y <= hi }, bands)
        }
        let topEnd = onPaper(ends.right, row: { $0 }, quadRow: growDown * innerHeight)
        let bottomEnd = onPaper(ends.left, row: { H - $0 }, quadRow: H - growDown * innerHeight)
        var top = enough(topEnd.points, topEnd.bands) ? robustFit(topEnd.points.map { ($0.y, $0.x) }, degree: 1) ?? quadEnd : quadEnd
        var bottom = enough(bottomEnd.points, bottomEnd.bands) ? robustFit(bottomEnd.points.map { ($0.y, $0.x) }, degree: 1) ?? quadEnd : quadEnd
        // An end moved in over print is not the paper's end: the quad's own end is kept (`PrintCut`).
        let cut = PrintCut(view: viewImage, cap: cap, paperRows: growDown * innerHeight..<(H - growDown * innerHeight),
                           columns: { y in (leftX(y), rightX(y)) })
        if cut.holdsPrint(between: { _ in growDown * innerHeight }, and: { x in min(H, max(0, Polynomial.value(top, x))) }) { top = quadEnd }
        if cut.holdsPrint(between: { x in min(H, max(0, H - Polynomial.value(bottom, x))) }, and: { _ in H - growDown * innerHeight }) { bottom = quadEnd }
        func topY(_ x: Double) -> Double { Polynomial.value(top, x) }
        func bottomY(_ x: Double) -> Double { H - Polynomial.value(bottom, x) }
        // Where a side meets an end: the ends run nearly level and the sides nearly upright, so alternating the two
        // converges in a few steps.
        func corner(_ side: (Double) -> Double, _ end: (Double) -> Double, from y: Double) -> Point {
            var y = y, x = side(y)
            for _ in 0..<8 { x = side(y); y = end(x) }
            return Point(x: x, y: y)
        }
        let tl = corner(leftX, topY, from: growDown * innerHeight), tr = corner(rightX, topY, from: growDown * innerHeight)
        let br = corner(rightX, bottomY, from: H - growDown * innerHeight), bl = corner(leftX, bottomY, from: H - growDown * innerHeight)
        // How far a side bows inward between its corners (px of the view).
        func bow(_ inward: (Double) -> Double, from a: Double, to b: Double) -> Double {
            guard b > a else { return 0 }
            let ia = inward(a), ib = inward(b)
            return stride(from: a, through: b, by: max(1, (b - a) / 32)).map { y in inward(y) - (ia + (ib - ia) * (y - a) / (b - a)) }.max() ?? 0
        }
        // Both sides bow on a curled page; a shadow across one side can make that side alone seem to.
        let bowed = min(bow({ Polynomial.value(left, $0) }, from: tl.y, to: bl.y), bow({ Polynomial.value(right, $0) }, from: tr.y, to: br.y))
        guard bowed >= minimumBowInCapitals * cap else { return nil }
        let corners = [tl, tr, br, bl]
        // The corners stay in the view and in the image, each up to `outlineCornerSlackShare` beyond (a paper
        // running off the frame keeps its quad).
        let viewSlack = outlineCornerSlackShare * max(W, H)
        let slack = outlineCornerSlackShare * Double(max(gray.width, gray.height))
        let inImage = corners.map(toImage.apply).allSatisfy({ $0.x >= -slack && $0.y >= -slack
                                                              && $0.x <= Double(gray.width) + slack && $0.y <= Double(gray.height) + slack })
        if widening, inImage, !corners.allSatisfy({ $0.x >= -viewSlack && $0.x <= W + viewSlack && $0.y >= -viewSlack && $0.y <= H + viewSlack }) {
            // How far (share of the quad's width, and of its height) the furthest corner lies beyond the quad: the
            // view is widened to hold it with the same margin the first view had around the quad, across and down
            // apart (a view widened down as well holds bands of table alone, where no side can show).
            let across = corners.map { max(growAcross * innerWidth - $0.x, $0.x - (1 + growAcross) * innerWidth) / innerWidth }.max() ?? 0
            let down = corners.map { max(growDown * innerHeight - $0.y, $0.y - (1 + growDown) * innerHeight) / innerHeight }.max() ?? 0
            let wider = (across: max(growAcross, across + growAcross), down: max(growDown, down + growDown))
            guard max(wider.across, wider.down) <= outlineMaximumGrowShare else { return nil }
            return outline(of: quad, in: gray, across: wider.across, down: wider.down, widening: false, besideEdge: besideEdge)
        }
        guard corners.allSatisfy({ $0.x >= -viewSlack && $0.x <= W + viewSlack && $0.y >= -viewSlack && $0.y <= H + viewSlack }),
              corners.map(toImage.apply).allSatisfy({ $0.x >= -slack && $0.y >= -slack
                                                      && $0.x <= Double(gray.width) + slack && $0.y <= Double(gray.height) + slack }),
              PolygonGeometry.isConvex(corners),
              PolygonGeometry.area(corners) >= minimumOutlineAreaShare * innerWidth * innerHeight else { return nil }
        return Quad(topLeft: toImage.apply(tl), topRight: toImage.apply(tr), bottomRight: toImage.apply(br), bottomLeft: toImage.apply(bl))
    }

    /// Each row of a page whose sides bow, stretched across so the paper between its sides fills the width: a curled
    /// page flattened by its corners is narrower mid-page than at its raised ends, so its print is narrower there
    /// and its left margin runs on a curve (`scanlab-bench dewarp`, curl 0.6, seed 9: letters sheared, the margin
    /// bowing by 186 px). The row's span, from the left edge to the right one (each with the paper's rim, as
    /// `find` gives them), is resampled to the page's width; the table beside it leaves the page.
    struct Stretch: Sendable, Equatable {
        let width: Int
        /// Per row: the page column the output's left side reads, and the one its right side reads.
        let left: [Double]
        let right: [Double]

        /// The stretch for `sides` on a page `width` px wide, or nil when neither side bows or the paper left
        /// between them would be under half the page (not a curled page's sides).
        init?(_ sides: Sides, width: Int, height: Int) {
            guard sides.left != nil || sides.right != nil, width > 0, height > 0 else { return nil }
            let w = Double(width)
            let left = (0..<height).map { y in Double(sides.left.flatMap { y < $0.count ? $0[y] : nil } ?? 0) }
            let right = (0..<height).map { y in w - Double(sides.right.flatMap { y < $0.count ? $0[y] : nil } ?? 0) }
            guard zip(left, right).allSatisfy({ $1 - $0 >= w / 2 }) else { return nil }
            self.width = width
            self.left = left
            self.right = right
        }

        /// The stretch that reads each row's span `left[y]...right[y]` across the whole width.
        init(width: Int, left: [Double], right: [Double]) {
            self.width = width
            self.left = left
            self.right = right
        }

        /// Where a page point lands once its row is stretched.
        func outputPoint(forPage p: Point) -> Point {
            let y = min(left.count - 1, max(0, Int(p.y)))
            return Point(x: (p.x - left[y]) * Double(width) / max(1, right[y] - left[y]), y: p.y)
        }

        /// The page with every row stretched (bilinear across, clamped at the page's sides).
        func apply(to image: Image) -> Image {
            guard image.width == width, image.height == left.count else { return image }
            var out = image
            let c = image.channels, w = width
            image.pixels.withUnsafeBufferPointer { src in
                out.pixels.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<image.height {
                        let l = left[y], step = (right[y] - left[y]) / Double(w)
                        let row = y * w
                        for x in 0..<w {
                            let sx = l + (Double(x) + 0.5) * step - 0.5
                            let x0 = Int(sx.rounded(.down)), t = sx - Double(x0)
                            let a = min(w - 1, max(0, x0)), b = min(w - 1, max(0, x0 + 1))
                            for k in 0..<c {
                                let v = Double(src[(row + a) * c + k]) * (1 - t) + Double(src[(row + b) * c + k]) * t
                                dst[(row + x) * c + k] = UInt8(max(0, min(255, v.rounded())))
                            }
                        }
                    }
                }
            }
            return out
        }
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
