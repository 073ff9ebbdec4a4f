import Foundation
import Imaging

/// Whether a strip of a page's view holds print: used to keep a curled page's outline (`PaperSides.outline`) from
/// moving an end in over the page's own print.
///
/// An end's table-to-paper steps are looked for deep inside the quad found (`PaperSides.outlineSearchShare`), and on
/// some curled pages they are found on the paper itself, at a bold title's strokes or a rule, so the outline cut off
/// what the found quad held: `scanlab-bench dewarp` (curl 0.6) seeds 104 and 110 lost their store names and 104 its
/// footer (top ends moved 256 and 208 px down; dewarped CER 0.090 and 0.049, against 0.081 and 0.008 flattened by the
/// found quad). Here the strip between the quad's end and the outline's is cut into bands a capital tall, and a band
/// of paper holding thin dark marks in several runs along its rows is print.
struct PrintCut {
    /// A band's paper level is the 90th percentile of its pixels; ink is what lies below this share of it. Print
    /// stands far darker than its paper, shaded or not (shade scales both). Measured on the curled receipts of
    /// `scanlab-bench dewarp` (branch dewarp15's `PrintEnds`, seed 114): at 0.6 a wooden table's grain was taken for
    /// ink in runs of a quarter capital; at 0.45 it gave 0.02–0.05% of a band, while shaded print kept 1–3.6%.
    static let inkShare = 0.45
    /// A band is paper when its level reaches this share of the page's paper (measured over the view's middle): a
    /// curled page's raised end, shaded, fell to 0.44 of its paper in the same measurements. Darker is table.
    static let paperLevelShare = 0.4
    /// A band is print when this share of its pixels or more is ink, and at most `maximumInkShare` (a band more than
    /// half ink is a dark block, not text); the same measurements: item lines 1–3.6%, a bold store name 28–30%.
    static let minimumInkShare = 0.01
    static let maximumInkShare = 0.6
    /// Print crosses at least this many runs of ink per row on average: a line's letters give many, a paper's edge
    /// or rim crossing the band one.
    static let minimumRunsPerRow = 2.0
    /// Ink in runs averaging over this many capitals along the row is no print: letters' strokes averaged 0.05–0.38
    /// capital (a bold name the widest), the step from paper to table runs across the band.
    static let maximumRunInCapitals = 0.6
    /// Bands are measured over the middle of the paper's width, this share of it left out each side (the paper's
    /// rim and the table beside a narrow end are no print).
    static let sideShare = 0.1

    let view: Image
    let cap: Double
    /// The page's paper level: the 90th percentile over the middle of `paperRows`.
    let paper: Double
    /// The paper's left and right columns at a row of the view.
    let columns: (Double) -> (Double, Double)

    init(view: Image, cap: Double, paperRows: Range<Double>, columns: @escaping (Double) -> (Double, Double)) {
        self.view = view
        self.cap = cap
        self.columns = columns
        let h = Double(view.height), w = view.width
        let span = paperRows.upperBound - paperRows.lowerBound
        let y0 = Int(max(0, paperRows.lowerBound + 0.2 * span)), y1 = Int(min(h, paperRows.upperBound - 0.2 * span))
        var histogram = [Int](repeating: 0, count: 256)
        if y1 > y0 {
            for y in y0..<y1 {
                let (l, r) = columns(Double(y) + 0.5)
                let a = max(0, Int(l + 0.2 * (r - l))), b = min(w, Int(r - 0.2 * (r - l)))
                for x in a..<max(a, b) { histogram[Int(view.pixels[y * w + x])] += 1 }
            }
        }
        paper = Self.percentile(histogram, 0.9) ?? 0
    }

    /// Whether the strip between `upper` and `lower` (rows of the view, as functions of the column; the strip is
    /// empty where `lower` is not below `upper`) holds a capital's height or more of print.
    func holdsPrint(between upper: (Double) -> Double, and lower: (Double) -> Double) -> Bool {
        guard paper > 0 else { return false }
        let w = view.width, h = view.height
        let band = max(3, Int(cap.rounded()))
        // The strip's rows.
        var first = h, last = 0
        for x in stride(from: 0, to: w, by: max(1, w / 64)) {
            let a = max(0, Int(upper(Double(x) + 0.5).rounded(.down))), b = min(h, Int(lower(Double(x) + 0.5).rounded(.up)))
            if b > a { first = min(first, a); last = max(last, b) }
        }
        guard last - first >= band else { return false }
        var printed = 0
        var y0 = first
        while y0 < last {
            let rows = y0..<min(last, y0 + band)
            y0 += band
            var histogram = [Int](repeating: 0, count: 256)
            var spans: [(Int, Range<Int>)] = []
            for y in rows {
                let (l, r) = columns(Double(y) + 0.5)
                let a = max(0, Int(l + Self.sideShare * (r - l))), b = min(w, Int(r - Self.sideShare * (r - l)))
                guard b > a else { continue }
                // Only the columns where this row lies inside the strip.
                let inside = (a..<b).filter { x in
                    let yc = Double(y) + 0.5, xc = Double(x) + 0.5
                    return yc >= upper(xc) && yc < lower(xc)
                }
                guard let lo = inside.first, let hi = inside.last else { continue }
                for x in lo...hi { histogram[Int(view.pixels[y * w + x])] += 1 }
                spans.append((y, lo..<(hi + 1)))
            }
            guard !spans.isEmpty, let level = Self.percentile(histogram, 0.9), level >= Self.paperLevelShare * paper else { continue }
            let dark = UInt8(max(0, min(255, Self.inkShare * level)))
            var ink = 0, runs = 0, pixels = 0
            for (y, span) in spans {
                var inRun = false
                for x in span {
                    let isInk = view.pixels[y * w + x] < dark
                    if isInk { ink += 1; if !inRun { runs += 1 } }
                    inRun = isInk
                }
                pixels += span.count
            }
            guard pixels > 0, runs > 0 else { continue }
            let share = Double(ink) / Double(pixels)
            if share >= Self.minimumInkShare, share <= Self.maximumInkShare,
               Double(runs) >= Self.minimumRunsPerRow * Double(spans.count),
               Double(ink) / Double(runs) <= Self.maximumRunInCapitals * cap {
                printed += rows.count
            }
        }
        return Double(printed) >= cap
    }

    static func percentile(_ histogram: [Int], _ share: Double) -> Double? {
        let total = histogram.reduce(0, +)
        guard total > 0 else { return nil }
        var seen = 0
        for (value, count) in histogram.enumerated() {
            seen += count
            if Double(seen) >= share * Double(total) { return Double(value) }
        }
        return 255
    }
}
