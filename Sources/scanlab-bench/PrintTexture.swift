import Foundation
import Imaging

/// What the print itself looks like at the glyph level, from the pixels alone, the same on real and generated photos.
///
/// Real receipts are thermal print: each glyph is formed from the dots of a print head whose elements heat unevenly,
/// so strokes are grey rather than black, vary in darkness from glyph to glyph and inside one glyph, and thicken or
/// break where the head runs hot or cold. Clean vector type photographed keeps every glyph equally dark and its
/// strokes even. Each statistic is a median over the page's text marks (`RealismStatistics.textMarks`):
/// - `inkDarkness`: a mark's darkness, 1 − (its 10th-percentile gray level) / (the paper's level around it).
/// - `inkSpread`: how much that darkness changes from glyph to glyph: the median, over marks, of the absolute
///   difference from the median of the marks nearest in the frame (the light's slow changes cancel), over the median.
/// - `strokeUnevenness`: inside one glyph, the spread of its ink pixels' darkness: (p75 − p25) / median of
///   1 − level / paper over the mark's ink pixels.
/// - `strokeWidth`: the stroke's width as a share of the mark's height, 2 · area / perimeter / height (a bold or
///   double-struck print head and a thin cold one differ here; blur widens both sides alike).
enum PrintTexture {
    /// A mark's paper level is the median of the non-ink pixels in its box grown by this many pixels.
    static let paperMargin = 2
    /// Marks need this many ink pixels for a within-glyph spread (fewer give a noisy quartile).
    static let minimumInkPixels = 12
    /// Glyph-to-glyph spread compares a mark with this many marks nearest to it (the light's field is smooth at
    /// that range: a receipt's neighbouring glyphs lie a few millimetres apart).
    static let neighbourCount = 8
    /// A page needs this many measured marks for the statistics.
    static let minimumMarks = 10

    struct Result {
        var inkDarkness: Double
        var inkSpread: Double
        var strokeUnevenness: Double
        var strokeWidth: Double
    }

    static func measure(_ gray: Image, ink: [UInt8], marks: [RealismStatistics.Mark]) -> Result? {
        let w = gray.width, h = gray.height
        var darkness: [Double] = [], uneven: [Double] = [], widths: [Double] = []
        var centres: [(x: Double, y: Double)] = []
        var inkLevels: [Double] = [], paperLevels: [Double] = []
        gray.pixels.withUnsafeBufferPointer { p in
            for m in marks {
                let x0 = max(0, m.minX - paperMargin), x1 = min(w - 1, m.maxX + paperMargin)
                let y0 = max(0, m.minY - paperMargin), y1 = min(h - 1, m.maxY + paperMargin)
                inkLevels.removeAll(keepingCapacity: true)
                paperLevels.removeAll(keepingCapacity: true)
                var area = 0, perimeter = 0
                for y in y0...y1 {
                    for x in x0...x1 {
                        let i = y * w + x
                        let inBox = x >= m.minX && x <= m.maxX && y >= m.minY && y <= m.maxY
                        if ink[i] != 0 {
                            guard inBox else { continue }
                            inkLevels.append(Double(p[i]))
                            area += 1
                            let edge = x == 0 || x == w - 1 || y == 0 || y == h - 1
                                || ink[i - 1] == 0 || ink[i + 1] == 0 || ink[i - w] == 0 || ink[i + w] == 0
                            if edge { perimeter += 1 }
                        } else if !isNearInk(ink, x, y, w, h) {
                            paperLevels.append(Double(p[i]))
                        }
                    }
                }
                guard inkLevels.count >= minimumInkPixels, paperLevels.count >= minimumInkPixels else { continue }
                paperLevels.sort()
                let paper = paperLevels[paperLevels.count / 2]
                guard paper > 0 else { continue }
                inkLevels.sort()
                let n = inkLevels.count
                darkness.append(1 - inkLevels[n / 10] / paper)
                let q1 = 1 - inkLevels[n * 3 / 4] / paper, q3 = 1 - inkLevels[n / 4] / paper, mid = 1 - inkLevels[n / 2] / paper
                uneven.append(mid > 0 ? (q3 - q1) / mid : 0)
                widths.append(2 * Double(area) / Double(max(1, perimeter)) / Double(m.height))
                centres.append((Double(m.minX + m.maxX) / 2, m.centreY))
            }
        }
        guard darkness.count >= minimumMarks else { return nil }
        // Glyph to glyph: each mark against the median of its nearest marks, so a shadow's slow change cancels.
        var order = Array(0..<centres.count)
        order.sort { centres[$0].y < centres[$1].y }
        var deviations: [Double] = []
        for (rank, i) in order.enumerated() {
            let lo = max(0, rank - 3 * neighbourCount), hi = min(order.count - 1, rank + 3 * neighbourCount)
            var near: [(d: Double, v: Double)] = []
            for r in lo...hi where r != rank {
                let j = order[r]
                near.append((hypot(centres[j].x - centres[i].x, centres[j].y - centres[i].y), darkness[j]))
            }
            near.sort { $0.d < $1.d }
            let values = near.prefix(neighbourCount).map(\.v).sorted()
            guard !values.isEmpty else { continue }
            deviations.append(abs(darkness[i] - values[values.count / 2]))
        }
        let typical = median(darkness)
        return Result(inkDarkness: typical, inkSpread: typical > 0 ? median(deviations) / typical : 0,
                      strokeUnevenness: median(uneven), strokeWidth: median(widths))
    }

    /// Whether a pixel touches ink (8-neighbourhood): the anti-aliased rim between stroke and paper is neither.
    static func isNearInk(_ ink: [UInt8], _ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Bool {
        for dy in -1...1 {
            let ny = y + dy
            guard ny >= 0, ny < h else { continue }
            for dx in -1...1 {
                let nx = x + dx
                if nx >= 0, nx < w, ink[ny * w + nx] != 0 { return true }
            }
        }
        return false
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let s = values.sorted()
        return s[s.count / 2]
    }
}
