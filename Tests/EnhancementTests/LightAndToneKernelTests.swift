import Imaging
import PageFinding
import Testing
@testable import Enhancement

/// `LightAndTone.gainRows` was rewritten for speed (each grid row's cells spread over their columns, then four
/// columns at a time in SSE); it must give exactly the gains of the per-column loop it replaced, since every
/// processed style's bytes depend on them.
@Suite("Light and tone: the gains are those of the per-column loop")
struct LightAndToneKernelTests {
    /// The gains as first written: for each grid row and output column, the two cells, their blend, the gain.
    static func referenceGainRows(_ field: BackgroundField, outputWidth w: Int, multiplier: Float) -> [Int32] {
        var rows = [Int32](repeating: 0, count: field.height * w)
        let sx = Float(field.width) / Float(w)
        let one = Float(1 << LightAndTone.fractionBits)
        let ceiling = Float(Int32.max / 512), numerator = multiplier * LightAndTone.paperLevel
        for j in 0..<field.height {
            for x in 0..<w {
                let fx = (Float(x) + 0.5) * sx - 0.5
                let x0 = max(0, min(field.width - 1, Int(fx.rounded(.down))))
                let x1 = min(field.width - 1, x0 + 1)
                let a = max(0, min(1, fx - Float(x0)))
                let v0 = field.values[j * field.width + x0], v1 = field.values[j * field.width + x1]
                let bg = v0 * (1 - a) + v1 * a
                let gain = numerator / max(LightAndTone.backgroundFloor, bg)
                rows[j * w + x] = Int32(min(ceiling, gain * one))
            }
        }
        return rows
    }

    /// A page whose light falls from paper white to black across it, with noise: gains from 1 to the floor's.
    static func page(width: Int, height: Int, seed: UInt64) -> Image {
        var state = seed
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let light = 250 * (1 - Double(x) / Double(max(1, width - 1)) * Double(y % 7 + 3) / 9)
                pixels[y * width + x] = UInt8(max(0, min(255, light - Double(state >> 60))))
            }
        }
        return Image(width: width, height: height, layout: .gray, pixels: pixels) ?? Image(width: width, height: height, layout: .gray)
    }

    /// Output widths wider and narrower than the grid, not multiples of four (the SSE loop's tail), one column.
    @Test(arguments: [(120, 90, 333), (120, 90, 41), (2000, 1400, 1999), (37, 600, 3), (64, 64, 1), (9, 9, 250)])
    func gainsEqualReference(width: Int, height: Int, outputWidth: Int) {
        let field = BackgroundField.estimate(from: Self.page(width: width, height: height, seed: UInt64(width * 7 + outputWidth)))
        let step = LightAndTone(field: field)
        for multiplier: Float in [1, 1.1875, 3.7, 0.01, 40000] {
            let reference = Self.referenceGainRows(field, outputWidth: outputWidth, multiplier: multiplier)
            for kernel in LightAndTone.RowKernel.allCases.filter(LightAndTone.RowKernel.isAvailable) {
                let fast = step.gainRows(outputWidth: outputWidth, multiplier: multiplier, kernel: kernel)
                #expect(fast == reference, "\(kernel): \(width)x\(height) -> \(outputWidth), multiplier \(multiplier)")
            }
        }
    }

    /// One gray row as `apply` first did it: each pixel's gain blended between the two grid rows, then
    /// clamp((p · g − offset + 2^11) >> 12), with wrapping 32-bit arithmetic.
    static func referenceRow(_ pixels: [UInt8], above: [Int32], below: [Int32], t: Int32, offset: Int32) -> [UInt8] {
        let half: Int32 = 1 << (LightAndTone.fractionBits - 1)
        return pixels.indices.map { x in
            let g = (above[x] &* (256 &- t) &+ below[x] &* t) &>> 8
            let v = (Int32(pixels[x]) &* g &- offset &+ half) &>> LightAndTone.fractionBits
            return UInt8(min(max(v, 0), 255))
        }
    }

    /// Every row kernel this CPU runs against the reference: lengths around the 8-pixel step, blends from 0 to 256,
    /// gains from 0 to the ceiling `gainRows` allows (and beyond it, where the arithmetic wraps), offsets that push
    /// values below 0 and above 255.
    @Test(arguments: LightAndTone.RowKernel.allCases.filter(LightAndTone.RowKernel.isAvailable))
    func rowKernelEqualsReference(kernel: LightAndTone.RowKernel) {
        var state: UInt64 = 12345
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 63, 1001] {
            // Gains of 1 are 4096: most cases keep p · g / 4096 near 0…255, where the rounding shows.
            let cases: [(t: Int32, gains: Range<Int64>, offset: Int32)] = [
                (0, 2048..<16384, 0), (256, 1024..<8192, 40 << 12), (77, 4096..<6000, -(10 << 12)), (1, 3000..<5000, 0),
                (128, 0..<Int64(Int32.max / 512), 1 << 16), (255, 0..<Int64(Int32.max), 9999)]
            for (t, gains, offset) in cases {
                func gain() -> Int32 { Int32(truncatingIfNeeded: gains.lowerBound + Int64(next() % UInt64(gains.count))) }
                let above = (0..<count).map { _ in gain() }
                let below = (0..<count).map { _ in gain() }
                let pixels = (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
                var out = pixels
                var scratch = [Int32](repeating: 0, count: count)
                above.withUnsafeBufferPointer { a in
                    below.withUnsafeBufferPointer { b in
                        out.withUnsafeMutableBufferPointer { o in
                            scratch.withUnsafeMutableBufferPointer { g in
                                guard let op = o.baseAddress, let gp = g.baseAddress, let ap = a.baseAddress, let bp = b.baseAddress else { return }
                                LightAndTone.correct(op, above: ap, below: bp, t: t, offset: offset, count: count, scratch: gp, kernel: kernel)
                            }
                        }
                    }
                }
                let reference = Self.referenceRow(pixels, above: above, below: below, t: t, offset: offset)
                #expect(out == reference, "\(kernel): \(count) pixels, t \(t), gains \(gains), offset \(offset)")
            }
        }
    }
}
