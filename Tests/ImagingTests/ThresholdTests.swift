import Foundation
import Testing
@testable import Imaging

@Suite("Thresholds")
struct ThresholdTests {
    @Test func otsuSplitsABimodalHistogram() {
        var histogram = [Int](repeating: 0, count: 256)
        for v in 0..<256 {
            let dark = 3000 * exp(-pow(Double(v) - 60, 2) / (2 * 12 * 12))
            let light = 9000 * exp(-pow(Double(v) - 200, 2) / (2 * 10 * 10))
            histogram[v] = Int(dark + light)
        }
        let t = Threshold.otsu(histogram: histogram)
        #expect(t > 100 && t < 160, "threshold \(t)")
        // Two spikes: every level between them ties, and the middle is chosen.
        var spikes = [Int](repeating: 0, count: 256)
        spikes[50] = 100; spikes[200] = 100
        #expect(Threshold.otsu(histogram: spikes) == 124)
        #expect(Threshold.otsu(histogram: [Int](repeating: 0, count: 256)) == 0)
    }

    @Test("the histogram counts each level exactly (8-pixel words, tails, runs of one level)", arguments: [1, 7, 8, 9, 63, 1000])
    func histogramIsExact(count: Int) {
        let image = noiseImage(width: count, height: 3)
        var expected = [Int](repeating: 0, count: 256)
        for v in image.pixels { expected[Int(v)] += 1 }
        #expect(image.histogram() == expected)
        let flat = Image(width: count, height: 5, layout: .gray, fill: 255)
        #expect(flat.histogram()[255] == count * 5)
    }

    @Test func histogramCountsEveryPixel() {
        let image = noiseImage(width: 37, height: 11)
        let histogram = image.histogram()
        #expect(histogram.count == 256)
        #expect(histogram.reduce(0, +) == 37 * 11)
        #expect(histogram[Int(image.pixels[5])] > 0)
        #expect(noiseImage(width: 9, height: 9, layout: .rgb).histogram().reduce(0, +) == 81)
        let binary = image.thresholded(above: 127)
        #expect(binary.pixels.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(binary.pixels.filter { $0 == 255 }.count == histogram[128...].reduce(0, +))
    }

    /// Text-like strokes on paper lit from one side: a global threshold loses one side, Sauvola keeps both.
    @Test func sauvolaFollowsUnevenLight() {
        let width = 240, height = 120
        var page = Image(width: width, height: height, layout: .gray)
        var isInk = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let light = 70.0 + 170.0 * Double(x) / Double(width - 1)   // paper from 70 to 240
                // Strokes: 3 px wide bars every 12 px on text lines 14 px tall.
                let ink = (y % 24) >= 5 && (y % 24) < 19 && (x % 12) < 3
                isInk[y * width + x] = ink
                page.pixels[y * width + x] = UInt8(ink ? light * 0.4 : light)
            }
        }
        let binary = Threshold.sauvola(page, radius: 12, k: 0.2)
        var inkFound = 0, inkTotal = 0, paperKept = 0, paperTotal = 0
        for i in 0..<(width * height) {
            if isInk[i] { inkTotal += 1; if binary.pixels[i] == 0 { inkFound += 1 } }
            else { paperTotal += 1; if binary.pixels[i] == 255 { paperKept += 1 } }
        }
        #expect(Double(inkFound) / Double(inkTotal) > 0.97)
        #expect(Double(paperKept) / Double(paperTotal) > 0.95)
        // The global threshold gets one side wrong, which is why the local one exists.
        let global = page.thresholded(above: Threshold.otsu(histogram: page.histogram()))
        var globalErrors = 0
        for i in 0..<(width * height) where (global.pixels[i] == 0) != isInk[i] { globalErrors += 1 }
        #expect(Double(globalErrors) / Double(width * height) > 0.1)
    }
}
