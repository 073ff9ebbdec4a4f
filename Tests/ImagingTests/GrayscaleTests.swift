import Testing
@testable import Imaging

/// The gray conversion is vectorised; golden hashes and the pinned baseline need its bytes to stay those of the
/// plain formula, so these compare it with that formula written out here, not with the library's own scalar path.
@Suite("Grayscale")
struct GrayscaleTests {
    /// BT.601 with 14-bit weights summing to 16384, rounded: the formula grayscale() has always used.
    static func reference(_ image: Image) -> [UInt8] {
        (0..<image.width * image.height).map { i in
            let r = UInt32(image.pixels[3 * i]), g = UInt32(image.pixels[3 * i + 1]), b = UInt32(image.pixels[3 * i + 2])
            let weighted: UInt32 = r * 4899 + g * 9617 + b * 1868
            return UInt8((weighted + 8192) >> 14)
        }
    }

    /// Widths around the 16-pixel blocks, so every tail length and lane position is covered.
    @Test(arguments: [1, 3, 15, 16, 17, 31, 33, 1001])
    func randomPixelsMatchTheFormula(width: Int) {
        for (height, seed) in [(1, UInt32(1)), (3, 2), (7, 3)] {
            let image = noiseImage(width: width, height: height, layout: .rgb, seed: seed &* 7919 &+ UInt32(width))
            let gray = image.grayscale()
            #expect(gray.layout == .gray && gray.width == width && gray.height == height)
            let expected = Self.reference(image)
            let wrong = zip(gray.pixels, expected).enumerated().filter { $0.element.0 != $0.element.1 }
            #expect(wrong.isEmpty, "width \(width) height \(height): \(wrong.count) pixels differ, first at \(wrong.first?.offset ?? -1)")
        }
    }

    /// Every red and green value with 16 blues (1 MP), each colour at varying lane positions.
    @Test func colourSweepMatchesTheFormula() {
        let blues: [UInt8] = (0..<16).map { UInt8($0 * 17) }
        var image = Image(width: 256 * 16 + 5, height: 256, layout: .rgb)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = 3 * (y * image.width + x)
                image.pixels[i] = UInt8(y)
                image.pixels[i + 1] = UInt8(truncatingIfNeeded: x / 16 + y)
                image.pixels[i + 2] = blues[(x + y) % 16]
            }
        }
        let expected = Self.reference(image)
        let wrong = zip(image.grayscale().pixels, expected).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ, first at \(wrong.first?.offset ?? -1)")
    }

    @Test func extremesStayExtreme() {
        let white = Image(width: 37, height: 2, layout: .rgb, fill: 255).grayscale()
        let black = Image(width: 37, height: 2, layout: .rgb, fill: 0).grayscale()
        #expect(white.pixels.allSatisfy { $0 == 255 })
        #expect(black.pixels.allSatisfy { $0 == 0 })
    }

    @Test func grayIsReturnedAsIs() {
        let image = noiseImage(width: 19, height: 5, layout: .gray)
        #expect(image.grayscale() == image)
    }

    @Test func emptyImageStaysEmpty() {
        let gray = Image(width: 0, height: 4, layout: .rgb).grayscale()
        #expect(gray.layout == .gray && gray.pixels.isEmpty && gray.height == 4)
    }
}
