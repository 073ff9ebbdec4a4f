import Imaging

/// Fast area-average shrinking of gray images by an integer factor, for the low-resolution grids.
///
/// Column sums are accumulated row by row in 32-bit lanes (vectorised by the compiler), then each block of
/// `factor` columns is summed once; a general resampler does much more work per pixel.
public enum GrayShrink {
    /// Each output pixel is the mean of a `factor`×`factor` block; edge rows and columns that do not fill a
    /// block are dropped (at most factor − 1 pixels, invisible at grid scale).
    static func boxAverage(_ image: Image, factor: Int) -> Image {
        let gray = image.grayscale()
        let f = max(1, factor)
        guard f > 1 else { return gray }
        let w = gray.width / f, h = gray.height / f
        guard w > 0, h > 0 else { return gray }
        var out = Image(width: w, height: h, layout: .gray)
        var sums = [UInt32](repeating: 0, count: gray.width)
        let area = UInt32(f * f)
        let srcWidth = gray.width
        let divide = ExactDivision(by: area, largestDividend: 255 * area + area / 2)
        gray.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { acc in
                    guard let s = src.baseAddress, let d = dst.baseAddress, let a = acc.baseAddress else { return }
                    if f == 2 {
                        // Halving (the page's background grid, text sizes): each output byte straight from its four
                        // source bytes, with the division by 4 a shift.
                        for y in 0..<h {
                            let top = s + 2 * y * srcWidth, bottom = top + srcWidth, out = d + y * w
                            // Eight outputs at a time from 16 bytes of each row, in 16-bit lanes: the same sums and
                            // shift as the scalar loop, which finishes the row.
                            var start = 0
                            while start &+ 8 <= w {
                                let t = UnsafeRawPointer(top + 2 &* start).loadUnaligned(as: SIMD16<UInt8>.self)
                                let b = UnsafeRawPointer(bottom + 2 &* start).loadUnaligned(as: SIMD16<UInt8>.self)
                                let sum = SIMD8<UInt16>(truncatingIfNeeded: t.evenHalf) &+ SIMD8<UInt16>(truncatingIfNeeded: t.oddHalf)
                                    &+ SIMD8<UInt16>(truncatingIfNeeded: b.evenHalf) &+ SIMD8<UInt16>(truncatingIfNeeded: b.oddHalf)
                                UnsafeMutableRawPointer(out + start).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: (sum &+ 2) &>> 2),
                                                                                as: SIMD8<UInt8>.self)
                                start &+= 8
                            }
                            for x in start..<w {
                                let sum = UInt32(top[2 &* x]) &+ UInt32(top[2 &* x &+ 1]) &+ UInt32(bottom[2 &* x]) &+ UInt32(bottom[2 &* x &+ 1])
                                out[x] = UInt8(truncatingIfNeeded: (sum &+ 2) >> 2)
                            }
                        }
                        return
                    }
                    for y in 0..<h {
                        let first = s + y * f * srcWidth
                        for x in 0..<srcWidth { a[x] = UInt32(first[x]) }
                        for k in 1..<f {
                            let row = first + k * srcWidth
                            for x in 0..<srcWidth { a[x] &+= UInt32(row[x]) }
                        }
                        let out = d + y * w
                        switch f {
                        // The common factors spelled out, so each block's sum is a few adds rather than a loop.
                        case 3: for x in 0..<w { out[x] = divide.byte(a[3 &* x] &+ a[3 &* x &+ 1] &+ a[3 &* x &+ 2] &+ area / 2) }
                        case 4:
                            for x in 0..<w {
                                out[x] = divide.byte(a[4 &* x] &+ a[4 &* x &+ 1] &+ a[4 &* x &+ 2] &+ a[4 &* x &+ 3] &+ area / 2)
                            }
                        default:
                            for x in 0..<w {
                                var total: UInt32 = 0
                                for k in 0..<f { total &+= a[x * f + k] }
                                out[x] = divide.byte(total &+ area / 2)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    /// `n / d` for every `n` up to a bound, as a multiply and a shift: with m = ⌈2³²/d⌉ = (2³² + e)/d, e < d,
    /// `n·m / 2³² = n/d + n·e/(d·2³²)`, and the extra term stays under 1/d (so the floor is unchanged) whenever
    /// n·d ≤ 2³². A hardware division costs tens of cycles a pixel; beyond the bound it is used as before.
    struct ExactDivision {
        let divisor: UInt32
        let multiplier: UInt64
        let exact: Bool

        init(by divisor: UInt32, largestDividend: UInt32) {
            self.divisor = max(1, divisor)
            multiplier = ((1 << 32) + UInt64(self.divisor) - 1) / UInt64(self.divisor)
            exact = UInt64(largestDividend) * UInt64(self.divisor) <= 1 << 32
        }

        /// `n / divisor` as a byte (the quotients here are averages of bytes).
        @inline(__always)
        func byte(_ n: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: exact ? UInt32(truncatingIfNeeded: (UInt64(n) &* multiplier) >> 32) : n / divisor)
        }
    }

    /// Shrinks so the long side is about `side` (at most 1.3 times it): an integer box average, then a resize if still too large.
    static func toLongSide(_ image: Image, _ side: Int) -> Image { toLongSideWithScale(image, side).image }

    /// As `toLongSide`, with the factors that take the result's continuous coordinates back to the input's.
    public static func toLongSideWithScale(_ image: Image, _ side: Int) -> (image: Image, x: Double, y: Double) {
        let long = max(image.width, image.height)
        guard long > side else { return (image.grayscale(), 1, 1) }
        let factor = long / side
        let boxed = factor >= 2 ? boxAverage(image, factor: factor) : image.grayscale()
        let f0 = Double(factor >= 2 ? factor : 1)
        let l2 = max(boxed.width, boxed.height)
        // The grids need a size about right, not exact: a general resize costs more than the box average.
        guard Double(l2) > 1.3 * Double(side) else { return (boxed, f0, f0) }
        let f = Double(side) / Double(l2)
        let out = boxed.resized(width: max(1, Int((Double(boxed.width) * f).rounded())),
                                height: max(1, Int((Double(boxed.height) * f).rounded())))
        return (out, f0 * Double(boxed.width) / Double(out.width), f0 * Double(boxed.height) / Double(out.height))
    }
}
