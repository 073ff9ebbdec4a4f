import Foundation
import Testing
@testable import Imaging

/// Deterministic pseudo-random pixels (an LCG), so failures reproduce.
func noiseImage(width: Int, height: Int, layout: Image.Layout = .gray, seed: UInt32 = 7) -> Image {
    var image = Image(width: width, height: height, layout: layout)
    var state = seed
    for i in 0..<image.pixels.count {
        state = state &* 1_664_525 &+ 1_013_904_223
        image.pixels[i] = UInt8(truncatingIfNeeded: state >> 24)
    }
    return image
}

func mean(_ image: Image) -> Double {
    Double(image.pixels.reduce(0) { $0 + Int($1) }) / Double(max(1, image.pixels.count))
}

@Suite("Warp")
struct WarpTests {
    @Test(arguments: [Image.Layout.gray, .rgb])
    func identityReproducesTheImage(layout: Image.Layout) {
        let image = noiseImage(width: 41, height: 23, layout: layout)
        let warped = image.warped(.identity, width: 41, height: 23)
        #expect(warped.layout == layout)
        #expect(zip(warped.pixels, image.pixels).filter { $0 != $1 }.count == 0)
    }

    /// A bright dot at a known input point appears where the inverse homography puts it.
    @Test(arguments: [Image.Layout.gray, .rgb])
    func mapsAKnownPoint(layout: Image.Layout) throws {
        var input = Image(width: 300, height: 200, layout: .gray)
        let dot = Point(x: 150.5, y: 90.5)  // centre of pixel (150, 90)
        for y in 88...92 { for x in 148...152 { input.pixels[y * 300 + x] = 255 } }
        let source = layout == .gray ? input : input.rgb()
        let page = Quad(topLeft: Point(x: 40, y: 30), topRight: Point(x: 260, y: 20),
                        bottomRight: Point(x: 280, y: 190), bottomLeft: Point(x: 30, y: 170))
        let output = Quad(Box(x: 0, y: 0, width: 220, height: 310))
        let h = try #require(Homography(from: output, to: page))
        let warped = source.warped(h, width: 220, height: 310, fill: 0).grayscale()
        let expected = try #require(h.inverted).apply(dot)
        // Intensity-weighted centroid of the dot, in continuous coordinates.
        var sx = 0.0, sy = 0.0, total = 0.0
        for y in 0..<warped.height {
            for x in 0..<warped.width {
                let v = Double(warped.pixels[y * warped.width + x])
                sx += v * (Double(x) + 0.5); sy += v * (Double(y) + 0.5); total += v
            }
        }
        #expect(total > 0)
        let found = Point(x: sx / total, y: sy / total)
        #expect(found.distance(to: expected) < 0.2, "dot at \(found), expected \(expected)")
    }

    /// The fast warp against a plain per-pixel Double version, over homographies that put parts of the
    /// output outside the input, shrink, enlarge, and cross the horizon line.
    @Test(arguments: [Image.Layout.gray, .rgb])
    func agreesWithAPlainWarp(layout: Image.Layout) throws {
        let input = noiseImage(width: 53, height: 37, layout: layout, seed: 3).gaussianBlurred(sigma: 1)
        let out = Quad(Box(x: 0, y: 0, width: 60, height: 45))
        let targets: [Quad] = [
            Quad(topLeft: Point(x: -10, y: -5), topRight: Point(x: 70, y: 3), bottomRight: Point(x: 45, y: 50), bottomLeft: Point(x: 2, y: 30)),
            Quad(topLeft: Point(x: 20, y: 10), topRight: Point(x: 24, y: 10.5), bottomRight: Point(x: 23, y: 14), bottomLeft: Point(x: 19, y: 13)),
            Quad(topLeft: Point(x: 0, y: 0), topRight: Point(x: 53, y: 0), bottomRight: Point(x: 300, y: 37), bottomLeft: Point(x: -250, y: 37)),
            Quad(topLeft: Point(x: 5, y: 5), topRight: Point(x: 40, y: 8), bottomRight: Point(x: 60, y: 90), bottomLeft: Point(x: -30, y: 60)),
        ]
        for target in targets {
            var h = try #require(Homography(from: out, to: target))
            if target == targets[3] {
                // Push the horizon line through the output: w changes sign inside it.
                var m = h.matrix
                m[6] = 0.02; m[8] = -0.5
                h = try #require(Homography(matrix: m))
            }
            let fast = input.warped(h, width: 60, height: 45, fill: 9)
            var mismatches = 0, worst = 0
            let c = input.channels
            for y in 0..<45 {
                for x in 0..<60 {
                    let p = h.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    let u = p.x - 0.5, v = p.y - 0.5
                    let inside = u >= -0.5 && u <= 52.5 && v >= -0.5 && v <= 36.5
                    for ch in 0..<c {
                        let got = Int(fast.pixels[(y * 60 + x) * c + ch])
                        guard inside else { if got != 9 { mismatches += 1 }; continue }
                        let uc = min(max(u, 0), 52), vc = min(max(v, 0), 36)
                        let x0 = Int(uc), y0 = Int(vc), x1 = min(x0 + 1, 52), y1 = min(y0 + 1, 36)
                        let fx = uc - Double(x0), fy = vc - Double(y0)
                        func at(_ xx: Int, _ yy: Int) -> Double { Double(input.pixels[(yy * 53 + xx) * c + ch]) }
                        let expected = (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy
                        worst = max(worst, abs(got - Int(expected.rounded())))
                    }
                }
            }
            #expect(worst <= 2, "largest difference \(worst) for \(target)")
            #expect(mismatches <= 2 * c, "\(mismatches) pixels disagree on inside/outside for \(target)")
        }
    }

    @Test func outsideTheInputIsFill() throws {
        let image = Image(width: 10, height: 10, layout: .gray, fill: 100)
        // Output 20×20 reads input point (x, y) directly: the right and bottom halves are outside.
        let warped = image.warped(.identity, width: 20, height: 20, fill: 7)
        #expect(warped.pixels[5 * 20 + 5] == 100)
        #expect(warped.pixels[5 * 20 + 15] == 7)
        #expect(warped.pixels[15 * 20 + 5] == 7)
        // The edge column is clamped, not blended with the fill.
        #expect(warped.pixels[5 * 20 + 9] == 100)
    }
}

@Suite("Blur and box filter")
struct BlurTests {
    @Test(arguments: [0.8, 2.0, 5.0, 12.0, 40.0])
    func gaussianKeepsTheMeanAndSmooths(sigma: Double) {
        let image = noiseImage(width: 120, height: 90)
        let blurred = image.gaussianBlurred(sigma: sigma)
        #expect(blurred.width == 120 && blurred.height == 90)
        #expect(abs(mean(blurred) - mean(image)) < 1.0)
        // Noise variance falls.
        func variance(_ i: Image) -> Double { let m = mean(i); return i.pixels.reduce(0) { $0 + (Double($1) - m) * (Double($1) - m) } / Double(i.pixels.count) }
        #expect(variance(blurred) < variance(image) / 4.0)
        let flat = Image(width: 30, height: 20, layout: .rgb, fill: 173)
        #expect(flat.gaussianBlurred(sigma: sigma) == flat)
    }

    @Test func gaussianMatchesADirectConvolution() {
        let image = noiseImage(width: 40, height: 30)
        let sigma = 1.5, radius = 5
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        let blurred = image.gaussianBlurred(sigma: sigma)
        var worst = 0.0
        for y in 0..<30 {
            for x in 0..<40 {
                var sum = 0.0
                for j in -radius...radius {
                    for i in -radius...radius {
                        let yy = min(29, max(0, y + j)), xx = min(39, max(0, x + i))
                        sum += weights[i + radius] * weights[j + radius] * Double(image.pixels[yy * 40 + xx])
                    }
                }
                worst = max(worst, abs(sum / (total * total) - Double(blurred.pixels[y * 40 + x])))
            }
        }
        #expect(worst <= 1.0)
    }

    @Test(arguments: [Image.Layout.gray, .rgb], [1, 3, 9])
    func boxFilterIsTheWindowMean(layout: Image.Layout, radius: Int) {
        let image = noiseImage(width: 33, height: 21, layout: layout)
        let filtered = image.boxFiltered(radius: radius)
        let c = image.channels
        var worst = 0.0
        for y in 0..<21 {
            for x in 0..<33 {
                for ch in 0..<c {
                    var sum = 0, count = 0
                    for yy in max(0, y - radius)...min(20, y + radius) {
                        for xx in max(0, x - radius)...min(32, x + radius) { sum += Int(image.pixels[(yy * 33 + xx) * c + ch]); count += 1 }
                    }
                    worst = max(worst, abs(Double(sum) / Double(count) - Double(filtered.pixels[(y * 33 + x) * c + ch])))
                }
            }
        }
        #expect(worst <= 0.5 + 1e-3)
    }
}

@Suite("Box filter: the gray path's bytes")
struct BoxFilterGrayPathTests {
    /// The gray rows take their own loop; an RGB image whose three channels repeat the gray one goes through the
    /// general loop, whose arithmetic is the same, so every channel must come out byte for byte as the gray image.
    @Test(arguments: [(33, 21, 1), (33, 21, 9), (40, 7, 3), (5, 30, 4), (12, 12, 20), (1, 9, 2)])
    func grayPathEqualsGeneralLoop(width: Int, height: Int, radius: Int) {
        let gray = noiseImage(width: width, height: height)
        let general = gray.rgb().boxFiltered(radius: radius)
        let fast = gray.boxFiltered(radius: radius)
        #expect(fast.layout == .gray)
        #expect((0..<(width * height)).allSatisfy { general.pixels[3 * $0] == fast.pixels[$0] })
    }
}

@Suite("Resize: the gray path's bytes")
struct ResizeGrayPathTests {
    /// Gray rows are resampled without the channel loop; an RGB copy goes through the general loop, whose sums
    /// are the same in the same order, so every channel must equal the gray result byte for byte.
    @Test(arguments: [(40, 30, 17, 11), (40, 30, 77, 45), (1500, 9, 1024, 6), (9, 9, 9, 20), (3, 50, 2, 7),
                      (41, 7, 27, 5), (1500, 1151, 1024, 785), (5, 4, 3, 3)])
    func grayPathEqualsGeneralLoop(width: Int, height: Int, newWidth: Int, newHeight: Int) {
        let gray = noiseImage(width: width, height: height)
        let general = gray.rgb().resized(width: newWidth, height: newHeight)
        let fast = gray.resized(width: newWidth, height: newHeight)
        #expect((0..<(newWidth * newHeight)).allSatisfy { general.pixels[3 * $0] == fast.pixels[$0] })
    }
}

@Suite("Resize and colour")
struct ResizeTests {
    @Test func shrinkingAveragesAreas() {
        let image = noiseImage(width: 40, height: 30)
        let half = image.resized(width: 20, height: 15)
        for y in 0..<15 {
            for x in 0..<20 {
                let s = [image.pixels[(2 * y) * 40 + 2 * x], image.pixels[(2 * y) * 40 + 2 * x + 1],
                         image.pixels[(2 * y + 1) * 40 + 2 * x], image.pixels[(2 * y + 1) * 40 + 2 * x + 1]].reduce(0) { $0 + Double($1) } / 4
                #expect(abs(s - Double(half.pixels[y * 20 + x])) <= 0.51)
            }
        }
        // A non-integer factor keeps the mean.
        #expect(abs(mean(image.resized(width: 13, height: 7)) - mean(image)) < 1.5)
    }

    @Test func growingInterpolates() {
        var image = Image(width: 2, height: 1, layout: .gray)
        image.pixels = [0, 200]
        let grown = image.resized(width: 8, height: 2)
        // Pixel centres at 0.5/8 steps: the outer quarter is clamped, the middle is a ramp.
        #expect(grown.pixels.prefix(8) == [0, 0, 25, 75, 125, 175, 200, 200])
        #expect(Array(grown.pixels.suffix(8)) == Array(grown.pixels.prefix(8)))
        let rgb = noiseImage(width: 10, height: 10, layout: .rgb)
        let up = rgb.resized(width: 25, height: 17)
        #expect(up.layout == .rgb && up.width == 25 && up.height == 17)
        #expect(rgb.resized(width: 10, height: 10) == rgb)
    }
}
