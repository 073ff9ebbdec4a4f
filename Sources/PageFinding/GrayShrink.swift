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
        gray.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { acc in
                    guard let s = src.baseAddress, let d = dst.baseAddress, let a = acc.baseAddress else { return }
                    for y in 0..<h {
                        for x in 0..<srcWidth { a[x] = 0 }
                        for k in 0..<f {
                            let row = s + (y * f + k) * srcWidth
                            for x in 0..<srcWidth { a[x] &+= UInt32(row[x]) }
                        }
                        for x in 0..<w {
                            var total: UInt32 = 0
                            for k in 0..<f { total &+= a[x * f + k] }
                            d[y * w + x] = UInt8(truncatingIfNeeded: (total &+ area / 2) / area)
                        }
                    }
                }
            }
        }
        return out
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
