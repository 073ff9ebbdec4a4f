import Foundation
import Imaging
internal import CSupport
#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif

/// Flat-field correction and the tone curve in one pass over the pixels.
///
/// Both are linear per pixel (divide by the paper's brightness, then stretch black…paper to 0…255 and clamp),
/// so they fold into one multiply-add per sample. The arithmetic is 32-bit fixed point with wrapping operators,
/// which the compiler turns into vector instructions (Float-to-integer conversions would not be). The curve is
/// fitted on every fourth row of the corrected page, which gives the same mode and percentiles at a quarter of the cost.
struct LightAndTone {
    let field: BackgroundField
    /// Paper maps here in the corrected (untoned) scale, before the curve.
    static let paperLevel: Float = 224
    /// Floor on the background, so near-black corners are not stretched into noise.
    static let backgroundFloor: Float = 12
    /// Fixed-point fraction bits of the gains.
    static let fractionBits: Int32 = 12

    /// Gains in fixed point, `multiplier · paperLevel / background`, upsampled along x for every grid row, so each
    /// output row only blends two of them.
    func gainRows(outputWidth w: Int, multiplier: Float, kernel: RowKernel = .fastest) -> [Int32] {
        // Every gain is written below, so the rows are not zeroed first (Int32 has no invalid bit patterns).
        var rows = [Int32](unsafeUninitializedCapacity: field.height * w) { _, initialized in initialized = field.height * w }
        let sx = Float(field.width) / Float(w)
        var x0s = [Int](repeating: 0, count: w), x1s = [Int](repeating: 0, count: w), axs = [Float](repeating: 0, count: w)
        for x in 0..<w {
            let fx = (Float(x) + 0.5) * sx - 0.5
            let x0 = Swift.max(0, Swift.min(field.width - 1, Int(fx.rounded(.down))))
            x0s[x] = x0; x1s[x] = Swift.min(field.width - 1, x0 + 1); axs[x] = Swift.max(0, Swift.min(1, fx - Float(x0)))
        }
        let one = Float(1 << Self.fractionBits)
        guard w > 0 else { return rows }
        // Each grid row's two cells are first gathered into rows of the output's width, so the gain loop runs over
        // the whole row without a gather and vectorises (the runs of a few columns that share their two cells, as it
        // ran before, did not); every column's Float expression is the one it was, so the gains are the same.
        let complements = axs.map { 1 - $0 }
        var lefts = [Float](repeating: 0, count: w), rights = [Float](repeating: 0, count: w)
        // The AVX2 kernel gathers the cells itself, by 32-bit indices.
        let leftIndices = x0s.map { Int32(truncatingIfNeeded: $0) }, rightIndices = x1s.map { Int32(truncatingIfNeeded: $0) }
        let ceiling = Float(Int32.max / 512), numerator = multiplier * Self.paperLevel
        field.values.withUnsafeBufferPointer { v in
            rows.withUnsafeMutableBufferPointer { r in
                axs.withUnsafeBufferPointer { a in
                    complements.withUnsafeBufferPointer { c in
                        lefts.withUnsafeMutableBufferPointer { l in
                            rights.withUnsafeMutableBufferPointer { rr in
                                x0s.withUnsafeBufferPointer { i0 in
                                    x1s.withUnsafeBufferPointer { i1 in
                                        guard let values = v.baseAddress, let gains = r.baseAddress, let weights = a.baseAddress,
                                              let complement = c.baseAddress, let left = l.baseAddress, let right = rr.baseAddress,
                                              let leftCells = i0.baseAddress, let rightCells = i1.baseAddress else { return }
                                        for j in 0..<field.height {
                                            let cells = values + j * field.width, out = gains + j * w
                                            var first = 0
                                            if kernel == .avx2 {
                                                first = leftIndices.withUnsafeBufferPointer { li in
                                                    rightIndices.withUnsafeBufferPointer { ri in
                                                        guard let lp = li.baseAddress, let rp = ri.baseAddress else { return 0 }
                                                        return csupport_gains_avx2(cells, lp, rp, complement, weights, numerator,
                                                                                   Self.backgroundFloor, ceiling, one, w, out)
                                                    }
                                                }
                                                for x in first..<w { left[x] = cells[leftCells[x]]; right[x] = cells[rightCells[x]] }
                                            } else {
                                                for x in 0..<w { left[x] = cells[leftCells[x]]; right[x] = cells[rightCells[x]] }
                                                #if arch(x86_64)
                                                first = Self.gainsSSE2(left: left, right: right, complement: complement, weight: weights,
                                                                       numerator: numerator, ceiling: ceiling, count: w, into: out)
                                                #endif
                                            }
                                            for x in first..<w {
                                                let bg = left[x] * complement[x] + right[x] * weights[x]
                                                let gain = numerator / Swift.max(Self.backgroundFloor, bg)
                                                out[x] = Int32(Swift.min(ceiling, gain * one))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return rows
    }

    #if arch(x86_64)
    /// `gainRows`' loop four columns at a time, with the same Float operations in the same order (SSE's add,
    /// multiply and divide round as Swift's do; `maxps`/`minps` pick as `Swift.max`/`Swift.min` for these values,
    /// which are never NaN; `cvttps2dq` truncates as `Int32(_:)` does in range, and the gains are in range: at most
    /// `ceiling`, at least 0). The compiler leaves the scalar loop unvectorised, because `Int32(_:)` may trap.
    /// Returns the first column not done.
    private static func gainsSSE2(left: UnsafePointer<Float>, right: UnsafePointer<Float>, complement: UnsafePointer<Float>,
                                  weight: UnsafePointer<Float>, numerator: Float, ceiling: Float, count: Int,
                                  into out: UnsafeMutablePointer<Int32>) -> Int {
        let floor = _mm_set1_ps(backgroundFloor), top = _mm_set1_ps(ceiling), dividend = _mm_set1_ps(numerator)
        let one = _mm_set1_ps(Float(1 << fractionBits))
        var x = 0
        while x &+ 4 <= count {
            let bg = _mm_add_ps(_mm_mul_ps(_mm_loadu_ps(left + x), _mm_loadu_ps(complement + x)),
                                _mm_mul_ps(_mm_loadu_ps(right + x), _mm_loadu_ps(weight + x)))
            let gain = _mm_div_ps(dividend, _mm_max_ps(bg, floor))
            let fixed = _mm_cvttps_epi32(_mm_min_ps(_mm_mul_ps(gain, one), top))
            _mm_storeu_si128(UnsafeMutableRawPointer(out + x).assumingMemoryBound(to: __m128i.self), fixed)
            x &+= 4
        }
        return x
    }
    #endif

    /// For output row `y`: the two grid rows and the blend between them in 1/256ths.
    private func rowBlend(_ y: Int, outputHeight h: Int) -> (Int, Int, Int32) {
        let fy = (Float(y) + 0.5) * Float(field.height) / Float(h) - 0.5
        let j0 = Swift.max(0, Swift.min(field.height - 1, Int(fy.rounded(.down))))
        let t = Swift.max(0, Swift.min(1, fy - Float(j0)))
        return (j0, Swift.min(field.height - 1, j0 + 1), Int32((t * 256).rounded()))
    }

    /// Histograms of the corrected values of every `step`-th row, one per channel.
    func sampledHistograms(_ image: Image, step: Int = 4) -> [[Int]] {
        let w = image.width, h = image.height, c = image.channels
        let rows = gainRows(outputWidth: w, multiplier: 1)
        var counts = [Int](repeating: 0, count: 256 * c)
        var values = [UInt8](repeating: 0, count: w * c)
        var gains = [Int32](repeating: 0, count: w)
        let kernel = RowKernel.fastest
        image.pixels.withUnsafeBufferPointer { p in
            rows.withUnsafeBufferPointer { r in
                for y in stride(from: step / 2, to: h, by: step) {
                    let (j0, j1, t) = rowBlend(y, outputHeight: h)
                    guard let rp = r.baseAddress, let pp = p.baseAddress else { return }
                    gains.withUnsafeMutableBufferPointer { g in
                        guard let gp = g.baseAddress else { return }
                        values.withUnsafeMutableBufferPointer { v in
                            counts.withUnsafeMutableBufferPointer { hc in
                                guard let vp = v.baseAddress, let hp = hc.baseAddress else { return }
                                if c == 1 {
                                    // Gray: the row's gains and values at once, as `apply` does them.
                                    vp.update(from: pp + y * w, count: w)
                                    Self.correct(vp, above: rp + j0 * w, below: rp + j1 * w, t: t, offset: 0, count: w,
                                                 scratch: gp, kernel: kernel)
                                    for x in 0..<w { hp[Int(vp[x])] &+= 1 }
                                    return
                                }
                                Self.blend(rp + j0 * w, rp + j1 * w, t, count: w, into: gp)
                                for k in 0..<c {
                                    Self.gather(pp + y * w * c + k, stride: c, count: w, into: vp)
                                    Self.multiplySubtract(vp, gp, 0, count: w)
                                    let table = hp + 256 * k
                                    for x in 0..<w { table[Int(vp[x])] &+= 1 }
                                }
                            }
                        }
                    }
                }
            }
        }
        return (0..<c).map { Array(counts[(256 * $0)..<(256 * $0 + 256)]) }
    }

    /// Corrects and tones `image`: for channel k, out = clamp((v · gain − black[k]) · stretch[k]).
    func apply(_ image: Image, curves: [ToneCurve]) -> Image {
        let w = image.width, h = image.height, c = image.channels
        guard w > 0, h > 0, curves.count == c else { return image }
        var out = image
        let one = Float(1 << Self.fractionBits)
        let stretch = curves.map { Float(ToneCurve.topCompression * 255) / Float(Swift.max(1, $0.paper - $0.black)) }
        if c == 1 {
            // gain·stretch folded into the rows, black·stretch into one offset: out = v · G − B.
            let rows = gainRows(outputWidth: w, multiplier: stretch[0])
            let offset = Int32(Float(curves[0].black) * stretch[0] * one)
            var gains = [Int32](repeating: 0, count: w)
            let kernel = RowKernel.fastest
            out.pixels.withUnsafeMutableBufferPointer { o in
                rows.withUnsafeBufferPointer { r in
                    gains.withUnsafeMutableBufferPointer { g in
                        guard let rp = r.baseAddress, let gp = g.baseAddress, let op = o.baseAddress else { return }
                        for y in 0..<h {
                            let (j0, j1, t) = rowBlend(y, outputHeight: h)
                            Self.correct(op + y * w, above: rp + j0 * w, below: rp + j1 * w, t: t, offset: offset, count: w,
                                         scratch: gp, kernel: kernel)
                        }
                    }
                }
            }
            return out
        }
        // Colour: one gain row, then per channel its own stretch and black.
        let rows = gainRows(outputWidth: w, multiplier: 1)
        let stretchQ8 = stretch.map { Int32(($0 * 256).rounded()) }
        let offsets = curves.indices.map { Int32(Float(curves[$0].black) * stretch[$0] * one) }
        var gains = [Int32](repeating: 0, count: w), channelGains = [Int32](repeating: 0, count: w)
        var values = [UInt8](repeating: 0, count: w)
        out.pixels.withUnsafeMutableBufferPointer { o in
            rows.withUnsafeBufferPointer { r in
                guard let rp = r.baseAddress, let op = o.baseAddress else { return }
                gains.withUnsafeMutableBufferPointer { g in
                    channelGains.withUnsafeMutableBufferPointer { cg in
                        values.withUnsafeMutableBufferPointer { v in
                            guard let gp = g.baseAddress, let cgp = cg.baseAddress, let vp = v.baseAddress else { return }
                            for y in 0..<h {
                                let (j0, j1, t) = rowBlend(y, outputHeight: h)
                                Self.blend(rp + j0 * w, rp + j1 * w, t, count: w, into: gp)
                                for k in 0..<c {
                                    let s = stretchQ8[k]
                                    for x in 0..<w { cgp[x] = (gp[x] &* s) &>> 8 }
                                    Self.gather(op + y * w * c + k, stride: c, count: w, into: vp)
                                    Self.multiplySubtract(vp, cgp, offsets[k], count: w)
                                    Self.scatter(vp, count: w, into: op + y * w * c + k, stride: c)
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// The kernels of `correct` and `gainRows`.
    enum RowKernel: CaseIterable, Sendable {
        /// `blend` then `multiplySubtract`, which the compiler vectorises with SSE2 (no 32-bit multiply there); the
        /// gains' cells spread over the row, then `gainsSSE2`.
        case scalar
        /// Both at once, 8 pixels a step with AVX2's 32-bit multiplies, in C (`csupport_light_tone_row_avx2`); the
        /// gains 8 columns a step with their cells gathered (`csupport_gains_avx2`).
        case avx2

        /// AVX2 where the CPU has it: on the benchmark's 12 MP photo (callgrind, `scanlab process --style auto`)
        /// `apply` went from 88 to 33 M instructions with the row kernel and to 20 M with the gains kernel too.
        static let fastest: RowKernel = isAvailable(.avx2) ? .avx2 : .scalar

        static func isAvailable(_ kernel: RowKernel) -> Bool {
            switch kernel {
            case .scalar: return true
            case .avx2: return CPUFeatures.hasAVX2
            }
        }
    }

    /// One gray row corrected and toned in place: p = clamp((p · g − offset) / 2^12) with g the gains blended between
    /// the grid rows `above` and `below` (`blend`, `multiplySubtract`). `scratch` holds `count` gains.
    @inline(__always)
    static func correct(_ p: UnsafeMutablePointer<UInt8>, above: UnsafePointer<Int32>, below: UnsafePointer<Int32>, t: Int32,
                        offset: Int32, count: Int, scratch: UnsafeMutablePointer<Int32>, kernel: RowKernel) {
        var done = 0
        if kernel == .avx2 {
            done = csupport_light_tone_row_avx2(p, above, below, t, offset, fractionBits, count)
        }
        guard done < count else { return }
        blend(above + done, below + done, t, count: count &- done, into: scratch)
        multiplySubtract(p + done, scratch, offset, count: count &- done)
    }

    /// g = a · (256 − t) / 256 + b · t / 256.
    @inline(__always)
    private static func blend(_ a: UnsafePointer<Int32>, _ b: UnsafePointer<Int32>, _ t: Int32, count: Int,
                              into g: UnsafeMutablePointer<Int32>) {
        let ta = 256 &- t
        for x in 0..<count { g[x] = (a[x] &* ta &+ b[x] &* t) &>> 8 }
    }

    /// p = clamp((p · g − offset) / 2^12), rounded.
    @inline(__always)
    private static func multiplySubtract(_ p: UnsafeMutablePointer<UInt8>, _ g: UnsafePointer<Int32>, _ offset: Int32, count: Int) {
        let half: Int32 = 1 << (fractionBits - 1)
        for x in 0..<count {
            let v = (Int32(p[x]) &* g[x] &- offset &+ half) &>> fractionBits
            p[x] = UInt8(truncatingIfNeeded: Swift.min(Swift.max(v, 0), 255))
        }
    }

    @inline(__always)
    private static func gather(_ src: UnsafePointer<UInt8>, stride: Int, count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        for x in 0..<count { dst[x] = src[x &* stride] }
    }

    @inline(__always)
    private static func scatter(_ src: UnsafePointer<UInt8>, count: Int, into dst: UnsafeMutablePointer<UInt8>, stride: Int) {
        for x in 0..<count { dst[x &* stride] = src[x] }
    }
}
