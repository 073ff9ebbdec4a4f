import Foundation
import Imaging

/// The coarse grid divided by its local bright envelope, so a page cut by a shadow is one bright region again.
///
/// The envelope is a max filter over a window of about a tenth of the frame, then a blur of the same size. Inside
/// the page it follows the paper, shadowed or not, so paper comes out near white; the table just around the page
/// is divided by the paper's level and comes out dark, a moat that keeps the page apart from the rest of the table.
enum ShadowNormalisedView {
    static func make(_ grid: Image, radiusShare: Double = 0.06) -> Image {
        let g = grid.grayscale()
        let w = g.width, h = g.height
        let r = max(2, Int((Double(max(w, h)) * radiusShare).rounded()))
        var v = g.pixels.map { Float($0) }
        v = BackgroundField.extremum(v, w, h, radius: r, max: true)
        v = BackgroundField.boxBlur(v, w, h, radius: r)
        var out = g
        g.pixels.withUnsafeBufferPointer { gray in
            v.withUnsafeBufferPointer { envelope in
                out.pixels.withUnsafeMutableBufferPointer { target in
                    for i in 0..<(w * h) {
                        let e = max(24, envelope[i])
                        target[i] = UInt8(min(255, roundedHalfAway(Float(gray[i]) * 240 / e)))
                    }
                }
            }
        }
        return out
    }

    /// `x.rounded()` (halves away from zero) for 0 ≤ x < 2³¹, without the library call `rounded()` makes on
    /// CPUs without SSE4.1: the whole part, plus one when the fraction (exact: x − ⌊x⌋ loses no bits) is at least ½.
    @inline(__always)
    static func roundedHalfAway(_ x: Float) -> Int32 {
        let whole = Int32(x)
        return x - Float(whole) >= 0.5 ? whole + 1 : whole
    }
}

/// Views of the coarse grid with texture smaller than a page taken out.
enum TextureFreeView {
    /// A closing with a small window (print on the page disappears), then an opening with a window of about a
    /// fortieth of the frame (bright texture such as the white squares of a gingham cloth disappears, while a
    /// page, far larger, keeps its shape).
    static func make(_ grid: Image, printRadius: Int = 1, textureShare: Double = 0.025) -> Image {
        let g = grid.grayscale()
        let w = g.width, h = g.height
        let r = max(2, Int((Double(max(w, h)) * textureShare).rounded()))
        var v = g.pixels.map { Float($0) }
        v = BackgroundField.extremum(v, w, h, radius: printRadius, max: true)
        v = BackgroundField.extremum(v, w, h, radius: printRadius, max: false)
        v = BackgroundField.extremum(v, w, h, radius: r, max: false)
        v = BackgroundField.extremum(v, w, h, radius: r, max: true)
        var out = g
        for i in 0..<(w * h) { out.pixels[i] = UInt8(max(0, min(255, v[i].rounded()))) }
        return out
    }
}

/// The coarse grid with everything that is not evenly toned blacked out: paper is even (once its print is closed
/// away), while cloth checks, wood grain and stone are not, even where they are as bright as paper.
enum EvenToneView {
    static func make(_ grid: Image, windowShare: Double = 0.02, maximumSpread: Float = 10) -> Image {
        let g = grid.grayscale()
        let w = g.width, h = g.height
        let r = max(2, Int((Double(max(w, h)) * windowShare).rounded()))
        var v = g.pixels.map { Float($0) }
        v = BackgroundField.extremum(v, w, h, radius: 1, max: true)
        v = BackgroundField.extremum(v, w, h, radius: 1, max: false)
        let mean = BackgroundField.boxBlur(v, w, h, radius: r)
        let squares = BackgroundField.boxBlur(v.map { $0 * $0 }, w, h, radius: r)
        var kept = [Float](repeating: 0, count: w * h)
        for i in 0..<(w * h) {
            let sd = (max(0, squares[i] - mean[i] * mean[i])).squareRoot()
            kept[i] = sd <= maximumSpread ? v[i] : 0
        }
        // The window's edge band was lost at every boundary; grow the even regions back by the same amount.
        kept = BackgroundField.extremum(kept, w, h, radius: r, max: true)
        var out = g
        for i in 0..<(w * h) { out.pixels[i] = UInt8(max(0, min(255, min(kept[i], v[i] + 0).rounded()))) }
        return out
    }
}
