import Testing
@testable import Imaging

/// `Image.resized` was rewritten for speed (gray rows four at a time from a Float copy of the four rows, the
/// last rounding to bytes eight samples at a time in SSE2, buffers not zeroed first); it must give exactly the
/// bytes of the plain resampler: every output sample's horizontal sums, then its vertical sum, in the taps' order.
@Suite("Resize matches the plain resampler")
struct ResizeReferenceTests {
    /// Each sample alone: the horizontal sums of the rows it reads, then their weighted sum, then the rounding.
    static func referenceResized(_ image: Image, width newWidth: Int, height newHeight: Int) -> Image {
        let horizontal = ResampleTaps(input: image.width, output: newWidth)
        let vertical = ResampleTaps(input: image.height, output: newHeight)
        let channels = image.channels
        func across(_ y: Int, _ o: Int, _ c: Int) -> Float {
            let first = Int(horizontal.starts[o]), begin = Int(horizontal.offsets[o]), end = Int(horizontal.offsets[o + 1])
            var sum: Float = 0
            for k in begin..<end { sum += horizontal.weights[k] * Float(image.pixels[(y * image.width + first + k - begin) * channels + c]) }
            return sum
        }
        var result = Image(width: newWidth, height: newHeight, layout: image.layout)
        for o in 0..<newHeight {
            let first = Int(vertical.starts[o]), begin = Int(vertical.offsets[o]), end = Int(vertical.offsets[o + 1])
            for x in 0..<newWidth {
                for c in 0..<channels {
                    var sum = vertical.weights[begin] * across(first, x, c)
                    for k in (begin + 1)..<max(begin + 1, end) { sum += vertical.weights[k] * across(first + k - begin, x, c) }
                    result.pixels[(o * newWidth + x) * channels + c] = UInt8(min(255, max(0, sum + 0.5)))
                }
            }
        }
        return result
    }

    /// Shrinking and growing, sizes not multiples of four or eight (the loops' tails), gray and RGB, and an image
    /// of extremes (0 and 255 only), whose sums land on the rounding's ends.
    @Test(arguments: [(40, 30, 17, 11), (1175, 61, 802, 41), (9, 9, 9, 20), (3, 50, 2, 7), (41, 7, 27, 5), (5, 4, 3, 3),
                      (333, 97, 1000, 45), (2, 2, 13, 13), (1, 9, 5, 2)])
    func matchesReference(width: Int, height: Int, newWidth: Int, newHeight: Int) {
        for layout in [Image.Layout.gray, .rgb] {
            let noise = noiseImage(width: width, height: height, layout: layout, seed: UInt32(width * 131 + newWidth))
            var extremes = noise
            for i in extremes.pixels.indices { extremes.pixels[i] = extremes.pixels[i] < 128 ? 0 : 255 }
            for image in [noise, extremes] {
                let fast = image.resized(width: newWidth, height: newHeight)
                let reference = Self.referenceResized(image, width: newWidth, height: newHeight)
                #expect(fast.pixels == reference.pixels, "\(layout) \(width)x\(height) -> \(newWidth)x\(newHeight)")
            }
        }
    }
}
