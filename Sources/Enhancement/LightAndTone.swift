import Foundation
import Imaging

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
    private func gainRows(outputWidth w: Int, multiplier: Float) -> [Int32] {
        var rows = [Int32](repeating: 0, count: field.height * w)
        let sx = Float(field.width) / Float(w)
        var x0s = [Int](repeating: 0, count: w), x1s = [Int](repeating: 0, count: w), axs = [Float](repeating: 0, count: w)
        for x in 0..<w {
            let fx = (Float(x) + 0.5) * sx - 0.5
            let x0 = Swift.max(0, Swift.min(field.width - 1, Int(fx.rounded(.down))))
            x0s[x] = x0; x1s[x] = Swift.min(field.width - 1, x0 + 1); axs[x] = Swift.max(0, Swift.min(1, fx - Float(x0)))
        }
        let one = Float(1 << Self.fractionBits)
        // The output columns as runs that share their two grid cells (x0s rises by steps of 0 or 1), so each run's
        // loop reads two cell values once and vectorises over its columns; every column's Float expression is the
        // one it was, so the gains are the same.
        guard w > 0 else { return rows }
        var runs: [(start: Int, end: Int)] = []
        var start = 0
        for x in 1...w where x == w || x0s[x] != x0s[start] || x1s[x] != x1s[start] {
            runs.append((start, x))
            start = x
        }
        let ceiling = Float(Int32.max / 512), numerator = multiplier * Self.paperLevel
        field.values.withUnsafeBufferPointer { v in
            rows.withUnsafeMutableBufferPointer { r in
                axs.withUnsafeBufferPointer { a in
                    guard let values = v.baseAddress, let gains = r.baseAddress, let weights = a.baseAddress else { return }
                    for j in 0..<field.height {
                        let cells = values + j * field.width, out = gains + j * w
                        for run in runs {
                            let v0 = cells[x0s[run.start]], v1 = cells[x1s[run.start]]
                            for x in run.start..<run.end {
                                let bg = v0 * (1 - weights[x]) + v1 * weights[x]
                                let gain = numerator / Swift.max(Self.backgroundFloor, bg)
                                out[x] = Int32(Swift.min(ceiling, gain * one))
                            }
                        }
                    }
                }
            }
        }
        return rows
    }

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
        image.pixels.withUnsafeBufferPointer { p in
            rows.withUnsafeBufferPointer { r in
                for y in stride(from: step / 2, to: h, by: step) {
                    let (j0, j1, t) = rowBlend(y, outputHeight: h)
                    guard let rp = r.baseAddress, let pp = p.baseAddress else { return }
                    gains.withUnsafeMutableBufferPointer { g in
                        guard let gp = g.baseAddress else { return }
                        Self.blend(rp + j0 * w, rp + j1 * w, t, count: w, into: gp)
                        values.withUnsafeMutableBufferPointer { v in
                            counts.withUnsafeMutableBufferPointer { hc in
                                guard let vp = v.baseAddress, let hp = hc.baseAddress else { return }
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
            out.pixels.withUnsafeMutableBufferPointer { o in
                rows.withUnsafeBufferPointer { r in
                    gains.withUnsafeMutableBufferPointer { g in
                        guard let rp = r.baseAddress, let gp = g.baseAddress, let op = o.baseAddress else { return }
                        for y in 0..<h {
                            let (j0, j1, t) = rowBlend(y, outputHeight: h)
                            Self.blend(rp + j0 * w, rp + j1 * w, t, count: w, into: gp)
                            Self.multiplySubtract(op + y * w, gp, offset, count: w)
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
