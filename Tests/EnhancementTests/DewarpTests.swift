import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import Enhancement

@Suite("dewarping: text lines followed and straightened")
struct DewarpTests {
    /// A white page with dark text-like bars (capitals `cap` px tall, gaps between letters) on lines that bend by
    /// `bow(x)` px, as a curled page's lines do after flattening.
    static func page(width: Int = 900, height: Int = 700, cap: Int = 24, bow: (Double) -> Double) -> Image {
        page(width: width, height: height, cap: cap, displacement: { x, _ in bow(x) })
    }

    /// The same page with each line displaced by `displacement(x, top)` px, `top` being the line's top row: lines
    /// that fan out tilt more the further they lie from the page's middle.
    static func page(width: Int = 900, height: Int = 700, cap: Int = 24, displacement: (Double, Double) -> Double) -> Image {
        var image = Image(width: width, height: height, layout: .gray, fill: 240)
        let pitch = cap * 2
        var line = 0
        for top in stride(from: 60, to: height - 60 - cap, by: pitch) {
            line += 1
            for x in 40..<(width - 40) {
                // Letters of varying width with gaps, and a word gap every so often, so lines look like print.
                let cell = (x + line * 7) % 23
                if cell >= 15 || (x / 161 + line) % 5 == 0 && cell > 8 { continue }
                let y0 = Double(top) + displacement(Double(x), Double(top))
                // Some letters are short (x-height), most capitals.
                let h = (x / 23 + line) % 3 == 0 ? Double(cap) * 0.7 : Double(cap)
                let yTop = Int((y0 + Double(cap) - h).rounded()), yBottom = Int((y0 + Double(cap)).rounded())
                for y in max(0, yTop)..<min(height, yBottom) { image.pixels[y * width + x] = 20 }
            }
        }
        return image
    }

    /// The same bend as a baseline through the bars' bottoms, for the residual measure.
    static func bend(_ amplitude: Double, width: Int = 900) -> (Double) -> Double {
        { x in amplitude * (2 * x / Double(width) - 1) * (2 * x / Double(width) - 1) }
    }

    @Test("bent lines are measured near their bow, and straightened to under 2 px")
    func straightens() throws {
        let amplitude = 14.0
        let bent = Self.page(bow: Self.bend(amplitude))
        let field = try #require(Dewarper.estimate(bent, capHeight: 24))
        #expect(abs(field.curvature - amplitude) < 4, "measured \(field.curvature) px for a bow of \(amplitude) px")
        #expect(Dewarper.shouldFlatten(field, capHeight: 24))
        // Baselines of the bent page (bottom of the capitals) carried through the field are straight.
        let baseline = stride(from: 40.0, to: 860, by: 20).map { x in Point(x: x, y: 108 + Self.bend(amplitude)(x)) }
        let before = Dewarper.residualCurvature(of: baseline)
        let after = Dewarper.residualCurvature(of: baseline.map { field.outputPoint(forPage: $0) })
        #expect(before > 6)
        #expect(after <= 2, "residual \(after) px after, \(before) px before")
        // And the flattened image's lines are straight: re-measured, the bow is gone.
        let flattened = field.apply(to: bent)
        let again = try #require(Dewarper.estimate(flattened, capHeight: 24))
        #expect(again.curvature < 2, "re-measured \(again.curvature) px")
    }

    @Test("straight lines measure under the threshold, so the page is left as it is")
    func straightLinesUntouched() throws {
        let flat = Self.page(bow: { _ in 0 })
        let field = try #require(Dewarper.estimate(flat, capHeight: 24))
        #expect(field.curvature < 1, "measured \(field.curvature) px on straight lines")
        #expect(!Dewarper.shouldFlatten(field, capHeight: 24))
    }

    /// Straight lines whose tilt grows down the page, as a curled receipt's do after flattening by four corners:
    /// the bottom line's right end stands `spread` px below its left more than the middle line's.
    static func fan(_ spread: Double, width: Int = 900, height: Int = 700) -> (Double, Double) -> Double {
        { x, top in spread * (top - Double(height) / 2) / Double(height) * (2 * x / Double(width) - 1) / 2 }
    }

    @Test("straight lines that fan out by over half a capital are straightened as a fan: each line tilted, none bent")
    func fanRefit() throws {
        let spread = 120.0
        let fanned = Self.page(displacement: Self.fan(spread))
        let field = try #require(Dewarper.estimate(fanned, capHeight: 24))
        #expect(field.curvature < Dewarper.minimumBowInCapitals * 24, "bow \(field.curvature) px on straight lines")
        #expect(field.departure >= Dewarper.minimumFanInCapitals * 24, "departure \(field.departure) px")
        #expect(Dewarper.shouldFlatten(field, capHeight: 24))
        // Every row of the field is a straight line across the matched strips (the fan; beyond them the field is
        // held at its edge value), so no line is bent by resampling.
        for row in stride(from: 40.0, to: 660, by: 40) {
            let offsets = field.columns.dropFirst().dropLast().map { Point(x: $0, y: field.offset(x: $0, y: row)) }
            #expect(Dewarper.residualCurvature(of: offsets) < 0.01, "row \(row): the field bends by \(Dewarper.residualCurvature(of: offsets)) px")
        }
        // The lines come out nearly level: carried through the field, the lines' rises (up to 44 px before) shrink
        // to under a quarter on average (the matches average two lines' tilts in a window, so the top and bottom
        // lines keep a few px).
        let shift = Self.fan(spread)
        let tops = Array(stride(from: 60.0, to: 620, by: 48))
        let rises = tops.map { top in
            let baseline = stride(from: 40.0, to: 860, by: 20).map { x in Point(x: x, y: top + 24 + shift(x, top)) }
            return (before: abs(Dewarper.rise(of: baseline)), after: abs(Dewarper.rise(of: baseline.map { field.outputPoint(forPage: $0) })))
        }
        let before = rises.map(\.before).reduce(0, +) / Double(rises.count), after = rises.map(\.after).reduce(0, +) / Double(rises.count)
        #expect(before > 20)
        #expect(after < before / 4, "mean rise \(after) px after, \(before) px before")
    }

    @Test("lines that fan by less than half a capital and bow a little keep the cubic sheet, which follows the bow")
    func smallFanKeepsCubic() throws {
        // A bow of 0.15 capital (under the bow threshold) with a small fan, as the generated invoice under heavy
        // shadow measured (bow 3.3 px, departure 5.8 px at capitals of 22 px): the cubic's correction is kept.
        let bow = Self.bend(3.6), fan = Self.fan(16)
        let field = try #require(Dewarper.estimate(Self.page(displacement: { x, top in bow(x) + fan(x, top) }), capHeight: 24))
        #expect(field.curvature < Dewarper.minimumBowInCapitals * 24, "bow \(field.curvature) px")
        #expect(field.departure < Dewarper.minimumFanInCapitals * 24, "departure \(field.departure) px")
        #expect(Dewarper.shouldFlatten(field, capHeight: 24))
        let middleRow = field.columns.map { Point(x: $0, y: field.offset(x: $0, y: 350)) }
        #expect(Dewarper.residualCurvature(of: middleRow) > 1, "the field's middle row bends by \(Dewarper.residualCurvature(of: middleRow)) px")
    }

    @Test("the page is resampled only when its lines stand off level by 0.2 to 2.5 capitals",
          arguments: [(2.0, false), (4.7, false), (4.9, true), (30.0, true), (59.0, true), (61.0, false), (120.0, false)])
    func flattenRule(departure: Double, flattens: Bool) {
        let field = DewarpField(width: 100, height: 100, columns: [0, 100], rows: [0, 100], offsets: [0, 0, 0, 0],
                                curvature: 0, departure: departure)
        #expect(Dewarper.shouldFlatten(field, capHeight: 24) == flattens, "departure \(departure) px at capitals of 24 px")
    }

    @Test("a page without text gives no field")
    func blank() {
        #expect(Dewarper.estimate(Image(width: 400, height: 400, layout: .gray, fill: 230), capHeight: 24) == nil)
    }

    @Test("the least-squares polynomial recovers a cubic, and a straight baseline has no residual")
    func polynomial() throws {
        let points = stride(from: 0.0, through: 800, by: 40).map { x in (x, 3 + 0.5 * x - 0.001 * x * x + 2e-6 * x * x * x) }
        let c = try #require(Polynomial.fit(points, degree: 3))
        for (x, y) in points { #expect(abs(Polynomial.value(c, x) - y) < 1e-6) }
        #expect(Dewarper.residualCurvature(of: [Point(x: 0, y: 5), Point(x: 50, y: 6), Point(x: 100, y: 7)]) < 1e-9)
    }
}

/// Dewarping on a generated curled receipt, measured against the truth carried through the style's own mapping.
@Suite("dewarping a curled generated receipt")
struct CurledReceiptDewarpTests {
    /// Seed 2 curls so that its flattened lines fan out by tens of pixels (measured: 37 px mean rise spread).
    static func photo(curl: Double, seed: UInt64 = 2) throws -> SynthesizedPage {
        var spec = PageSpec(document: .receipt, language: .en, seed: seed, difficulty: .ordinary)
        spec.curl = curl; spec.folds = 0; spec.crumple = 0; spec.hand = PageSpec.Hand.none
        return try Synthesizer.synthesize(spec)
    }

    /// The mean over lines of how far each line's rise differs from the page's median rise, and the mean residual
    /// curvature, with the truth's baselines carried into the output.
    static func lineShape(_ page: SynthesizedPage, dewarp: Bool) throws -> (spread: Double, curvature: Double, worst: Double, result: EnhancedImage) {
        var options = StyleOptions()
        options.dewarp = dewarp
        let result = try Enhancer.apply(.builtin(.grayscale), toFile: page.encoded, name: "curled.jpg", options: options)
        let mapping = try #require(result.mapping)
        let lines = page.truth.baselines.map { $0.map(mapping.outputPoint(forInput:)) }
        let rises = lines.map(Dewarper.rise(of:)).sorted()
        let median = rises[rises.count / 2]
        let spread = rises.map { abs($0 - median) }.reduce(0, +) / Double(rises.count)
        let curvatures = lines.map(Dewarper.residualCurvature(of:))
        return (spread, curvatures.reduce(0, +) / Double(lines.count), curvatures.max() ?? 0, result)
    }

    @Test("the curled page's lines fan out; dewarped they run level, and stay straight (≤ 2 px)")
    func curled() throws {
        let page = try Self.photo(curl: 0.6)
        let before = try Self.lineShape(page, dewarp: false)
        let after = try Self.lineShape(page, dewarp: true)
        #expect(before.spread > 10, "rise spread \(before.spread) px before")
        #expect(after.spread < before.spread / 3, "rise spread \(after.spread) px after, \(before.spread) before")
        #expect(after.curvature <= 2, "residual curvature \(after.curvature) px")
        #expect(after.result.mapping?.dewarp != nil)
    }

    /// Seed 3's straight, fanned lines measured a bow of 0.23 capital that explained the strip matches no better
    /// than the fan (gain 0.024 capital): resampled by the cubic, its worst line bent by 21 px (0.6 capital).
    @Test("straight lines whose bow the fan explains as well are resampled as a fan: no line bent by a quarter capital")
    func fanWhenBowUnsupported() throws {
        let page = try Self.photo(curl: 0.6, seed: 3)
        let after = try Self.lineShape(page, dewarp: true)
        #expect(after.result.mapping?.dewarp != nil)
        // Capitals measure 34 px on this page.
        #expect(after.worst < 0.25 * 34, "worst line's residual curvature \(after.worst) px")
    }

    /// Held at the matched strips' and rows' edges, the fan kinked lines that ran past them: seed 3's worst line
    /// bent by 5.0 px and seed 8's by 3.6 px (its bottom lines, beyond the matched rows, kept their tilt).
    @Test("a fan is carried on past the matched strips and rows: every line of the curled receipt within 2 px of straight",
          arguments: [3, 8] as [UInt64])
    func fanCarriedOn(seed: UInt64) throws {
        let page = try Self.photo(curl: 0.6, seed: seed)
        let after = try Self.lineShape(page, dewarp: true)
        #expect(after.result.mapping?.dewarp != nil)
        #expect(after.worst <= 2, "seed \(seed): worst line's residual curvature \(after.worst) px")
    }

    /// Straight lines fanned as a curled page's are after flattening (a tilt running from 0.04 to −0.04 px per px
    /// down a 2,000 px page), matched in windows of strips 100 px apart, and every third window below row 1,300
    /// mismatched as a whole (each match 4.5 px off, within `Sheet.outlierInCapitals`, their sum 40 px across the
    /// page, two capitals of 20 px): as `scanlab-bench dewarp` seed 8's foot, whose mismatched windows pulled its fan
    /// level and set its amounts a line above their labels. Fitted with `Sheet.windowOutlierInCapitals` the fan's
    /// rise there is the lines' own (within 3 px); fitted through every window it is pulled by over 8 px.
    @Test("a fan's windows mismatched as a whole are dropped: its rise across the page's foot is the lines' own")
    func mismatchedWindowsDropped() throws {
        let width = 1000.0, height = 2000.0, cap = 20.0
        func tilt(_ y: Double) -> Double { 0.04 - 0.08 * y / height }
        let centres = stride(from: 50.0, through: 950, by: 100).map { $0 }
        var matches: [Sheet.Match] = []
        for (n, y) in stride(from: 100.0, through: 1900, by: 40).enumerated() {
            let off = y >= 1300 && n % 3 == 0 ? 0.045 : 0
            for (a, b) in zip(centres, centres.dropFirst()) {
                matches.append(Sheet.Match(xa: a, xb: b, y: y, shift: (tilt(y) + off) * (b - a), window: n))
            }
        }
        let tolerance = Sheet.outlierInCapitals * cap
        let plain = try #require(Sheet.fit(matches, width: width, height: height, tolerance: tolerance, degreeInX: 1))
        let dropped = try #require(Sheet.fit(matches, width: width, height: height, tolerance: tolerance, degreeInX: 1,
                                             windowTolerance: Sheet.windowOutlierInCapitals * cap))
        func rise(_ s: Sheet, _ y: Double) -> Double { s.offset(x: 950, y: y) - s.offset(x: 50, y: y) }
        for y in [1400.0, 1600, 1800] {
            let truth = tilt(y) * 900
            #expect(abs(rise(dropped, y) - truth) < 3, "at row \(y): \(rise(dropped, y)) px against \(truth)")
            #expect(abs(rise(plain, y) - truth) > 8, "at row \(y) the plain fit: \(rise(plain, y)) px against \(truth)")
        }
    }

    /// Where the lines printed at the page's left margin start in the style's output (dewarping on): each line's
    /// first word's bottom-left corner carried through the mapping, for the lines whose first word starts on the flat
    /// page within 3 px of the leftmost line's.
    static func leftMarginStarts(_ page: SynthesizedPage) throws -> [Double] {
        var options = StyleOptions()
        options.dewarp = true
        let result = try Enhancer.apply(.builtin(.grayscale), toFile: page.encoded, name: "page.jpg", options: options)
        let mapping = try #require(result.mapping)
        let words = Dictionary(page.truth.words.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let firsts = page.truth.lines.filter { !$0.decorative }.compactMap { $0.wordIDs.first.flatMap { words[$0] } }
            .filter { $0.occluded != true }
        // On the flat page the truth's quads are the page's own (pageQuad is nil).
        let onPage = firsts.map { ($0.pageQuad ?? $0.quad).bottomLeft.x }
        let leftmost = try #require(onPage.min())
        return firsts.indices.filter { onPage[$0] - leftmost < 3 }.map { k in
            let w = firsts[k]
            // An outline runs clockwise from the top-left corner, four equal sides: its bottom-left is where the
            // fourth side starts.
            let corner = w.polygon.flatMap { p in p.count >= 8 && p.count % 4 == 0 ? p[3 * p.count / 4] : nil } ?? w.quad.bottomLeft
            return mapping.outputPoint(forInput: corner).x
        }
    }

    /// Seed 2 curled (0.6): its print narrows towards its top once flattened (its lines straightened by the cubic,
    /// its sides not seen), the item lines' starts running from 135 px in at the top to 30 px at the foot and every
    /// letter leaning as italic (Tesseract: 0.043 CER against 0.012 for the page flat); its margins bow by 3.7
    /// capitals and are made straight, the rows stretched up to ×1.41. Seed 5 photographed flat: straightened by the
    /// cubic, its print is a trapezoid (its width changes by 8 capitals, its margins straight; 0.105 CER, 0.056 not
    /// dewarped), and its rows are stretched up to ×1.25. Capitals measure 38 and 36 px.
    @Test("a page whose print narrows towards one end once straightened: the lines at its left margin start in one column",
          arguments: [(2, 0.6, 38.0), (5, 0.0, 36.0)] as [(UInt64, Double, Double)])
    func slantedMarginStraightened(seed: UInt64, curl: Double, cap: Double) throws {
        let starts = try Self.leftMarginStarts(Self.photo(curl: curl, seed: seed))
        try #require(starts.count >= 10)
        let spread = (starts.max() ?? 0) - (starts.min() ?? 0)
        #expect(spread < 2.5 * cap, "seed \(seed), curl \(curl): the left margin's lines start over \(spread) px")
    }

    /// The median over words of each word's width over its height in the style's output (dewarping on): the
    /// truth's word outlines (their corners) carried through the mapping.
    static func wordAspect(_ page: SynthesizedPage) throws -> Double {
        var options = StyleOptions()
        options.dewarp = true
        let result = try Enhancer.apply(.builtin(.grayscale), toFile: page.encoded, name: "page.jpg", options: options)
        let mapping = try #require(result.mapping)
        let ratios = page.truth.words.filter { $0.occluded != true && $0.text.count >= 3 }.compactMap { w -> Double? in
            // An outline runs clockwise from the top-left corner, four equal sides.
            let corners: [Point] = w.polygon.flatMap { p in
                p.count >= 8 && p.count % 4 == 0 ? [p[0], p[p.count / 4], p[3 * p.count / 4]] : nil
            } ?? [w.quad.topLeft, w.quad.topRight, w.quad.bottomLeft]
            let out = corners.map(mapping.outputPoint(forInput:))
            let height = out[0].distance(to: out[2])
            return height > 0 ? out[0].distance(to: out[1]) / height : nil
        }.sorted()
        try #require(ratios.count >= 20)
        return ratios[ratios.count / 2]
    }

    /// Seed 6 curled (0.6): flattened to the chord between its ends, stretched between its bowed sides to its raised
    /// end's width and its rows spaced to the widest pitch, its words came out 31% wider for their height than on the
    /// page flat (Tesseract: 0.064 CER against 0.024 flat); `PageAspect` resamples its width (0.037 CER). Seed 108's
    /// words already stood as on the flat page (0.97) though the measure said ×0.84: resampled by the whole measure
    /// they came out at 0.81 (0.0175 CER against 0.0088), less its overshoot (`PageAspect.measuredOvershoot`) nearer.
    @Test("a curled page keeps the paper's aspect: its words as wide for their height as on the page flat (curl 0.6)",
          arguments: [6, 108] as [UInt64])
    func aspectKept(seed: UInt64) throws {
        let flat = try Self.wordAspect(Self.photo(curl: 0, seed: seed))
        let curled = try Self.wordAspect(Self.photo(curl: 0.6, seed: seed))
        #expect(abs(curled / flat - 1) < 0.12, "seed \(seed), curl 0.6: words \(curled / flat)× as wide for their height as flat")
    }

    @Test("the same page flat is not resampled: the style's bytes are the same with dewarping on and off")
    func flatUntouched() throws {
        let page = try Self.photo(curl: 0)
        let on = try Self.lineShape(page, dewarp: true), off = try Self.lineShape(page, dewarp: false)
        #expect(on.result.mapping?.dewarp == nil)
        #expect(on.result.encoded == off.result.encoded)
    }
}
