import Foundation
import Imaging
import Testing
@testable import PageFinding

/// The page finder's low-level loops were rewritten for speed; each must give exactly what the loop it replaced
/// gave, since corners, orientations and every styled byte depend on them. The references below are those loops,
/// kept as they were (one column or one value at a time).
@Suite("Page-finding kernels: the same results as the loops they replaced")
struct KernelIdentityTests {
    static func noise(_ count: Int, seed: UInt64, levels: UInt64 = 256) -> [Float] {
        var rng = SplitMix(seed: seed)
        return (0..<count).map { _ in Float(rng.next() % levels) }
    }

    /// The previous `extremum`: rows, then each column copied out, run through `runningExtremum` and copied back.
    static func referenceExtremum(_ src: [Float], _ w: Int, _ h: Int, radius r: Int, max isMax: Bool) -> [Float] {
        var out = src
        let pick: (Float, Float) -> Float = isMax ? { Swift.max($0, $1) } : { Swift.min($0, $1) }
        var line: [Float] = [], result: [Float] = []
        for y in 0..<h {
            BackgroundField.runningExtremum(Array(out[(y * w)..<(y * w + w)]), radius: r, pick: pick, into: &result)
            for x in 0..<w { out[y * w + x] = result[x] }
        }
        for x in 0..<w {
            line = (0..<h).map { out[$0 * w + x] }
            BackgroundField.runningExtremum(line, radius: r, pick: pick, into: &result)
            for y in 0..<h { out[y * w + x] = result[y] }
        }
        return out
    }

    /// The previous `boxBlur`: Double prefix sums of the edge-clamped line, rows then columns.
    static func referenceBoxBlur(_ src: [Float], _ w: Int, _ h: Int, radius r: Int) -> [Float] {
        var out = src
        let norm = 1 / Float(2 * r + 1)
        func blur(count: Int, get: (Int) -> Float, set: (Int, Float) -> Void) {
            var prefix = [Double](repeating: 0, count: count + 2 * r + 1)
            var acc = 0.0
            for i in 0..<(count + 2 * r) {
                acc += Double(get(min(count - 1, max(0, i - r))))
                prefix[i + 1] = acc
            }
            for i in 0..<count { set(i, Float(prefix[i + 2 * r + 1] - prefix[i]) * norm) }
        }
        for y in 0..<h { blur(count: w, get: { out[y * w + $0] }, set: { out[y * w + $0] = $1 }) }
        for x in 0..<w { blur(count: h, get: { out[$0 * w + x] }, set: { out[$0 * w + x] = $1 }) }
        return out
    }

    @Test("max and min filters", arguments: [(37, 23, 1), (37, 23, 2), (40, 30, 7), (9, 50, 12), (3, 3, 5),
                                             (29, 31, 3), (1, 7, 2), (6, 1, 3), (2, 2, 3)])
    func extremum(width: Int, height: Int, radius: Int) {
        // Fractional values too, as the views' Float grids hold after a blur.
        let values = Self.noise(width * height, seed: UInt64(width * 100 + radius)).enumerated().map { $1 + Float($0 % 3) / 4 }
        for isMax in [true, false] {
            let fast = BackgroundField.extremum(values, width, height, radius: radius, max: isMax)
            let reference = Self.referenceExtremum(values, width, height, radius: radius, max: isMax)
            #expect(fast == reference, "max \(isMax)")
        }
    }

    @Test("box blur", arguments: [(37, 23, 1), (40, 30, 7), (9, 50, 12), (1, 5, 2)])
    func boxBlur(width: Int, height: Int, radius: Int) {
        let values = Self.noise(width * height, seed: UInt64(height * 100 + radius)).map { $0 * 0.37 }
        let fast = BackgroundField.boxBlur(values, width, height, radius: radius)
        #expect(fast.map(\.bitPattern) == Self.referenceBoxBlur(values, width, height, radius: radius).map(\.bitPattern))
    }

    @Test("the evenness percentiles are the sorted values' (ties, fractions, both ends)")
    func orderStatistics() {
        for seed in UInt64(1)...6 {
            // Few levels make many ties; the fractions put several values in one bucket.
            let values = Self.noise(997, seed: seed, levels: seed % 2 == 0 ? 5 : 256).map { $0 + Float(seed % 3) * 0.25 }
                + [0, 0.5, 254.75, 255]
            let ranks = [0, values.count / 20, values.count / 2, values.count * 19 / 20, values.count - 1]
            let sorted = values.sorted()
            #expect(BackgroundField.orderStatistics(values, ranks: ranks) == ranks.map { sorted[$0] })
        }
    }

    @Test("integer division by a block's area, as a multiply and a shift")
    func exactDivision() {
        for factor in 2...63 {
            let area = UInt32(factor * factor), largest = 255 * area + area / 2
            let division = GrayShrink.ExactDivision(by: area, largestDividend: largest)
            #expect(division.exact, "factor \(factor)")
            #expect((0...largest).allSatisfy { division.byte($0) == UInt8(truncatingIfNeeded: $0 / area) }, "factor \(factor)")
        }
    }

    @Test("halving averages each 2×2 block, rounded half up, as every other factor does",
          arguments: [(9, 7), (40, 31), (2, 2), (17, 4), (101, 9), (33, 3)])
    func halving(width: Int, height: Int) {
        var rng = SplitMix(seed: UInt64(width * height))
        let pixels = (0..<(width * height)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        guard let image = Image(width: width, height: height, layout: .gray, pixels: pixels) else { return }
        let half = GrayShrink.boxAverage(image, factor: 2)
        #expect(half.width == width / 2 && half.height == height / 2)
        for y in 0..<half.height {
            for x in 0..<half.width {
                let sum = [(0, 0), (1, 0), (0, 1), (1, 1)].reduce(0) { $0 + Int(pixels[(2 * y + $1.1) * width + 2 * x + $1.0]) }
                #expect(Int(half.pixels[y * half.width + x]) == (sum + 2) / 4)
            }
        }
    }

    @Test("the shadow-normalised view's rounding is rounded()")
    func roundedHalfAway() {
        var rng = SplitMix(seed: 9)
        let halves = (0..<600).map { Float($0) / 2 }
        let random = (0..<5000).map { _ in Float(rng.next() % 2_560_000) / 1000 }
        let nearHalves = halves.flatMap { [$0.nextDown, $0, $0.nextUp] }
        for x in halves + random + nearHalves where x >= 0 {
            #expect(Float(ShadowNormalisedView.roundedHalfAway(x)) == x.rounded(), "\(x)")
        }
    }

    @Test("component spans scanned from both ends are the spans of every pixel")
    func spans() {
        var rng = SplitMix(seed: 4)
        let w = 45, h = 31
        // Blobs with holes and ragged edges, and the 8-byte steps of the run scan crossing rows of every length.
        let mask = (0..<(w * h)).map { i -> UInt8 in
            let x = i % w, y = i / w
            let inBlob = (x - 20) * (x - 20) + (y - 15) * (y - 15) < 150 || (x > 35 && y < 10)
            return inBlob && rng.next() % 9 != 0 ? UInt8(1 + rng.next() % 3) : 0
        }
        let labeling = ComponentLabeling(mask: mask, width: w, height: h)
        #expect(!labeling.components.isEmpty)
        for c in labeling.components {
            var rows = [(Int, Int)?](repeating: nil, count: c.height), columns = [(Int, Int)?](repeating: nil, count: c.width)
            for y in c.minY...c.maxY {
                for x in c.minX...c.maxX where labeling.labels[y * w + x] == c.label {
                    let r = rows[y - c.minY], k = columns[x - c.minX]
                    rows[y - c.minY] = (r?.0 ?? x, x)
                    columns[x - c.minX] = (k?.0 ?? y, y)
                }
            }
            #expect(labeling.rowSpans(of: c).map { $0.map { [$0.0, $0.1] } } == rows.map { $0.map { [$0.0, $0.1] } })
            #expect(labeling.columnSpans(of: c).map { $0.map { [$0.0, $0.1] } } == columns.map { $0.map { [$0.0, $0.1] } })
            // Every set pixel is labelled, and the labelled area is the component's.
            let area = (0..<(w * h)).filter { labeling.labels[$0] == c.label }.count
            #expect(area == c.area)
        }
        #expect((0..<(w * h)).allSatisfy { (mask[$0] != 0) == (labeling.labels[$0] != 0) })
    }

    /// The previous `PrintDetector.lineTurn`: a dictionary of bins per turn.
    static func referenceLineTurn(_ centres: [Point], markHeight: Double) -> Double? {
        guard centres.count >= PrintDetector.minimumLineMarks, markHeight > 0 else { return nil }
        let bin = markHeight / 2
        var best = -1.0, bestTurn = 0.0
        let steps = Int(PrintDetector.maximumTilt / PrintDetector.lineTurnStep)
        for k in 0...(2 * steps) {
            let degrees = Double((k + 1) / 2) * PrintDetector.lineTurnStep * (k % 2 == 0 ? 1 : -1)
            let t = degrees * .pi / 180
            let c = cos(t), sn = sin(t)
            var counts: [Int: Int] = [:]
            for p in centres { counts[Int(((-p.x * sn + p.y * c) / bin).rounded(.down)), default: 0] += 1 }
            let sharpness = counts.values.reduce(0.0) { $0 + Double($1 * $1) }
            if sharpness > best { best = sharpness; bestTurn = t }
        }
        return bestTurn
    }

    @Test("the print's line turn, its bins counted in one array, is the dictionary's",
          arguments: [(200, 12.0), (40, 6.0), (16, 20.0), (300, 0.01), (15, 8.0)])
    func lineTurn(marks: Int, markHeight: Double) {
        var rng = SplitMix(seed: UInt64(marks))
        // Marks in rows turned a little, with scatter, over a grid the size of the fine grid (negative too).
        let turn = Double(Int(rng.next() % 21) - 10) * .pi / 180
        let centres = (0..<marks).map { i -> Point in
            let x = Double(rng.next() % 900) - 50, row = Double(i % 17) * 2.5 * markHeight
            return Point(x: x, y: row + x * tan(turn) + Double(rng.next() % 100) / 50)
        }
        #expect(PrintDetector.lineTurn(centres, markHeight: markHeight) == Self.referenceLineTurn(centres, markHeight: markHeight))
    }

    /// The previous `OrientationDetector.inkMask`: the Float test at every pixel against its cell's paper.
    static func referenceInkMask(_ view: Image, parameters: OrientationParameters) -> [UInt8] {
        let field = BackgroundField.estimate(from: view)
        let w = view.width, h = view.height
        var mask = [UInt8](repeating: 0, count: w * h)
        let ratio = Float(parameters.inkRatio), contrast = Float(parameters.inkContrast)
        for y in 0..<h {
            let gy = min(field.height - 1, y * field.height / h)
            for x in 0..<w {
                let paper = field.values[gy * field.width + min(field.width - 1, x * field.width / w)]
                let v = Float(view.pixels[y * w + x])
                if v < paper * ratio && paper - v >= contrast { mask[y * w + x] = 1 }
            }
        }
        return mask
    }

    @Test("the orientation's ink mask, one limit per cell, is the Float test at every pixel",
          arguments: [(301, 457, 3.0), (1200, 700, 0.75), (64, 64, 0.5), (999, 1333, 0.9)])
    func inkMask(width: Int, height: Int, ratio: Double) {
        var rng = SplitMix(seed: UInt64(width * height))
        // Paper from dark to bright in a slope with noise, print of every level, and ratios that make either test
        // the binding one (contrast binds under dark paper, the ratio under bright paper).
        let pixels = (0..<(width * height)).map { i -> UInt8 in
            let x = i % width, y = i / width
            let paper = 40 + 215 * Double(x + y) / Double(width + height)
            return rng.next() % 5 == 0 ? UInt8(rng.next() % 256) : UInt8(min(255, max(0, paper + Double(rng.next() % 21) - 10)))
        }
        guard let view = Image(width: width, height: height, layout: .gray, pixels: pixels) else {
            Issue.record("no image")
            return
        }
        var parameters = OrientationParameters.standard
        parameters.inkRatio = min(1, ratio)
        parameters.inkContrast = ratio > 1 ? 0 : parameters.inkContrast
        let mask = OrientationDetector.inkMask(view, parameters: parameters)
        #expect(mask == Self.referenceInkMask(view, parameters: parameters))
        #expect(mask.contains(1) && mask.contains(0))
    }
}
