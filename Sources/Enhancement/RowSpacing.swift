import Foundation
import Imaging
import PageFinding

/// The rows of a curled page resampled so its text lines stand as far apart everywhere as where they stand widest.
///
/// A page curled along its length is foreshortened where it rises off the table: once flattened by its corners,
/// stretched between its sides and straightened, its lines there are still squashed (`scanlab-bench dewarp`, curl
/// 0.6, seed 9: line pitch 55 px below its header, 42 px at the raised foot; Tesseract read its quantities "1" as "a"
/// and "4:", CER 0.096 against 0.000 flat). The text lines' pitch is measured down the page (the lag at which
/// the row profile best matches itself), a parabola is fitted to it, and every row is stretched by the widest pitch
/// over the local one, so letters get back their height and lines their spacing (within the output's bound on its
/// long side). Measured on `scanlab-bench dewarp` (curl 0.6): pooled dewarped CER 0.085 → 0.080 on seeds 1–20 and
/// 0.094 → 0.089 on seeds 101–120. Pages whose pitch hardly varies are left alone.
struct RowSpacing: Sendable, Equatable {
    /// Per output row: the page row (sub-pixel, pixel centres at +0.5) it reads.
    let source: [Double]
    /// The page's height before, and the cumulative output row at each page row boundary (height + 1 values).
    let pageHeight: Int
    let cumulative: [Double]
    /// The most any rows were stretched (1 = none).
    let stretch: Double

    /// The row profile is smoothed over this share of a capital each side.
    static let smoothingInCapitals = 0.15
    /// The pitch is measured in windows this many capitals tall (about five receipt lines), stepping down the page
    /// by one capital: each window's profile is matched against itself shifted by one line (`Dewarper.match`,
    /// correlation 0.6 or better). A line's pitch lies between these many capitals: receipts' lines stand 1.4 to
    /// 1.7 capitals apart flat, and squashed by a third at most; twice the pitch lies beyond the range.
    static let windowInCapitals = 8.0
    static let pitchInCapitals = 0.9...2.5
    /// At least this many windows must match, spread over this share of the page's height, to fit the pitch (a
    /// receipt's header and foot match poorly: seed 9's windows spanned 0.48 of its page; seed 119's, its QR code
    /// left out, 0.28: 23 windows down its items, whose pitch fell from 64 to 53 px, where a window over the code had
    /// taken it past 0.3 before).
    static let minimumWindows = 8
    static let minimumSpanShare = 0.25
    /// Rows are resampled only when the fitted pitch varies by at least this share (widest over narrowest − 1), and
    /// only on pages whose sides bowed (`PagePipeline`): the curled receipts of `scanlab-bench dewarp` (curl 0.6,
    /// seeds 1–20 and 101–120) measured 0.06 to over 0.6. Pages whose lines were only straightened are left alone:
    /// a flat invoice's spacing varies by design (regression page invoice-hand-edge was stretched ×1.46, its codes
    /// lost); pooled dewarped CER 0.067 → 0.066 and 0.077 → 0.076 with that gate.
    static let minimumStretch = 0.06
    /// A row is stretched by at most this factor: more is no foreshortening a page still readable would show
    /// (seed 11's fit reached it, its header's wider pitch included).
    static let maximumStretch = 1.6
    /// Ink marks at least this many capitals tall are codes (a barcode's bars, a QR's joined modules) or a box's
    /// frame, not text, and are left out of the row profile: a receipt's glyphs stand at most about 1.5 capitals
    /// (ascender to descender), two lines touching about 2.3, while its Code 128 is 9 mm tall (about 4 capitals,
    /// still 2.7 squashed by a third) and its QR codes 6 to 8. Counted, a code's rows are a broad bump with no line
    /// pitch in it, and the windows over it match at a wrong lag or not at all (`scanlab-bench dewarp`, curl 0.6,
    /// seed 6: its SUBTOTAL, TAX and TOTAL lines between a Code 128 and a QR stayed squashed, CER 0.093 against
    /// 0.024 flat; 0.064 with the codes left out).
    static let codeMinimumHeightInCapitals = 2.0
    static let assumedCapHeight = 20.0

    /// The resampling that evens out `page`'s line pitch, or nil when too few lines were found or their pitch hardly
    /// varies. `page` is light-corrected (paper white) and its lines run level.
    static func estimate(_ page: Image, capHeight: Double?, maximumHeight: Int = Int.max / 2) -> RowSpacing? {
        let gray = page.grayscale()
        let w = gray.width, h = gray.height
        guard w >= 64, h >= 64 else { return nil }
        let cap = max(6, capHeight ?? assumedCapHeight)
        let threshold = Threshold.otsu(histogram: gray.histogram())
        // Ink per row over the middle 80% of the columns (table or a rim left at the sides does not count), codes
        // and frames left out (`codeMinimumHeightInCapitals`).
        let x0 = w / 10, x1 = w - w / 10
        var mask = [UInt8](repeating: 0, count: w * h)
        gray.pixels.withUnsafeBufferPointer { p in
            for y in 0..<h {
                for x in x0..<x1 where Int(p[y * w + x]) <= threshold { mask[y * w + x] = 1 }
            }
        }
        let labeling = ComponentLabeling(mask: mask, width: w, height: h)
        let tall = codeMinimumHeightInCapitals * cap
        var isCode = [Bool](repeating: false, count: labeling.components.count + 1)
        for c in labeling.components where Double(c.height) >= tall { isCode[Int(c.label)] = true }
        var ink = [Int](repeating: 0, count: h)
        labeling.labels.withUnsafeBufferPointer { l in
            for y in 0..<h {
                var n = 0
                for x in x0..<x1 where l[y * w + x] != 0 && !isCode[Int(l[y * w + x])] { n += 1 }
                ink[y] = n
            }
        }
        let profile = Dewarper.smooth(ink.map(Double.init), radius: max(1, Int(smoothingInCapitals * cap)))
        let window = max(16, Int(windowInCapitals * cap)), step = max(2, Int(cap))
        let lo = pitchInCapitals.lowerBound * cap, hi = pitchInCapitals.upperBound * cap
        let centre = Int(((lo + hi) / 2).rounded()), reach = max(2, Int(((hi - lo) / 2).rounded()))
        var pitches: [(Double, Double)] = []
        var y0 = 0
        while y0 + window + Int(hi) + 1 < h {
            if let lag = Dewarper.match(profile, profile, from: y0, length: window, around: centre, reach: reach) {
                pitches.append((Double(y0) + Double(window) / 2, lag))
            }
            y0 += step
        }
        guard pitches.count >= minimumWindows, let first = pitches.first?.0, let last = pitches.last?.0,
              last - first >= minimumSpanShare * Double(h),
              let pitch = PaperSides.robustFit(pitches, degree: 2) else { return nil }
        let fitted = (0..<h).map { Polynomial.value(pitch, min(last, max(first, Double($0) + 0.5))) }
        guard let narrowest = fitted.min(), let widest = fitted.max(), narrowest > 0 else { return nil }
        let stretch = min(maximumStretch, widest / narrowest)
        guard stretch - 1 >= minimumStretch else { return nil }
        var scale = fitted.map { min(maximumStretch, widest / $0) }
        // Within the output's bound on its long side, the whole page is resampled a little smaller instead: the
        // lines' spacing is what matters, and long receipts already stand near the bound.
        let total = scale.reduce(0, +), bound = Double(max(h, maximumHeight))
        if total > bound { scale = scale.map { $0 * bound / total } }
        var cumulative = [0.0]
        for s in scale { cumulative.append((cumulative.last ?? 0) + s) }
        let height = min(Int(bound), Int((cumulative.last ?? 0).rounded()))
        var source = [Double](repeating: 0, count: height)
        var k = 0
        for j in 0..<height {
            let target = Double(j) + 0.5
            while k < h - 1 && cumulative[k + 1] <= target { k += 1 }
            source[j] = Double(k) + (target - cumulative[k]) / scale[k]
        }
        return RowSpacing(source: source, pageHeight: h, cumulative: cumulative, stretch: stretch)
    }

    /// Where a page point lands once the rows are resampled.
    func outputPoint(forPage p: Point) -> Point {
        let y = min(Double(pageHeight), max(0, p.y))
        let k = min(pageHeight - 1, Int(y))
        let t = y - Double(k)
        return Point(x: p.x, y: cumulative[k] * (1 - t) + cumulative[k + 1] * t)
    }

    /// The page with its rows resampled (linear between the two nearest page rows).
    func apply(to image: Image) -> Image {
        guard image.height == pageHeight, !source.isEmpty else { return image }
        let w = image.width, c = image.channels, rowLength = w * c
        var out = Image(width: w, height: source.count, layout: image.layout, fill: 255)
        image.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for (j, s) in source.enumerated() {
                    let sy = s - 0.5
                    let y0 = Int(sy.rounded(.down)), t = sy - Double(y0)
                    let a = min(pageHeight - 1, max(0, y0)) * rowLength, b = min(pageHeight - 1, max(0, y0 + 1)) * rowLength
                    let row = j * rowLength
                    for i in 0..<rowLength {
                        let v = Double(src[a + i]) * (1 - t) + Double(src[b + i]) * t
                        dst[row + i] = UInt8(max(0, min(255, v.rounded())))
                    }
                }
            }
        }
        return out
    }
}
