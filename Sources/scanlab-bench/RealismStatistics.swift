import Foundation
import Geometry
import Enhancement
import PageFinding
import Imaging

/// The image statistics `Scripts/bench-realism.sh` compares between real phone photos and generated ones.
///
/// Every statistic is measured the same way on both sides, from the pixels alone: real photos have no word boxes,
/// so text is found in the image (dark marks against a local Sauvola threshold, kept only where marks of a similar
/// height sit side by side on a line), and the page by the same page finder the styles use.
enum RealismStatistics {
    /// Sauvola's sensitivity and dynamic range (the usual values for 8-bit document images).
    static let sauvolaK = 0.2
    static let sauvolaRange = 128.0
    /// The threshold window as a share of the image's long side, clamped: wide enough to span a few glyphs of
    /// phone-sized print, narrow enough to follow a shadow.
    static let windowShare = 1.0 / 40
    static let windowLimits = 15...101
    /// Marks must differ from the local mean by at least this many levels, so flat paper noise is never ink.
    static let minimumDarkness = 12.0
    /// A glyph-like mark: at least this tall, and at most this share of the long side.
    static let minimumGlyphHeight = 4
    static let maximumGlyphShare = 1.0 / 12
    /// A mark counts as text when at least this many marks of a similar height (within this ratio) sit within
    /// `neighbourReach` glyph heights of it on the same line.
    static let neighboursForText = 2
    static let similarHeight = 1.6
    static let neighbourReach = 2.0
    /// Background texture is measured on a copy with this long side, so the frame's resolution does not set it.
    static let textureSide = 800
    /// Pixels this share of the long side away from the page's outline count as background, not page edge.
    static let textureMargin = 0.02
    /// Below this share of the frame outside the page, there is no background to measure.
    static let minimumBackgroundShare = 0.03

    struct Mark {
        var minX: Int, minY: Int, maxX: Int, maxY: Int, area: Int
        var height: Int { maxY - minY + 1 }
        var width: Int { maxX - minX + 1 }
        var centreY: Double { Double(minY + maxY) / 2 }
    }

    /// The statistics of one image, as a JSON object (null where a statistic cannot be measured).
    static func measure(_ image: Image, name: String) -> [String: Any] {
        let gray = image.grayscale()
        let w = gray.width, h = gray.height
        let found = PageFinder.find(in: image)
        let frameArea = Double(w * h)
        let pageShare = found.detector == .none ? 1.0 : min(1, found.quad.area / frameArea)
        let inside = quadMask(found.quad, width: w, height: h, grow: 0)
        let (marks, ink) = textMarksAndInk(gray, within: inside)
        var out: [String: Any] = ["name": name, "width": w, "height": h, "pageShare": pageShare,
                                  "detector": found.detector.rawValue, "textMarks": marks.count]
        let heights = marks.map(\.height).sorted()
        out["capHeight"] = heights.count >= 10 ? Double(heights[heights.count * 3 / 4]) : NSNull()
        if heights.count >= 10 {
            let (sharpness, contrast) = textSharpnessAndContrast(gray, marks: marks)
            out["sharpness"] = sharpness
            out["contrast"] = contrast
        } else {
            out["sharpness"] = NSNull()
            out["contrast"] = NSNull()
        }
        let print = heights.count >= 10 ? PrintTexture.measure(gray, ink: ink, marks: marks) : nil
        out["inkDarkness"] = print?.inkDarkness ?? NSNull()
        out["inkSpread"] = print?.inkSpread ?? NSNull()
        out["strokeUnevenness"] = print?.strokeUnevenness ?? NSNull()
        out["strokeWidth"] = print?.strokeWidth ?? NSNull()
        out["globalThresholdKept"] = heights.count >= 10 ? globalThresholdKept(gray, ink: ink, marks: marks) ?? NSNull() : NSNull()
        let background = backgroundTextureAndLevel(gray, page: found, pageShare: pageShare)
        out["backgroundTexture"] = background?.texture ?? NSNull()
        out["backgroundLevel"] = background?.level ?? NSNull()
        // How far the rows lie off level and fan down the frame, unsigned (a photo turned either way is as hard).
        let rows = TextRowSlope.measure(marks, frameHeight: h)
        out["rowAngle"] = rows.map { abs($0.angle) } ?? NSNull()
        out["rowFan"] = rows?.fan.map { abs($0) } ?? NSNull()
        return out
    }

    /// 1 inside the quad (grown by `grow` pixels), 0 outside. The whole frame when the quad is degenerate.
    static func quadMask(_ quad: Quad, width w: Int, height h: Int, grow: Double) -> [UInt8] {
        let p = quad.points
        // Orientation-independent inside test: the same sign of every edge's cross product.
        var sign = 0.0
        for i in 0..<4 {
            let a = p[i], b = p[(i + 1) % 4]
            sign += (b.x - a.x) * (b.y + a.y)
        }
        guard abs(sign) > 1 else { return [UInt8](repeating: 1, count: w * h) }
        let s = sign > 0 ? -1.0 : 1.0
        var edges: [(nx: Double, ny: Double, c: Double)] = []
        for i in 0..<4 {
            let a = p[i], b = p[(i + 1) % 4]
            let len = max(1e-9, hypot(b.x - a.x, b.y - a.y))
            let nx = -s * (b.y - a.y) / len, ny = s * (b.x - a.x) / len
            edges.append((nx, ny, -(nx * a.x + ny * a.y) + grow))
        }
        var mask = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let yc = Double(y) + 0.5
            for x in 0..<w {
                let xc = Double(x) + 0.5
                var inside = true
                for e in edges where e.nx * xc + e.ny * yc + e.c < 0 { inside = false; break }
                if inside { mask[y * w + x] = 1 }
            }
        }
        return mask
    }

    /// Box sums over a square window from an integral image, for local means and deviations.
    static func localMeanAndDeviation(_ gray: Image, radius r: Int) -> (mean: [Float], deviation: [Float]) {
        let w = gray.width, h = gray.height
        var sum = [Double](repeating: 0, count: (w + 1) * (h + 1))
        var squares = [Double](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var rowSum = 0.0, rowSquares = 0.0
            for x in 0..<w {
                let v = Double(gray.pixels[y * w + x])
                rowSum += v; rowSquares += v * v
                sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1] + rowSum
                squares[(y + 1) * (w + 1) + x + 1] = squares[y * (w + 1) + x + 1] + rowSquares
            }
        }
        var mean = [Float](repeating: 0, count: w * h), deviation = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let y0 = max(0, y - r), y1 = min(h, y + r + 1)
            for x in 0..<w {
                let x0 = max(0, x - r), x1 = min(w, x + r + 1)
                let n = Double((y1 - y0) * (x1 - x0))
                let s = sum[y1 * (w + 1) + x1] - sum[y0 * (w + 1) + x1] - sum[y1 * (w + 1) + x0] + sum[y0 * (w + 1) + x0]
                let q = squares[y1 * (w + 1) + x1] - squares[y0 * (w + 1) + x1] - squares[y1 * (w + 1) + x0] + squares[y0 * (w + 1) + x0]
                let m = s / n
                mean[y * w + x] = Float(m)
                deviation[y * w + x] = Float(max(0, q / n - m * m).squareRoot())
            }
        }
        return (mean, deviation)
    }

    /// The dark marks inside the page that look like text: Sauvola's threshold, 8-connected components,
    /// glyph-shaped, with neighbours of a similar height on their line; and the ink mask they were found in (1: ink),
    /// for the print's own statistics (`PrintTexture`).
    static func textMarksAndInk(_ gray: Image, within inside: [UInt8]) -> (marks: [Mark], ink: [UInt8]) {
        let w = gray.width, h = gray.height
        let long = max(w, h)
        let radius = max(windowLimits.lowerBound, min(windowLimits.upperBound, Int(Double(long) * windowShare))) / 2
        let (mean, deviation) = localMeanAndDeviation(gray, radius: radius)
        var ink = [UInt8](repeating: 0, count: w * h)
        for i in 0..<(w * h) where inside[i] != 0 {
            let m = Double(mean[i])
            let t = m * (1 + sauvolaK * (Double(deviation[i]) / sauvolaRange - 1))
            let v = Double(gray.pixels[i])
            if v < t && m - v >= minimumDarkness { ink[i] = 1 }
        }
        let marks = components(ink, width: w, height: h)
        let maxHeight = max(minimumGlyphHeight + 1, Int(Double(long) * maximumGlyphShare))
        let glyphs = marks.filter { m in
            m.height >= minimumGlyphHeight && m.height <= maxHeight && m.width <= 3 * m.height + 4 && m.area >= 8
                && Double(m.area) / Double(m.width * m.height) >= 0.1
        }
        // Neighbours on a line: sort by x and look at marks within reach.
        let byX = glyphs.sorted { $0.minX < $1.minX }
        var text: [Mark] = []
        for (i, m) in byX.enumerated() {
            let reach = neighbourReach * Double(m.height)
            var count = 0
            var j = i + 1
            while j < byX.count, Double(byX[j].minX - m.maxX) <= reach {
                if isNeighbour(m, byX[j]) { count += 1 }
                j += 1
            }
            j = i - 1
            while j >= 0, Double(m.minX - byX[j].minX) <= reach + 3 * Double(m.height) + 4 {
                if Double(m.minX - byX[j].maxX) <= reach, isNeighbour(m, byX[j]) { count += 1 }
                j -= 1
            }
            if count >= neighboursForText { text.append(m) }
        }
        return (text, ink)
    }

    static func isNeighbour(_ a: Mark, _ b: Mark) -> Bool {
        let ratio = Double(max(a.height, b.height)) / Double(max(1, min(a.height, b.height)))
        return ratio <= similarHeight && abs(a.centreY - b.centreY) <= 0.5 * Double(max(a.height, b.height))
    }

    /// 8-connected components of a 0/1 mask, by flood fill with an explicit stack.
    static func components(_ mask: [UInt8], width w: Int, height h: Int) -> [Mark] {
        var seen = mask
        var out: [Mark] = []
        var stack: [Int] = []
        for start in 0..<(w * h) where seen[start] != 0 {
            seen[start] = 0
            stack.append(start)
            var m = Mark(minX: start % w, minY: start / w, maxX: start % w, maxY: start / w, area: 0)
            while let i = stack.popLast() {
                let x = i % w, y = i / w
                m.area += 1
                m.minX = min(m.minX, x); m.maxX = max(m.maxX, x); m.minY = min(m.minY, y); m.maxY = max(m.maxY, y)
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < h else { continue }
                    for dx in -1...1 {
                        let nx = x + dx
                        guard nx >= 0, nx < w else { continue }
                        let j = ny * w + nx
                        if seen[j] != 0 { seen[j] = 0; stack.append(j) }
                    }
                }
            }
            out.append(m)
        }
        return out
    }

    /// The variance of the 4-neighbour Laplacian over the text marks' boxes (each grown by one pixel), and the
    /// text's contrast: the 90th minus the 10th percentile of the gray levels in those boxes.
    static func textSharpnessAndContrast(_ gray: Image, marks: [Mark]) -> (Double, Double) {
        let w = gray.width, h = gray.height
        var inBox = [UInt8](repeating: 0, count: w * h)
        for m in marks {
            for y in max(1, m.minY - 1)...min(h - 2, m.maxY + 1) {
                for x in max(1, m.minX - 1)...min(w - 2, m.maxX + 1) { inBox[y * w + x] = 1 }
            }
        }
        var n = 0.0, s = 0.0, q = 0.0
        var histogram = [Int](repeating: 0, count: 256)
        gray.pixels.withUnsafeBufferPointer { p in
            for y in 1..<(h - 1) {
                for x in 1..<(w - 1) where inBox[y * w + x] != 0 {
                    let i = y * w + x
                    let lap = Double(p[i - 1]) + Double(p[i + 1]) + Double(p[i - w]) + Double(p[i + w]) - 4 * Double(p[i])
                    n += 1; s += lap; q += lap * lap
                    histogram[Int(p[i])] += 1
                }
            }
        }
        let variance = n > 0 ? q / n - (s / n) * (s / n) : 0
        return (variance, Double(percentile(histogram, 0.9) - percentile(histogram, 0.1)))
    }

    static func percentile(_ histogram: [Int], _ p: Double) -> Int {
        let total = histogram.reduce(0, +)
        guard total > 0 else { return 0 }
        let target = Int(Double(total) * p)
        var seen = 0
        for (v, c) in histogram.enumerated() {
            seen += c
            if seen > target { return v }
        }
        return 255
    }

    /// The share of the text marks' ink pixels that one threshold over the whole frame (Otsu's, on its gray levels)
    /// keeps as ink: what a reader that binarises the raw photo once, as Tesseract does, has left of the print.
    /// Uneven light across the page, shadow, dim print and a dark background all lower it; `auto` divides the
    /// light out first, so it measures what the raw frame (`original`) costs a reader. Nil with no ink in the marks.
    static func globalThresholdKept(_ gray: Image, ink: [UInt8], marks: [Mark]) -> Double? {
        let threshold = Threshold.otsu(histogram: gray.histogram())
        let w = gray.width
        var inkPixels = 0, kept = 0
        gray.pixels.withUnsafeBufferPointer { p in
            for m in marks {
                for y in m.minY...m.maxY {
                    for x in m.minX...m.maxX where ink[y * w + x] != 0 {
                        inkPixels += 1
                        if Int(p[y * w + x]) <= threshold { kept += 1 }
                    }
                }
            }
        }
        return inkPixels > 0 ? Double(kept) / Double(inkPixels) : nil
    }

    /// The mean absolute Laplacian of the frame outside the page (at a fixed working size, away from the page's
    /// edge), and the median gray level there (how dark what the page lies on is: with the paper it sets the one
    /// threshold a reader of the raw frame draws); nil when the page fills the frame.
    static func backgroundTextureAndLevel(_ gray: Image, page: FoundPage, pageShare: Double) -> (texture: Double, level: Double)? {
        guard page.detector != .none, 1 - pageShare >= minimumBackgroundShare else { return nil }
        let f = min(1, Double(textureSide) / Double(max(gray.width, gray.height)))
        let small = f < 1 ? gray.resized(width: max(2, Int(Double(gray.width) * f)), height: max(2, Int(Double(gray.height) * f))) : gray
        let sx = Double(small.width) / Double(gray.width), sy = Double(small.height) / Double(gray.height)
        guard let q = Quad(points: page.quad.points.map { Point(x: $0.x * sx, y: $0.y * sy) }) else { return nil }
        let w = small.width, h = small.height
        let margin = textureMargin * Double(max(w, h))
        let nearPage = quadMask(q, width: w, height: h, grow: margin)
        var n = 0.0, s = 0.0
        var histogram = [Int](repeating: 0, count: 256)
        small.pixels.withUnsafeBufferPointer { p in
            for y in 1..<(h - 1) {
                for x in 1..<(w - 1) where nearPage[y * w + x] == 0 {
                    let i = y * w + x
                    let lap = Double(p[i - 1]) + Double(p[i + 1]) + Double(p[i - w]) + Double(p[i + w]) - 4 * Double(p[i])
                    n += 1; s += abs(lap)
                    histogram[Int(p[i])] += 1
                }
            }
        }
        guard n >= minimumBackgroundShare * Double(w * h) else { return nil }
        return (s / n, Double(percentile(histogram, 0.5)))
    }
}
