import Foundation
import Imaging

/// The paper's brightness across a page, estimated at low resolution, used to divide uneven light out.
///
/// A full-resolution blur with σ 50 costs over a second; the estimate here works on a grid whose long side is
/// about 512 px (a sixth of a page) and costs a few milliseconds. The grid is fine enough that the edge of a hard
/// shadow is followed within a few dozen pixels, so print under it is not lost in a dark band. Values stay in `Float` and are
/// interpolated bilinearly when applied, so deep shadow does not turn into bands of 8-bit steps.
struct BackgroundField: Sendable {
    let width: Int
    let height: Int
    /// Paper brightness per grid cell, 0...255.
    var values: [Float]

    /// The grid's long side.
    static let gridSide = 512

    /// Estimates the paper's brightness under `gray` (a flattened page).
    /// - Parameter inkRadius: dark marks narrower than about twice this many grid cells are removed.
    static func estimate(from gray: Image, inkRadius: Int = 2) -> BackgroundField {
        // Averaging a block of dense print never reaches the paper's level, which would make the paper look
        // darker than it is and wash the print out; so average at twice the grid's size (taming noise), then
        // keep the brightest of each 2×2.
        let fine = PageFinder.shrink(gray.grayscale(), toLongSide: 2 * gridSide)
        let w = max(1, fine.width / 2), h = max(1, fine.height / 2)
        var v = [Float](repeating: 0, count: w * h)
        fine.pixels.withUnsafeBufferPointer { p in
            for y in 0..<h {
                let y0 = min(fine.height - 1, 2 * y), y1 = min(fine.height - 1, 2 * y + 1)
                for x in 0..<w {
                    let x0 = min(fine.width - 1, 2 * x), x1 = min(fine.width - 1, 2 * x + 1)
                    let m = max(max(p[y0 * fine.width + x0], p[y0 * fine.width + x1]), max(p[y1 * fine.width + x0], p[y1 * fine.width + x1]))
                    v[y * w + x] = Float(m)
                }
            }
        }
        // A closing of brightness (max then min) removes print but keeps the edges of large regions such as a
        // shadow's, so the correction does not overshoot beside them.
        v = extremum(v, w, h, radius: inkRadius, max: true)
        v = extremum(v, w, h, radius: inkRadius, max: false)
        v = boxBlur(v, w, h, radius: 1)
        return BackgroundField(width: w, height: h, values: v)
    }

    /// Separable running max or min with a square window (van Herk / Gil-Werman: three comparisons a sample,
    /// whatever the radius).
    static func extremum(_ src: [Float], _ w: Int, _ h: Int, radius r: Int, max isMax: Bool) -> [Float] {
        guard r > 0, w > 0, h > 0 else { return src }
        let pick: (Float, Float) -> Float = isMax ? { Swift.max($0, $1) } : { Swift.min($0, $1) }
        var tmp = src, out = src
        var line = [Float](), res = [Float]()
        for y in 0..<h {
            line = Array(src[(y * w)..<(y * w + w)])
            Self.runningExtremum(line, radius: r, pick: pick, into: &res)
            for x in 0..<w { tmp[y * w + x] = res[x] }
        }
        line = [Float](repeating: 0, count: h)
        for x in 0..<w {
            for y in 0..<h { line[y] = tmp[y * w + x] }
            Self.runningExtremum(line, radius: r, pick: pick, into: &res)
            for y in 0..<h { out[y * w + x] = res[y] }
        }
        return out
    }

    /// result[i] = pick over line[i-r ... i+r] (clamped at the ends), in O(n).
    static func runningExtremum(_ line: [Float], radius r: Int, pick: (Float, Float) -> Float, into result: inout [Float]) {
        let n = line.count
        let k = 2 * r + 1
        // Pad with the edge values so windows at the ends see only real samples' extremes.
        let padded = n + 2 * r
        var v = [Float](repeating: 0, count: padded)
        for i in 0..<padded { v[i] = line[Swift.min(n - 1, Swift.max(0, i - r))] }
        var g = v, hh = v
        for i in 0..<padded where i % k != 0 { g[i] = pick(g[i - 1], v[i]) }
        var i = padded - 2
        while i >= 0 {
            if (i + 1) % k != 0 { hh[i] = pick(hh[i + 1], v[i]) }
            i -= 1
        }
        if result.count != n { result = [Float](repeating: 0, count: n) }
        for x in 0..<n { result[x] = pick(hh[x], g[x + 2 * r]) }
    }

    /// Separable box blur with clamped edges.
    static func boxBlur(_ src: [Float], _ w: Int, _ h: Int, radius r: Int) -> [Float] {
        guard r > 0 else { return src }
        var tmp = src, out = src
        let n = Float(2 * r + 1)
        for y in 0..<h {
            for x in 0..<w {
                var s: Float = 0
                for d in -r...r { s += src[y * w + Swift.min(w - 1, Swift.max(0, x + d))] }
                tmp[y * w + x] = s / n
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                var s: Float = 0
                for d in -r...r { s += tmp[Swift.min(h - 1, Swift.max(0, y + d)) * w + x] }
                out[y * w + x] = s / n
            }
        }
        return out
    }

    /// How even the light is: the 5th percentile of the field over its 95th (1 is perfectly even).
    var evenness: Double {
        let s = values.sorted()
        guard let hi = s.last, hi > 0 else { return 0 }
        let lo = Double(s[s.count / 20]), top = Double(s[s.count * 19 / 20])
        return top > 0 ? lo / top : 0
    }
}
