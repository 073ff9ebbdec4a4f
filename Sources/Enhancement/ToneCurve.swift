import Foundation
import Imaging

/// Maps a light-corrected page so that paper is white and ink dark.
struct ToneCurve: Sendable, Equatable {
    /// The paper's value: the most common value in the bright part of the histogram.
    var paper: Int
    /// The value mapped to black.
    var black: Int
    /// The darkest print (0.5th percentile) before limiting; paper minus this is the page's contrast.
    var ink: Int

    /// From a gray histogram: the white point is the mode above Otsu's threshold, not a percentile,
    /// so a page with much print or much blank paper gets the same white.
    static func fit(histogram hist: [Int]) -> ToneCurve {
        let t = Threshold.otsu(histogram: hist)
        var paper = 255, best = -1
        // Smooth a little so JPEG and noise do not pick a spike.
        for v in max(t, 1)..<255 {
            let n = hist[v - 1] + 2 * hist[v] + hist[v + 1]
            if n > best { best = n; paper = v }
        }
        let low = BrightnessDetector.percentile(hist, 0.005)
        // Faint print is stretched to black, but a blank page's noise is not stretched without bound.
        let black = max(0, min(low, paper - 64))
        return ToneCurve(paper: max(paper, black + 32), black: black, ink: low)
    }

    /// Values a little below the paper's mode already map to white, so noise on paper goes white.
    static let topCompression = 1.04

    /// The 256-entry table: linear from black to paper, with the top slightly compressed so noise on paper goes white.
    var table: [UInt8] {
        let span = Double(max(1, paper - black))
        return (0..<256).map { v in
            let t = (Double(v - black) / span)
            let u = min(1, max(0, t * Self.topCompression))
            return UInt8((u * 255).rounded())
        }
    }

    func apply(to image: Image) -> Image {
        let lut = table
        var out = image
        out.pixels.withUnsafeMutableBufferPointer { p in
            lut.withUnsafeBufferPointer { l in
                for i in 0..<p.count { p[i] = l[Int(p[i])] }
            }
        }
        return out
    }
}
