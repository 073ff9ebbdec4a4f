import Foundation
import Imaging

/// A curled page's width resampled so its print keeps the paper's own aspect.
///
/// A page curled along its length is flattened by its corners to the chord between its ends, not the paper's length,
/// and its rows are then stretched between its sides (to the width of its raised end, nearest the camera) and spaced
/// to the widest line pitch. Width and height end up scaled by different amounts (`scanlab-bench dewarp`, curl 0.6,
/// seed 6: words about 31% wider for their height than the flat page's). Taking the page flattened by its corners as
/// drawn at one scale across and down, the chain after it (sides, dewarping, margins, row spacing) should be too
/// where the paper stands as in the corners' plane, and only shorter down elsewhere: the width is resampled by a low
/// quantile of the chain's across over down scale, less the share by which that measure overshoots.
struct PageAspect: Sendable, Equatable {
    /// The page's width before and after.
    let pageWidth: Int
    let width: Int

    /// The mapping is sampled at these shares of the page's length (its ends left out: codes and shade there) ...
    static let sampledLength = 0.1...0.9
    static let samples = 33
    /// ... along these shares of its width, and the derivatives are taken over this share of the quad's length.
    static let sampledColumns = [0.3, 0.5, 0.7]
    static let stepShare = 0.01
    /// The factor is this quantile of the samples down the page: the rows where the chain widens most against its
    /// height, that is where the paper stood least foreshortened, a few samples over a code or a stray margin left
    /// out (the median, tried too, fixed fewer pages: 8 of seeds 1–20 within a point of flat against 10).
    static let lowerQuantile = 0.25
    /// The measure overshoots: the page flattened by its corners is not drawn at one scale (a flat page's words come
    /// out 2% to 36% wider for their height than printed, `scanlab-bench dewarp` seeds 1–10, the camera oblique), so
    /// on the curled receipts of `scanlab-bench dewarp` (curl 0.6, seeds 1–20 and 101–120, 31 pages resampled) the
    /// factor their words needed to be as wide for their height as on the page flat stood above the measured one by
    /// a median of 7% (quartiles −1% and +19%). Only the measured factor over `1 − measuredOvershoot` is applied (0.07,
    /// the median, tried too: pooled dewarped CER 0.0558 on seeds 1–20 against 0.0548).
    /// Resampled by the whole factor, seed 108 (curl 0.6), whose words already stood as on the flat page (0.97),
    /// came out at 0.81 and read at 0.0175 CER against 0.0088.
    static let measuredOvershoot = 0.1
    /// The width is resampled only when it is off by at least this share (smaller changes are within the measure's
    /// own noise), and never by more than this factor (a mapping that says more has gone wrong).
    static let minimumChange = 0.03
    static let maximumChange = 1.5

    /// Where a page point lands once the width is resampled.
    func outputPoint(forPage p: Point) -> Point {
        Point(x: p.x * Double(width) / Double(max(1, pageWidth)), y: p.y)
    }

    /// The page at its new width.
    func apply(to image: Image) -> Image {
        guard image.width == pageWidth else { return image }
        return image.resized(width: width, height: image.height)
    }

    /// The factor the page's width should be multiplied by, measured through `mapping`'s steps after the corners'
    /// flattening (a page `flattenedWidth` by `flattenedHeight`), or nil when too few samples could be differentiated.
    static func factor(mapping: PageMapping, flattenedWidth: Int, flattenedHeight: Int) -> Double? {
        var mapping = mapping
        mapping.toPage = .identity
        mapping.aspect = nil
        let quad = Quad(Box(x: 0, y: 0, width: Double(flattenedWidth), height: Double(flattenedHeight)))
        let length = max(quad.topLeft.distance(to: quad.bottomLeft), quad.topRight.distance(to: quad.bottomRight))
        let h = max(1, stepShare * length)
        func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        // Per sample down the page: input px per output px across and down (the inverse Jacobian's columns).
        var ratios: [Double] = []
        for i in 0..<samples {
            let t = sampledLength.lowerBound + (sampledLength.upperBound - sampledLength.lowerBound) * Double(i) / Double(samples - 1)
            var down = 0.0, across = 0.0, counted = 0
            for c in sampledColumns {
                let top = lerp(quad.topLeft, quad.topRight, c), bottom = lerp(quad.bottomLeft, quad.bottomRight, c)
                let p = lerp(top, bottom, t)
                let ux = (bottom.x - top.x) / length, uy = (bottom.y - top.y) / length
                // Along the page's width (u rotated) and down its length, in the input.
                let ax = Point(x: -uy, y: ux), ay = Point(x: ux, y: uy)
                func f(_ q: Point) -> Point { mapping.outputPoint(forInput: q) }
                let px1 = f(Point(x: p.x - h * ax.x, y: p.y - h * ax.y)), px2 = f(Point(x: p.x + h * ax.x, y: p.y + h * ax.y))
                let py1 = f(Point(x: p.x - h * ay.x, y: p.y - h * ay.y)), py2 = f(Point(x: p.x + h * ay.x, y: p.y + h * ay.y))
                // Output per input along the two page directions (columns of the forward Jacobian in that basis).
                let a = (px2.x - px1.x) / (2 * h), cc = (px2.y - px1.y) / (2 * h)
                let b = (py2.x - py1.x) / (2 * h), d = (py2.y - py1.y) / (2 * h)
                let det = a * d - b * cc
                guard [a, b, cc, d].allSatisfy(\.isFinite), abs(det) > 1e-9 else { continue }
                // Inverse: input per output. Its first column: output x; second: output y.
                let ix = (d / det, -cc / det), iy = (-b / det, a / det)
                across += (ix.0 * ix.0 + ix.1 * ix.1).squareRoot()
                down += (iy.0 * iy.0 + iy.1 * iy.1).squareRoot()
                counted += 1
            }
            guard counted > 0, down > 0 else { continue }
            ratios.append(across / down)
        }
        guard ratios.count >= samples / 2 else { return nil }
        let sorted = ratios.sorted()
        return sorted[min(sorted.count - 1, Int(lowerQuantile * Double(sorted.count - 1)))]
    }

    /// The resampling for a page `pageWidth` wide, or nil when its aspect is near enough or the factor is beyond reason.
    static func estimate(mapping: PageMapping, flattenedWidth: Int, flattenedHeight: Int, pageWidth: Int) -> PageAspect? {
        guard let measured = factor(mapping: mapping, flattenedWidth: flattenedWidth, flattenedHeight: flattenedHeight), measured.isFinite, measured > 0 else { return nil }
        let k = min(1, measured / (1 - measuredOvershoot))
        guard k <= 1 - minimumChange, k >= 1 / maximumChange else { return nil }
        let width = max(1, Int((Double(pageWidth) * k).rounded()))
        return PageAspect(pageWidth: pageWidth, width: width)
    }
}
