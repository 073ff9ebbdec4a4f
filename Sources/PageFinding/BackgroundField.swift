import Foundation
import Imaging

/// The paper's brightness across a page, estimated at low resolution, used to divide uneven light out.
///
/// A full-resolution blur with σ 50 costs over a second; the estimate here works on a grid whose long side is
/// about 512 px (a sixth of a page) and costs a few milliseconds. The grid is fine enough that the edge of a hard
/// shadow is followed within a few dozen pixels, so print under it is not lost in a dark band. Values stay in `Float` and are
/// interpolated bilinearly when applied, so deep shadow does not turn into bands of 8-bit steps.
public struct BackgroundField: Sendable {
    public let width: Int
    public let height: Int
    /// Paper brightness per grid cell, 0...255.
    public var values: [Float]

    /// The grid's long side.
    static let gridSide = 512

    /// Estimates the paper's brightness under `gray` (a flattened page).
    /// - Parameter inkRadius: dark marks narrower than about twice this many grid cells are removed.
    public static func estimate(from gray: Image, inkRadius: Int = 2) -> BackgroundField {
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
        var out = src
        let n = Swift.max(w, h)
        var line = [Float](repeating: 0, count: n), res = [Float](repeating: 0, count: n)
        var work = [Float](repeating: 0, count: 3 * (n + 2 * r))
        out.withUnsafeMutableBufferPointer { o in
            line.withUnsafeMutableBufferPointer { l in
                res.withUnsafeMutableBufferPointer { rs in
                    work.withUnsafeMutableBufferPointer { wk in
                        for y in 0..<h {
                            for x in 0..<w { l[x] = o[y * w + x] }
                            runningExtremum(l, count: w, radius: r, max: isMax, work: wk, into: rs)
                            for x in 0..<w { o[y * w + x] = rs[x] }
                        }
                        for x in 0..<w {
                            for y in 0..<h { l[y] = o[y * w + x] }
                            runningExtremum(l, count: h, radius: r, max: isMax, work: wk, into: rs)
                            for y in 0..<h { o[y * w + x] = rs[y] }
                        }
                    }
                }
            }
        }
        return out
    }

    /// result[i] = max (or min) of line[i-r ... i+r], clamped at the ends, in O(n); `work` holds 3·(n+2r) floats.
    static func runningExtremum(_ line: UnsafeMutableBufferPointer<Float>, count n: Int, radius r: Int, max isMax: Bool,
                                work: UnsafeMutableBufferPointer<Float>, into result: UnsafeMutableBufferPointer<Float>) {
        let k = 2 * r + 1
        let padded = n + 2 * r
        guard let base = work.baseAddress else { return }
        let v = base, g = base + padded, hh = base + 2 * padded
        for i in 0..<padded { v[i] = line[Swift.min(n - 1, Swift.max(0, i - r))] }
        @inline(__always) func pick(_ a: Float, _ b: Float) -> Float { isMax ? Swift.max(a, b) : Swift.min(a, b) }
        for i in 0..<padded { g[i] = i % k == 0 ? v[i] : pick(g[i - 1], v[i]) }
        var i = padded - 1
        while i >= 0 {
            hh[i] = (i == padded - 1 || (i + 1) % k == 0) ? v[i] : pick(hh[i + 1], v[i])
            i -= 1
        }
        for x in 0..<n { result[x] = pick(hh[x], g[x + 2 * r]) }
    }

    /// The same on an array, for tests.
    static func runningExtremum(_ line: [Float], radius r: Int, pick: (Float, Float) -> Float, into result: inout [Float]) {
        let isMax = pick(0, 1) == 1
        var l = line
        var work = [Float](repeating: 0, count: 3 * (line.count + 2 * r))
        result = [Float](repeating: 0, count: line.count)
        l.withUnsafeMutableBufferPointer { lp in
            work.withUnsafeMutableBufferPointer { wp in
                result.withUnsafeMutableBufferPointer { rp in
                    runningExtremum(lp, count: line.count, radius: r, max: isMax, work: wp, into: rp)
                }
            }
        }
    }

    /// Separable box blur with clamped edges, from running sums (cost independent of the radius).
    static func boxBlur(_ src: [Float], _ w: Int, _ h: Int, radius r: Int) -> [Float] {
        guard r > 0, w > 0, h > 0 else { return src }
        var out = src
        let n = Swift.max(w, h)
        let norm = 1 / Float(2 * r + 1)
        var prefix = [Double](repeating: 0, count: n + 2 * r + 1)
        out.withUnsafeMutableBufferPointer { o in
            prefix.withUnsafeMutableBufferPointer { prefix in
                func blur(count: Int, get: (Int) -> Float, set: (Int, Float) -> Void) {
                    // Prefix sums of the edge-clamped line, in Double so long lines do not drift.
                    var acc = 0.0
                    for i in 0..<(count + 2 * r) {
                        acc += Double(get(Swift.min(count - 1, Swift.max(0, i - r))))
                        prefix[i + 1] = acc
                    }
                    for i in 0..<count { set(i, Float(prefix[i + 2 * r + 1] - prefix[i]) * norm) }
                }
                for y in 0..<h { blur(count: w, get: { o[y * w + $0] }, set: { o[y * w + $0] = $1 }) }
                for x in 0..<w { blur(count: h, get: { o[$0 * w + x] }, set: { o[$0 * w + x] = $1 }) }
            }
        }
        return out
    }

    /// How even the light is: the 5th percentile of the field over its 95th (1 is perfectly even).
    public var evenness: Double {
        let s = values.sorted()
        guard let hi = s.last, hi > 0 else { return 0 }
        let lo = Double(s[s.count / 20]), top = Double(s[s.count * 19 / 20])
        return top > 0 ? lo / top : 0
    }
}
