import Foundation
import Imaging

/// The gray-page filters the scene needs and Imaging lacks, written as row loops over contiguous buffers.
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
