import Foundation
import Imaging

/// Estimates how tall the print is, and the scale that brings it into the reader's preferred range.
public enum TextSize {
    /// Capitals this tall (in pixels) are what Tesseract reads best (FINDINGS.md).
    static let preferred: ClosedRange<Double> = 20...40
    /// Where too-small text is scaled to, and too-large text.
    static let upTarget = 24.0
    static let downTarget = 34.0

    /// The capital height from the heights of glyph-like marks: their 75th percentile, which lands on capitals and
    /// ascenders for mixed-case text and on the capitals themselves for all-caps receipts. Nil with too few marks.
    public static func capHeight(fromHeights heights: [Int]) -> Double? {
        let h = heights.filter { $0 >= 3 }.sorted()
        guard h.count >= 20 else { return nil }
        return Double(h[h.count * 3 / 4])
    }

    /// The factor that brings `capHeight` into `preferred`; 1 when it is already there.
    public static func scale(forCapHeight capHeight: Double?) -> Double {
        guard let c = capHeight, c > 0 else { return 1 }
        if c < preferred.lowerBound { return min(3, upTarget / c) }
        if c > preferred.upperBound { return max(1.0 / 3, downTarget / c) }
        return 1
    }

    /// Heights of glyph-like dark marks in a toned page (paper white), found by Otsu's threshold.
    public static func glyphHeights(in toned: Image) -> [Int] {
        // Large pages are measured at half size (labelling is the cost); heights are given back in full pixels.
        let full = toned.grayscale()
        let half = max(full.width, full.height) > 1600
        let g = half ? GrayShrink.boxAverage(full, factor: 2) : full
        let factor = half ? 2 : 1
        let t = Threshold.otsu(histogram: g.histogram())
        // 1 where the level is at most t: the sign bit of v − t − 1, with no branch, so the loop vectorises.
        let limit = Int32(clamping: Swift.max(-1, Swift.min(t, 256))) &+ 1
        var mask = [UInt8](repeating: 0, count: g.pixels.count)
        g.pixels.withUnsafeBufferPointer { p in
            mask.withUnsafeMutableBufferPointer { m in
                guard let source = p.baseAddress, let target = m.baseAddress else { return }
                for i in 0..<p.count { target[i] = UInt8(truncatingIfNeeded: UInt32(bitPattern: Int32(source[i]) &- limit) >> 31) }
            }
        }
        let labeling = ComponentLabeling(mask: mask, width: g.width, height: g.height)
        let long = max(g.width, g.height)
        return labeling.components.compactMap { c in
            // Rules, boxes and blobs are not glyphs; neither are specks.
            guard c.area >= 6, c.width <= 3 * c.height + 4, c.height <= long / 8,
                  Double(c.area) / Double(c.width * c.height) >= 0.1 else { return nil }
            return c.height * factor
        }
    }
}
