import Foundation
import Imaging

/// The few gray-page filters the scene needs, written as row loops over contiguous buffers.
enum PageFilters {
    /// Shrinks a gray image by an integer factor, averaging each k × k block (edge blocks are partial).
    static func shrink(_ image: Image, by k: Int) -> Image {
        guard k > 1 else { return image }
        let w = image.width, h = image.height
        let ow = (w + k - 1) / k, oh = (h + k - 1) / k
        var out = [UInt8](repeating: 0, count: ow * oh)
        var sums = [UInt32](repeating: 0, count: ow)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { acc in
                    for oy in 0..<oh {
                        for i in 0..<ow { acc[i] = 0 }
                        let y0 = oy * k, y1 = min(h, y0 + k)
                        for y in y0..<y1 {
                            let row = y * w
                            for x in 0..<w { acc[x / k] &+= UInt32(src[row + x]) }
                        }
                        for ox in 0..<ow {
                            let count = UInt32((min(w, ox * k + k) - ox * k) * (y1 - y0))
                            dst[oy * ow + ox] = UInt8((acc[ox] + count / 2) / count)
                        }
                    }
                }
            }
        }
        return Image(width: ow, height: oh, layout: .gray, pixels: out) ?? image
    }

    /// The mean of a gray image over a (2r+1)² box, as floats; edges repeat the border.
    static func boxMean(_ image: Image, radius r: Int) -> [Float] {
        let w = image.width, h = image.height
        var horizontal = [Float](repeating: 0, count: w * h)
        var out = [Float](repeating: 0, count: w * h)
        let norm = 1 / Float((2 * r + 1) * (2 * r + 1))
        image.pixels.withUnsafeBufferPointer { src in
            horizontal.withUnsafeMutableBufferPointer { hb in
                for y in 0..<h {
                    let row = y * w
                    var sum: Float = 0
                    for i in -r...r { sum += Float(src[row + max(0, min(w - 1, i))]) }
                    for x in 0..<w {
                        hb[row + x] = sum
                        sum += Float(src[row + min(w - 1, x + r + 1)]) - Float(src[row + max(0, x - r)])
                    }
                }
                out.withUnsafeMutableBufferPointer { ob in
                    // Down the columns, a whole row at a time so memory is read in order.
                    var sum = [Float](repeating: 0, count: w)
                    for i in -r...r { let row = max(0, min(h - 1, i)) * w; for x in 0..<w { sum[x] += hb[row + x] } }
                    for y in 0..<h {
                        let add = min(h - 1, y + r + 1) * w, sub = max(0, y - r) * w, row = y * w
                        for x in 0..<w {
                            ob[row + x] = sum[x] * norm
                            sum[x] += hb[add + x] - hb[sub + x]
                        }
                    }
                }
            }
        }
        return out
    }

    /// A Gaussian blur of a gray image, separable, with the border repeated.
    static func gaussian(_ image: Image, sigma: Double) -> Image {
        guard sigma > 0.2 else { return image }
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        let w = image.width, h = image.height
        var tmp = [Float](repeating: 0, count: w * h)
        var out = [UInt8](repeating: 0, count: w * h)
        image.pixels.withUnsafeBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { t in
                kernel.withUnsafeBufferPointer { k in
                    // Across: a padded copy of each row keeps the inner loop free of clamps.
                    var padded = [Float](repeating: 0, count: w + 2 * radius)
                    padded.withUnsafeMutableBufferPointer { p in
                        guard let tb = t.baseAddress, let pb = p.baseAddress else { return }
                        for y in 0..<h {
                            let row = y * w
                            for i in 0..<(w + 2 * radius) { p[i] = Float(src[row + max(0, min(w - 1, i - radius))]) }
                            // Tap by tap across the whole row, which vectorises.
                            let dst = tb + row
                            let k0 = k[0]
                            for x in 0..<w { dst[x] = p[x] * k0 }
                            for i in 1...(2 * radius) {
                                let kv = k[i], shifted = pb + i
                                for x in 0..<w { dst[x] += shifted[x] * kv }
                            }
                        }
                    }
                    // Down: accumulate whole rows.
                    out.withUnsafeMutableBufferPointer { o in
                        var acc = [Float](repeating: 0, count: w)
                        acc.withUnsafeMutableBufferPointer { a in
                            for y in 0..<h {
                                for x in 0..<w { a[x] = 0 }
                                for i in 0...(2 * radius) {
                                    let row = max(0, min(h - 1, y + i - radius)) * w, kv = k[i]
                                    for x in 0..<w { a[x] += t[row + x] * kv }
                                }
                                let row = y * w
                                for x in 0..<w { o[row + x] = UInt8(max(0, min(255, a[x] + 0.5))) }
                            }
                        }
                    }
                }
            }
        }
        return Image(width: w, height: h, layout: .gray, pixels: out) ?? image
    }

    /// Motion blur: the mean of bilinear copies shifted along a line `length` pixels long.
    static func motion(_ image: Image, length: Double, angleDegrees: Double) -> Image {
        guard length >= 0.5 else { return image }
        let taps = max(2, Int(length.rounded(.up)) + 1)
        let a = angleDegrees * Double.pi / 180
        let w = image.width, h = image.height
        var acc = [Float](repeating: 0, count: w * h)
        image.pixels.withUnsafeBufferPointer { src in
            acc.withUnsafeMutableBufferPointer { dst in
                for t in 0..<taps {
                    let offset = (Double(t) / Double(taps - 1) - 0.5) * length
                    let dx = offset * cos(a), dy = offset * sin(a)
                    let ix = Int(dx.rounded(.down)), iy = Int(dy.rounded(.down))
                    let fx = Float(dx - Double(ix)), fy = Float(dy - Double(iy))
                    let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
                    for y in 0..<h {
                        let r0 = max(0, min(h - 1, y + iy)) * w, r1 = max(0, min(h - 1, y + iy + 1)) * w
                        let row = y * w
                        // The interior needs no clamps; only the few edge columns do.
                        let lo = max(0, -ix), hi = min(w, w - ix - 1)
                        for x in Array(0..<max(0, min(w, lo))) + Array(max(max(0, lo), hi)..<w) {
                            let x0 = max(0, min(w - 1, x + ix)), x1 = max(0, min(w - 1, x + ix + 1))
                            dst[row + x] += w00 * Float(src[r0 + x0]) + w10 * Float(src[r0 + x1])
                                + w01 * Float(src[r1 + x0]) + w11 * Float(src[r1 + x1])
                        }
                        if lo < hi {
                            for x in lo..<hi {
                                let x0 = x + ix
                                dst[row + x] += w00 * Float(src[r0 + x0]) + w10 * Float(src[r0 + x0 + 1])
                                    + w01 * Float(src[r1 + x0]) + w11 * Float(src[r1 + x0 + 1])
                            }
                        }
                    }
                }
            }
        }
        let norm = 1 / Float(taps)
        let out = acc.map { UInt8(max(0, min(255, $0 * norm + 0.5))) }
        return Image(width: w, height: h, layout: .gray, pixels: out) ?? image
    }
}
