import Foundation
import Imaging
import PageFinding

/// A found page's ends moved out to take in print the quad cut off.
///
/// On a curled page the finder's quad may hold only part of the print: a raised end lies shaded below the brightness
/// the bright detector follows, and an end's outline step may be taken inside the paper. The print beyond such an end
/// is still in the photo. Here, on a view of the photo that carries the quad on along its length, bands a capital tall
/// are walked outward from each end: a band of paper (bright against the page's own paper) holding thin dark marks
/// (text) is print; a band of table (too dark, or holding broad dark blocks such as a checked cloth's squares) ends
/// the walk, and so does a long run of bare paper. The end is moved out past the last band of print.
enum PrintEnds {
    /// The view carries the quad on beyond each end by this share of its height: `scanlab-bench dewarp` (curl 0.6)
    /// seed 114's quad held the print's lower 60%, so its top's print reached 0.67 of the quad's height beyond it.
    static let reachShare = 0.8
    /// The view is this many px on the quad's long side, finer when its capitals would be under
    /// `minimumCapHeight` px (as `PaperSides.outline`'s view).
    static let viewLongSide = 1000.0
    static let minimumCapHeight = 8.0
    static let assumedCapHeight = 20.0
    /// Bands are measured over the middle of the quad's width, this share of it left out each side: a curled page
    /// beyond its quad may be narrower than the quad, and the table beside it is no print.
    static let sideShare = 0.2
    /// A band's paper level is the 90th percentile of its pixels; its ink is what lies below this share of that
    /// level. Print stands far darker than its paper, shaded or not (shade scales both). Measured on `scanlab-bench
    /// dewarp` (curl 0.6) seed 114: at 0.6 the wooden table below its quad had 1.3% of a band as ink in runs of a
    /// quarter capital and was taken for print; at 0.45 it had 0.02–0.05%, while the shaded print above the quad
    /// kept 1–3.6%. Faint print (paper over ink under 2) is not found here, and its ends are left as they were.
    static let inkShare = 0.45
    /// A band is paper when its level reaches this share of the page's paper (measured the same way over the quad's
    /// middle): seed 114's raised top, shaded, fell to 0.44 of its paper (82 against 185). Tables as light are told
    /// from paper by `stepShare` and by their marks, not here.
    static let paperLevelShare = 0.4
    /// A band is table, too, when its level falls under this share of the band before it: shade darkens paper
    /// gradually (seed 114's raised top, from 132 to 82 over 30 bands, no step under 0.93), while the paper's end
    /// drops to the table at once (seed 16: 173 to 86, half).
    static let stepShare = 0.8
    /// A band is print when at least this share of its pixels are ink and at most `maximumInkShare`: seed 114's
    /// shaded item lines filled 1–3.6% of their bands at `inkShare`, seed 11's bold store name 28–30%; a band more
    /// than half ink is a dark block, not text.
    static let minimumInkShare = 0.01
    static let maximumInkShare = 0.6
    /// A band of print crosses at least this many runs of ink per row on average: a line's letters give many, a
    /// paper's edge or rim crossing the band one (`scanlab-bench dewarp`, curl 0.6, seeds 2, 16, 103 and 111: the band
    /// just beyond a quad found at the paper's end held its rim, ink 1–4% of the band in runs of a third of a capital).
    static let minimumRunsPerRow = 2.0
    /// Ink in runs along the row averaging over this many capitals is no print: the text bands measured averaged
    /// 0.05–0.38 capital (seed 11's bold name the widest), while the step from paper to table runs across the band
    /// (seed 103: 11.5 capitals, 110: 11.7, 11's checked cloth above its paper: 0.77).
    static let maximumRunInCapitals = 0.6
    /// The walk ends after this many capitals of bare paper: a receipt's sections stand two or three lines apart
    /// (a line pitch is about 1.5 capitals), and paper beyond that is the page's blank end. Not tuned.
    static let maximumGapInCapitals = 6.0
    /// The moved end stands this many capitals beyond the last band of print (a margin), though never on the table
    /// the walk stopped at. Not tuned.
    static let marginInCapitals = 1.0
    /// An end is moved only when print is found over at least this many capitals beyond it: seed 104's dashed rule
    /// just below its quad filled one band, and asking 1.5 capitals left it out (dewarped CER 0.059 against 0.008
    /// with it). Seeds 2 and 16 moved by one band too: CER 0.043 → 0.040 and 0.003 → 0.009.
    static let minimumPrintInCapitals = 1.0
    /// An end is moved only when print lies within this many capitals beyond it: an end that cut the print off has
    /// print against it, while a paper's own end stands a bare margin away from the print. Measured on `scanlab-bench
    /// dewarp --curl 0.9` (seeds 1–20): without it seeds 1 and 6 took in print beyond a bare band and their worst
    /// lines bent to 4.2 and 2.6 px (within 2 px on 17 → 15 pages); at curl 0.6 it changed no page.
    static let maximumLeadInCapitals = 1.0

    /// `quad` with its top and bottom ends moved out over print found beyond them, or nil when neither moves.
    static func extend(_ quad: Quad, in gray: Image) -> Quad? {
        guard gray.layout == .gray else { return nil }
        let natural = PagePipeline.naturalSize(of: quad)
        func view(at s: Double) -> (image: Image, toImage: Homography, cap: Double?, inner: Box)? {
            let innerWidth = natural.width * s, innerHeight = natural.height * s
            let w = Int(innerWidth.rounded()), h = Int((innerHeight * (1 + 2 * reachShare)).rounded())
            let inner = Box(x: 0, y: reachShare * innerHeight, width: innerWidth, height: innerHeight)
            guard w >= 64, innerHeight >= 64, let toImage = Homography(from: Quad(inner), to: quad) else { return nil }
            let image = gray.warped(toImage, width: w, height: h, fill: 0)
            // Capitals over the quad's middle (paper and print only).
            let x0 = Int(0.2 * innerWidth), y0 = Int(inner.y + 0.2 * innerHeight)
            let mw = max(1, Int(0.6 * innerWidth)), mh = max(1, Int(0.6 * innerHeight))
            var middle = Image(width: mw, height: mh, layout: .gray)
            for y in 0..<mh {
                for x in 0..<mw { middle.pixels[y * mw + x] = image.pixels[min(h - 1, y0 + y) * w + min(w - 1, x0 + x)] }
            }
            return (image, toImage, TextSize.capHeight(fromHeights: TextSize.glyphHeights(in: middle)), inner)
        }
        let first = min(1, viewLongSide / max(1, max(natural.width, natural.height)))
        guard var v = view(at: first) else { return nil }
        if let c = v.cap, c < minimumCapHeight, first < 1, let finer = view(at: min(1, first * minimumCapHeight / c)) { v = finer }
        let image = v.image, inner = v.inner
        let w = image.width, h = image.height
        let cap = max(4, v.cap ?? assumedCapHeight * first)
        let band = max(3, Int(cap.rounded()))
        let x0 = Int(sideShare * Double(w)), x1 = max(x0 + 1, Int((1 - sideShare) * Double(w)))
        func level(rows: Range<Int>) -> Double {
            var histogram = [Int](repeating: 0, count: 256)
            for y in rows { for x in x0..<x1 { histogram[Int(image.pixels[y * w + x])] += 1 } }
            let total = histogram.reduce(0, +)
            var seen = 0
            for (value, count) in histogram.enumerated() {
                seen += count
                if Double(seen) >= 0.9 * Double(total) { return Double(value) }
            }
            return 255
        }
        let innerTop = Int(inner.y.rounded()), innerBottom = Int((inner.y + inner.height).rounded())
        let paper = level(rows: (innerTop + (innerBottom - innerTop) / 5)..<(innerBottom - (innerBottom - innerTop) / 5))
        guard paper > 0 else { return nil }
        enum Kind { case print, bare, table }
        func kind(rows: Range<Int>, after previous: Double) -> Kind {
            let l = level(rows: rows)
            guard l >= paperLevelShare * paper, l >= stepShare * previous else { return .table }
            let dark = UInt8(max(0, min(255, inkShare * l)))
            var ink = 0, runs = 0
            for y in rows {
                var inRun = false
                for x in x0..<x1 {
                    let isInk = image.pixels[y * w + x] < dark
                    if isInk { ink += 1; if !inRun { runs += 1 } }
                    inRun = isInk
                }
            }
            let share = Double(ink) / Double(rows.count * (x1 - x0))
            if runs > 0, Double(ink) / Double(runs) > maximumRunInCapitals * cap { return .table }
            if share > maximumInkShare { return .table }
            return share >= minimumInkShare && Double(runs) >= minimumRunsPerRow * Double(rows.count) ? .print : .bare
        }
        // Walks from an end outward (direction −1 up, +1 down); the new end's row in the view, or nil.
        func walk(from end: Int, direction: Int) -> Int? {
            var y = end, gap = 0, last: Int?, printed = 0, travelled = 0
            // The walk starts from the level of the band just inside the end.
            var previous = level(rows: direction < 0 ? end..<min(h, end + band) : max(0, end - band)..<end)
            var stop = direction < 0 ? 0 : h
            while true {
                let rows = direction < 0 ? (y - band)..<y : y..<(y + band)
                guard rows.lowerBound >= 0, rows.upperBound <= h else { break }
                let k = kind(rows: rows, after: previous)
                previous = level(rows: rows)
                if k == .table {
                    stop = direction < 0 ? rows.upperBound : rows.lowerBound
                    break
                }
                if k == .print {
                    if last == nil, Double(travelled) > maximumLeadInCapitals * cap { return nil }
                    last = direction < 0 ? rows.lowerBound : rows.upperBound
                    printed += band
                    gap = 0
                } else {
                    gap += band
                    if Double(gap) > maximumGapInCapitals * cap { break }
                }
                y += direction * band
                travelled += band
            }
            guard let last, Double(printed) >= minimumPrintInCapitals * cap else { return nil }
            let margin = Int(marginInCapitals * cap)
            // The margin stays on the paper: it ends where the table began.
            return direction < 0 ? max(stop, last - margin) : min(stop, last + margin)
        }
        let top = walk(from: innerTop, direction: -1), bottom = walk(from: innerBottom, direction: 1)
        guard top != nil || bottom != nil else { return nil }
        let t = Double(top ?? innerTop), b = Double(bottom ?? innerBottom)
        let W = Double(w)
        return Quad(topLeft: v.toImage.apply(Point(x: 0, y: t)), topRight: v.toImage.apply(Point(x: W, y: t)),
                    bottomRight: v.toImage.apply(Point(x: W, y: b)), bottomLeft: v.toImage.apply(Point(x: 0, y: b)))
    }
}
