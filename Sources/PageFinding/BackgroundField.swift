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
        let fw = fine.width
        fine.pixels.withUnsafeBufferPointer { p in
            v.withUnsafeMutableBufferPointer { vb in
                guard let source = p.baseAddress, let out = vb.baseAddress else { return }
                // Columns whose pair lies inside the row need no clamp (all of them unless the grid is 1 px wide).
                let inner = Swift.min(w, fw / 2)
                for y in 0..<h {
                    let r0 = source + Swift.min(fine.height - 1, 2 * y) * fw, r1 = source + Swift.min(fine.height - 1, 2 * y + 1) * fw
                    let o = out + y * w
                    for x in 0..<inner {
                        let x0 = 2 &* x, x1 = x0 &+ 1
                        o[x] = Float(Swift.max(Swift.max(r0[x0], r0[x1]), Swift.max(r1[x0], r1[x1])))
                    }
                    for x in inner..<w {
                        let x0 = Swift.min(fw - 1, 2 * x), x1 = Swift.min(fw - 1, 2 * x + 1)
                        o[x] = Float(Swift.max(Swift.max(r0[x0], r0[x1]), Swift.max(r1[x0], r1[x1])))
                    }
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
    public static func extremum(_ src: [Float], _ w: Int, _ h: Int, radius r: Int, max isMax: Bool) -> [Float] {
        guard r > 0, w > 0, h > 0 else { return src }
        if r <= directRadius { return directExtremum(src, w, h, radius: r, max: isMax) }
        // Along the rows as along the columns of the transposed grid, so both passes step along whole rows, which
        // vectorise (each row walked alone was a serial chain); the extremum of a window is the same either way.
        let across = transposed(columnExtremum(transposed(src, w, h), h, w, radius: r, max: isMax), h, w)
        return columnExtremum(across, w, h, radius: r, max: isMax)
    }

    /// `values` (w × h, row by row) with rows and columns swapped: h × w.
    static func transposed(_ values: [Float], _ w: Int, _ h: Int) -> [Float] {
        var out = uninitialised(w * h)
        values.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                guard let source = s.baseAddress, let target = o.baseAddress else { return }
                for y in 0..<h {
                    let row = source + y * w
                    for x in 0..<w { target[x &* h &+ y] = row[x] }
                }
            }
        }
        return out
    }

    /// `count` Floats as the allocator leaves them, for the buffers below that are written in full before they are
    /// read: zeroing them first was a pass over memory for nothing (30 M of callgrind's 2,287 M instructions for
    /// `scanlab process --style auto` on the 12 MP benchmark photo, in memset). Float has no invalid bit patterns.
    static func uninitialised(_ count: Int) -> [Float] {
        [Float](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Radii up to this take `directExtremum`: 2r + 1 comparisons a sample, but along whole rows, which vectorise,
    /// where the running extremum's three are a serial chain per line (the page's field uses radius 2).
    static let directRadius = 3

    /// `extremum` by comparing every sample of the window, rows then columns, edges clamped. The maximum (or
    /// minimum) of a set of values is the same in whatever order they are compared (the values here are levels,
    /// never NaN), so this gives exactly what the running extremum gives.
    static func directExtremum(_ src: [Float], _ w: Int, _ h: Int, radius r: Int, max isMax: Bool) -> [Float] {
        var across = uninitialised(w * h)
        var padded = [Float](repeating: 0, count: w + 2 * r)
        src.withUnsafeBufferPointer { s in
            across.withUnsafeMutableBufferPointer { a in
                padded.withUnsafeMutableBufferPointer { pb in
                    guard let source = s.baseAddress, let out = a.baseAddress, let pad = pb.baseAddress else { return }
                    for y in 0..<h {
                        let row = source + y * w, target = out + y * w
                        for i in 0..<r { pad[i] = row[0]; pad[w + r + i] = row[w - 1] }
                        (pad + r).update(from: row, count: w)
                        target.update(from: pad, count: w)
                        for k in 1...(2 * r) {
                            let shifted = pad + k
                            if isMax { for x in 0..<w { target[x] = Swift.max(target[x], shifted[x]) } }
                            else { for x in 0..<w { target[x] = Swift.min(target[x], shifted[x]) } }
                        }
                    }
                }
            }
        }
        var out = uninitialised(w * h)
        across.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                guard let source = s.baseAddress, let result = o.baseAddress else { return }
                for y in 0..<h {
                    let target = result + y * w
                    target.update(from: source + Swift.max(0, y - r) * w, count: w)
                    for k in (y - r + 1)...(y + r) {
                        let row = source + Swift.min(h - 1, Swift.max(0, k)) * w
                        if isMax { for x in 0..<w { target[x] = Swift.max(target[x], row[x]) } }
                        else { for x in 0..<w { target[x] = Swift.min(target[x], row[x]) } }
                    }
                }
            }
        }
        return out
    }

    /// The vertical pass of `extremum`: each column's running max or min, as `runningExtremum` computes it, for all
    /// columns at once. Every step combines whole rows, which are contiguous and vectorise, where a column walked
    /// alone is a serial chain through strided memory.
    static func columnExtremum(_ src: [Float], _ w: Int, _ h: Int, radius r: Int, max isMax: Bool) -> [Float] {
        let k = 2 * r + 1, padded = h + 2 * r
        // Forward and backward runs per block of k padded rows, as `runningExtremum`'s g and hh, a row each.
        var forward = uninitialised(padded * w), backward = uninitialised(padded * w)
        var out = uninitialised(w * h)
        src.withUnsafeBufferPointer { s in
            forward.withUnsafeMutableBufferPointer { f in
                backward.withUnsafeMutableBufferPointer { b in
                    out.withUnsafeMutableBufferPointer { o in
                        guard let source = s.baseAddress, let g = f.baseAddress, let hh = b.baseAddress, let result = o.baseAddress else { return }
                        /// Padded row i: the source row i − r, clamped to the image.
                        func v(_ i: Int) -> UnsafePointer<Float> { source + Swift.min(h - 1, Swift.max(0, i - r)) * w }
                        @inline(__always) func combine(_ a: UnsafePointer<Float>, _ c: UnsafePointer<Float>, into t: UnsafeMutablePointer<Float>) {
                            // pick(a, c), in the argument order of `runningExtremum`.
                            if isMax { for x in 0..<w { t[x] = Swift.max(a[x], c[x]) } } else { for x in 0..<w { t[x] = Swift.min(a[x], c[x]) } }
                        }
                        var start = 0
                        while start < padded {
                            let end = Swift.min(padded, start + k)
                            (g + start * w).update(from: v(start), count: w)
                            for i in (start + 1)..<end { combine(g + (i - 1) * w, v(i), into: g + i * w) }
                            (hh + (end - 1) * w).update(from: v(end - 1), count: w)
                            var i = end - 2
                            while i >= start {
                                combine(hh + (i + 1) * w, v(i), into: hh + i * w)
                                i -= 1
                            }
                            start = end
                        }
                        for y in 0..<h { combine(hh + y * w, g + (y + 2 * r) * w, into: result + y * w) }
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
        // Blocks of k samples: g runs forward from each block's start, hh backward from its end (the block's last
        // sample, or the line's). Walking block by block spares a division per sample.
        // The running value stays in a register rather than being read back from the row just written.
        var start = 0
        while start < padded {
            let end = Swift.min(padded, start + k)
            var run = v[start]
            g[start] = run
            for i in (start + 1)..<end {
                run = pick(run, v[i])
                g[i] = run
            }
            run = v[end - 1]
            hh[end - 1] = run
            var i = end - 2
            while i >= start {
                run = pick(run, v[i])
                hh[i] = run
                i -= 1
            }
            start = end
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
    public static func boxBlur(_ src: [Float], _ w: Int, _ h: Int, radius r: Int) -> [Float] {
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
            }
        }
        return columnBoxBlur(out, w, h, radius: r)
    }

    /// The vertical pass of `boxBlur` for all columns at once: each column's Double prefix sums are built row by
    /// row (the same additions in the same order as one column at a time), so every step runs along a row.
    static func columnBoxBlur(_ src: [Float], _ w: Int, _ h: Int, radius r: Int) -> [Float] {
        let norm = 1 / Float(2 * r + 1)
        let rows = h + 2 * r + 1
        var prefix = [Double](repeating: 0, count: rows * w)
        var out = [Float](repeating: 0, count: w * h)
        src.withUnsafeBufferPointer { s in
            prefix.withUnsafeMutableBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in
                    guard let source = s.baseAddress, let sums = p.baseAddress, let result = o.baseAddress else { return }
                    for i in 0..<(h + 2 * r) {
                        let row = source + Swift.min(h - 1, Swift.max(0, i - r)) * w
                        let before = sums + i * w, after = sums + (i + 1) * w
                        for x in 0..<w { after[x] = before[x] + Double(row[x]) }
                    }
                    for y in 0..<h {
                        let high = sums + (y + 2 * r + 1) * w, low = sums + y * w, target = result + y * w
                        for x in 0..<w { target[x] = Float(high[x] - low[x]) * norm }
                    }
                }
            }
        }
        return out
    }

    /// How even the light is: the 5th percentile of the field over its 95th (1 is perfectly even).
    public var evenness: Double {
        guard let hi = values.max(), hi > 0 else { return 0 }
        let ranks = Self.orderStatistics(values, ranks: [values.count / 20, values.count * 19 / 20])
        let lo = Double(ranks[0]), top = Double(ranks[1])
        return top > 0 ? lo / top : 0
    }

    /// The values at the given ranks of `values` sorted ascending, as `values.sorted()[rank]` gives them, without
    /// sorting everything: the values (brightness levels, 0...255) are counted into one bucket per level, and only
    /// the bucket holding a rank is sorted. (Sorting the whole field took about 8 ms of the `auto` style.)
    public static func orderStatistics(_ values: [Float], ranks: [Int]) -> [Float] {
        // Floor then clamp never reverses two values' order, so every value of a lower bucket sorts before a higher one's.
        // (NaN, which no field holds, goes to the first bucket rather than trap.)
        @inline(__always) func bucket(_ v: Float) -> Int { !(v >= 1) ? 0 : v >= 255 ? 255 : Int(v) }
        var counts = [Int](repeating: 0, count: 256)
        for v in values { counts[bucket(v)] += 1 }
        return ranks.map { rank in
            var below = 0, level = 0
            while level < 255 && below + counts[level] <= rank {
                below += counts[level]
                level += 1
            }
            let members = values.filter { bucket($0) == level }.sorted()
            return members[rank - below]
        }
    }
}
