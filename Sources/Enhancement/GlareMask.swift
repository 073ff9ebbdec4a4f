import Foundation
import Imaging

/// Specular glare on a flattened page, found on the paper's brightness field and lowered to the paper around it
/// before the light is divided out.
///
/// Glare is light added on top of the paper's: a sample v becomes 255 − (255 − v)(1 − f), f the glare's strength
/// there, so paper and ink both lose the same share of their darkness. Dividing the light out, as for a shadow,
/// brings the paper back but leaves the print under the glare faint (ink at 30 under f = 0.7 ends near 170 of 224),
/// and a threshold then drops it: a white hole. Multiplying the darkness back by g = (255 − S)/(255 − B), B the
/// paper under the glare and S the paper around it, restores paper and ink together.
///
/// A glare blob is told from the light's own unevenness by three things: it is brighter than the paper around it
/// by a large share of the paper's darkness (a top-hat on the background field, whose closing already removed the
/// print, so the blob is smooth and larger than a glyph); it is white (low chroma where colour is known); and
/// the print under it has lost darkness as the paper has, where brighter light (a vignette's centre, a lamp's side)
/// leaves dark print as dark as it was.
struct GlareMask: Sendable {
    /// The grid of the background field, and the darkness gain of each cell (1 where there is no glare).
    let width: Int
    let height: Int
    let gains: [Float]
    /// The share of the page under the glare, and the strongest glare found (f = 1 − 1/g).
    let share: Double
    let strength: Double

    /// What the masking found, as `PageTraits` keeps it.
    struct Found: Sendable, Equatable {
        var share: Double
        var strength: Double
    }

    /// The paper around a blob is the field's opening over this share of its long side: glare on the page's plane
    /// spans up to ±1.5 semi-axes of a 70 mm spot (±52 mm), a fifth of a 250 mm receipt, so the window reaches past it.
    static let surroundShare = 0.25
    /// A cell is glare when its paper keeps at most this share of the surrounding paper's darkness (glare of 0.4
    /// or more); fully counted below `fullDarkness`, not at all above `noDarkness` (a soft edge, no seam).
    static let fullDarkness: Float = 0.6
    static let noDarkness: Float = 0.85
    /// Dark regions (shadow, table at the page's edge) are raised to this share of the page's paper level before the
    /// opening, so a window that reaches them does not take them for the paper around a blob.
    static let darkFloor: Float = 0.9
    /// The most the darkness is multiplied by (glare of 0.83): beyond it the paper has 2–3 levels of darkness left,
    /// JPEG's and the sensor's noise dominate, and multiplying them makes speckle the threshold keeps.
    static let maximumGain: Float = 6
    /// Under a glare blob the print loses darkness as the paper does: where the paper kept k of its darkness, the
    /// print keeps about k of the page's darkest print's (t = 0), while under brighter light it keeps all of it
    /// (t = 1). A blob is glare when the `darkPrint` percentile of t over its print is at most this (measured on
    /// the generated pages of the glare study: glare blobs 0.1–0.4, lit sides and gaps between shadows 0.8–1.1).
    static let lightLike: Float = 0.5
    /// The darkest print of the page (this percentile of the darkness of cells with print) is the reference, and
    /// the same percentile of t is judged, so faint print (a grey rule, a light logo) decides neither.
    static let darkPrint = 0.9
    /// A blob is judged only when print lies under at least this share of its core (a glare over a blank margin
    /// changes nothing a reader sees; a few cells of faint print there are no evidence).
    static let minimumPrintShare = 0.1
    /// A cell holds print when its paper and the darkest pixel near it differ by at least this many levels: the
    /// darkest of a line's worth of noisy paper lies about 20 levels below it (sensor noise and JPEG, ordinary
    /// photos), print 150 or more. Under glare of f print keeps (1 − f) of its contrast, 50 levels at f = 0.7, and
    /// the noise shrinks alike, so the test there is lower.
    static let printContrast: Float = 40
    static let printContrastUnderGlare: Float = 30
    /// A blob's core (glare of 0.4 or more) must cover at least this share of the page: a 20 mm spot of 0.7 on an A4
    /// page covers 0.28%, on a receipt about 0.9%. Smaller bright blobs are the lit crest of a curl (0.1% on the
    /// regression corpus's curled receipt, whose print there stays dark but is seen foreshortened).
    static let minimumShare = 0.002
    /// A blob's chroma (max − min of the white-balanced channels, on the colour view) above this is a coloured
    /// patch, not glare, which is white.
    static let maximumChroma = 24.0

    /// Finds glare from the page's background field and gray page; nil when there is none to lower.
    /// - Parameters:
    ///   - field: the paper's brightness (`BackgroundField.estimate` of `gray`).
    ///   - gray: the flattened page in gray, for the print's darkest levels near each cell.
    ///   - colour: the flattened page in colour when the pipeline has it, for the blob's chroma.
    static func find(field: BackgroundField, gray: Image, colour: Image? = nil) -> GlareMask? {
        let w = field.width, h = field.height, n = w * h
        guard w >= 8, h >= 8 else { return nil }
        let b = field.values
        // The page's paper level: the median of the field (most of a page is paper under ordinary light).
        let paper = BackgroundField.orderStatistics(b, ranks: [n / 2])[0]
        guard paper > 0, paper < 250 else { return nil }
        let floor = darkFloor * paper
        // Most pages have no glare, and this says so before the surround is built: a cell is a candidate only where
        // it keeps at most `fullDarkness` of the surrounding paper's darkness, and the surrounding paper is never
        // darker than `floor` (an opening and a blur of values raised to it), so every candidate is at least
        // 255 − fullDarkness·(255 − floor) bright. Too few such cells, and the search below finds none; the extra
        // 0.01 covers Float rounding, so this only skips work whose answer was nil.
        let brightEnough = 255 - (fullDarkness + 0.01) * (255 - floor)
        var bright = 0
        for v in b where v >= brightEnough { bright += 1 }
        guard Double(bright) / Double(n) >= minimumShare else { return nil }
        let raised = b.map { Swift.max($0, floor) }
        let radius = Swift.max(2, Int(surroundShare * Double(Swift.max(w, h))))
        var surround = BackgroundField.extremum(raised, w, h, radius: radius, max: false)
        surround = BackgroundField.extremum(surround, w, h, radius: radius, max: true)
        surround = BackgroundField.boxBlur(surround, w, h, radius: Swift.max(1, radius / 4))
        // How much of each cell's glare counts, 0…1, from the share of the surrounding paper's darkness it kept.
        var weight = [Float](repeating: 0, count: n)
        var candidates = 0
        for i in 0..<n {
            let s = Swift.min(b[i], surround[i])
            let kept = (255 - b[i]) / Swift.max(1, 255 - s)
            let wgt = Swift.max(0, Swift.min(1, (noDarkness - kept) / (noDarkness - fullDarkness)))
            weight[i] = wgt
            if wgt >= 1 { candidates += 1 }
        }
        guard Double(candidates) / Double(n) >= minimumShare else { return nil }
        // Each blob (4-connected cells with any weight) is judged on its own: glare and a brightly lit side can
        // lie on one page, and only the glare is lowered.
        let ink = darkest(gray, width: w, height: h)
        // The print's darkness (255 − its darkest level nearby) on the page outside every blob, where there is print.
        var outside: [Float] = []
        for i in 0..<n where weight[i] == 0 && b[i] - ink[i] >= printContrast { outside.append(255 - ink[i]) }
        guard !outside.isEmpty else { return nil }
        let printDarkness = percentile(outside, darkPrint)
        var label = [Int32](repeating: -1, count: n)
        var gains = [Float](repeating: 1, count: n)
        var strongest: Float = 1, covered = 0
        var stack: [Int] = []
        for seed in 0..<n where weight[seed] > 0 && label[seed] < 0 {
            var members: [Int] = []
            label[seed] = Int32(seed)
            stack.append(seed)
            while let i = stack.popLast() {
                members.append(i)
                let x = i % w, y = i / w
                for j in [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]
                    where j >= 0 && weight[j] > 0 && label[j] < 0 {
                    label[j] = Int32(seed)
                    stack.append(j)
                }
            }
            let core = members.filter { weight[$0] >= 1 }
            guard Double(core.count) >= minimumShare * Double(n) else { continue }
            // Print under the blob's core: how much of its darkness it lost, against what glare would take there.
            // t = 0 where the print faded exactly as the paper's darkness did (glare), 1 where it stayed as dark
            // as the page's darkest print (brighter light). Cells without print say nothing either way.
            let faded = core.compactMap { i -> Float? in
                guard b[i] - ink[i] >= printContrastUnderGlare else { return nil }
                let kept = (255 - b[i]) / Swift.max(1, 255 - Swift.min(b[i], surround[i]))
                return ((255 - ink[i]) / printDarkness - kept) / Swift.max(0.05, 1 - kept)
            }
            guard Double(faded.count) >= minimumPrintShare * Double(core.count),
                  percentile(faded, darkPrint) <= lightLike else { continue }
            if let colour, chroma(of: colour, cells: Set(core), width: w, height: h) > maximumChroma { continue }
            for i in members {
                let s = Swift.min(b[i], surround[i])
                let g = Swift.min(maximumGain, (255 - s) / Swift.max(0.5, 255 - b[i]))
                guard g > 1 else { continue }
                gains[i] = 1 + (g - 1) * weight[i]
                strongest = Swift.max(strongest, gains[i])
                if weight[i] >= 1 { covered += 1 }
            }
        }
        guard covered > 0 else { return nil }
        return GlareMask(width: w, height: h, gains: gains, share: Double(covered) / Double(n),
                         strength: Double(1 - 1 / strongest))
    }

    /// The page with the glare's darkness restored: each sample v becomes 255 − (255 − v)·g, g interpolated from
    /// the grid (every channel alike, so the glare's white stays neutral).
    func apply(to page: Image) -> Image {
        let pw = page.width, ph = page.height, c = page.channels
        guard pw > 0, ph > 0 else { return page }
        var out = page
        let sx = Float(width) / Float(pw), sy = Float(height) / Float(ph)
        var x0s = [Int](repeating: 0, count: pw), x1s = [Int](repeating: 0, count: pw), ax = [Float](repeating: 0, count: pw)
        for x in 0..<pw {
            let fx = (Float(x) + 0.5) * sx - 0.5
            let x0 = Swift.max(0, Swift.min(width - 1, Int(fx.rounded(.down))))
            x0s[x] = x0; x1s[x] = Swift.min(width - 1, x0 + 1); ax[x] = Swift.max(0, Swift.min(1, fx - Float(x0)))
        }
        out.pixels.withUnsafeMutableBufferPointer { o in
            for y in 0..<ph {
                let fy = (Float(y) + 0.5) * sy - 0.5
                let j0 = Swift.max(0, Swift.min(height - 1, Int(fy.rounded(.down)))), j1 = Swift.min(height - 1, j0 + 1)
                let t = Swift.max(0, Swift.min(1, fy - Float(j0)))
                // Rows of the grid without glare leave the page's row untouched.
                var any = false
                for i in (j0 * width)..<(j0 * width + width) where gains[i] != 1 { any = true; break }
                if !any { for i in (j1 * width)..<(j1 * width + width) where gains[i] != 1 { any = true; break } }
                guard any else { continue }
                for x in 0..<pw {
                    let g0 = gains[j0 * width + x0s[x]] * (1 - ax[x]) + gains[j0 * width + x1s[x]] * ax[x]
                    let g1 = gains[j1 * width + x0s[x]] * (1 - ax[x]) + gains[j1 * width + x1s[x]] * ax[x]
                    let g = g0 * (1 - t) + g1 * t
                    guard g > 1 else { continue }
                    for k in 0..<c {
                        let index = (y * pw + x) * c + k
                        let v = 255 - (255 - Float(o[index])) * g
                        o[index] = UInt8(Swift.max(0, Swift.min(255, v.rounded())))
                    }
                }
            }
        }
        return out
    }

    /// For each grid cell, the darkest level of the page within about a text line (the print near it, or the
    /// paper where there is none): the darkest pixel of each cell's block at full resolution, then a running minimum.
    /// Averaging instead would mix thin strokes with the paper, whose darkness then dominates the print's (and
    /// falls under brighter light as under glare).
    static func darkest(_ gray: Image, width w: Int, height h: Int) -> [Float] {
        let g = gray.grayscale()
        var cells = [UInt8](repeating: 255, count: w * h)
        let columns = (0..<g.width).map { Swift.min(w - 1, $0 * w / Swift.max(1, g.width)) }
        g.pixels.withUnsafeBufferPointer { p in
            for y in 0..<g.height {
                let row = Swift.min(h - 1, y * h / Swift.max(1, g.height)) * w
                for x in 0..<g.width where p[y * g.width + x] < cells[row + columns[x]] { cells[row + columns[x]] = p[y * g.width + x] }
            }
        }
        // Six cells: a text line at the usual sizes (capitals of 30 px on a 3,000 px page are 5 cells of 512).
        return BackgroundField.extremum(cells.map(Float.init), w, h, radius: 6, max: false)
    }

    /// The mean chroma of a blob's cells on the colour page, after balancing each channel on the page's paper.
    static func chroma(of colour: Image, cells: Set<Int>, width w: Int, height h: Int) -> Double {
        guard colour.layout == .rgb else { return 0 }
        let cw = colour.width, ch = colour.height
        var sums = [Double](repeating: 0, count: 3), all = [Double](repeating: 0, count: 3)
        var inside = 0.0, total = 0.0
        for y in stride(from: 0, to: ch, by: 4) {
            let j = Swift.min(h - 1, y * h / ch)
            for x in stride(from: 0, to: cw, by: 4) {
                let i = Swift.min(w - 1, x * w / cw)
                let p = (y * cw + x) * 3
                for k in 0..<3 { all[k] += Double(colour.pixels[p + k]) }
                total += 1
                guard cells.contains(j * w + i) else { continue }
                for k in 0..<3 { sums[k] += Double(colour.pixels[p + k]) }
                inside += 1
            }
        }
        guard inside > 0, total > 0 else { return 0 }
        let balanced = (0..<3).map { sums[$0] / inside * (all[1] / total) / Swift.max(1, all[$0] / total) }
        return (balanced.max() ?? 0) - (balanced.min() ?? 0)
    }

    /// What the glare masking did, for `auto`'s reason (empty when it found none).
    static func note(_ t: PageTraits) -> String {
        guard let g = t.glare else { return "" }
        return String(format: "; glare over %.1f%% of the page (strength up to %.2f) lowered to the paper before the light was corrected",
                      g.share * 100, g.strength)
    }

    /// The value below which `share` of `values` lie (0 for none).
    static func percentile(_ values: [Float], _ share: Double) -> Float {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[Swift.min(sorted.count - 1, Int(share * Double(sorted.count)))]
    }
}
