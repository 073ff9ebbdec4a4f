import Foundation
import Documents
import Geometry
import Imaging
import Scenes
import Testing
@testable import Enhancement

/// Glare lowered to the paper before `ink` binarises: the print under it is kept, and a page without glare is
/// processed exactly as before.
@Suite("glare masking before binarising")
struct GlareMaskTests {
    static func photo(seed: UInt64, glare: Double?) throws -> SynthesizedPage {
        var spec = PageSpec(document: .receipt, language: .en, seed: seed, difficulty: .ordinary)
        spec.glare = glare
        return try Synthesizer.synthesize(spec)
    }

    static func style(_ style: BuiltinStyle, _ page: SynthesizedPage, maskGlare: Bool) throws -> EnhancedImage {
        var options = StyleOptions()
        options.maskGlare = maskGlare
        return try Enhancer.apply(.builtin(style), toFile: page.encoded, name: "glare.jpg", options: options)
    }

    /// The words whose centre in the photo lies within the glare's minor semi-axis of its centre (where the glare
    /// is at least e⁻¹ of its peak), leaving out the ones a hand covers.
    static func wordsUnderGlare(_ truth: GroundTruth) throws -> [TruthWord] {
        let values = try #require(truth.scene?.values)
        let u = try #require(values["glareX"]), v = try #require(values["glareY"])
        let page = truth.pageCorners
        func mix(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let centre = mix(mix(page.topLeft, page.topRight, u), mix(page.bottomLeft, page.bottomRight, u), v)
        let semiAxis = try #require(values["glareSize"]) / 2 * truth.generator.dpi / 25.4 * (try #require(values["scale"]))
        let minor = semiAxis / max(1, values["glareAspect"] ?? 1)
        return truth.words.filter { word in
            let q = word.quad
            let c = Point(x: (q.topLeft.x + q.bottomRight.x) / 2, y: (q.topLeft.y + q.bottomRight.y) / 2)
            return word.occluded != true && c.distance(to: centre) <= minor
        }
    }

    /// Of the words under the glare, the share whose box in `ink`'s output holds print: between 4% and 60% of its
    /// pixels black (a white hole holds none; a black ring or blob fills the box).
    static func inkedShare(_ page: SynthesizedPage, words: [TruthWord], maskGlare: Bool) throws -> (share: Double, result: EnhancedImage) {
        let result = try style(.ink, page, maskGlare: maskGlare)
        let mapping = try #require(result.mapping)
        let bits = try ImageFile.decode(result.encoded, name: "ink.png").grayscale()
        var inked = 0
        for word in words {
            let corners = [word.quad.topLeft, word.quad.topRight, word.quad.bottomRight, word.quad.bottomLeft].map(mapping.outputPoint(forInput:))
            let x0 = max(0, Int(corners.map(\.x).min() ?? 0)), x1 = min(bits.width, Int(corners.map(\.x).max() ?? 0))
            let y0 = max(0, Int(corners.map(\.y).min() ?? 0)), y1 = min(bits.height, Int(corners.map(\.y).max() ?? 0))
            guard x1 > x0, y1 > y0 else { continue }
            var black = 0
            for y in y0..<y1 { for x in x0..<x1 where bits.pixels[y * bits.width + x] < 128 { black += 1 } }
            let share = Double(black) / Double((x1 - x0) * (y1 - y0))
            if share >= 0.04 && share <= 0.6 { inked += 1 }
        }
        return (Double(inked) / Double(max(1, words.count)), result)
    }

    /// A gray page of text-like strokes (ink at 30) on paper at 200, lit by `light(x, y)` (a factor) and with additive glare
    /// `glare(x, y)` (0…1) on top: 255 − (255 − v)(1 − f), as the synthesizer draws it.
    static func page(light: (Double, Double) -> Double, glare: (Double, Double) -> Double) -> Image {
        var image = Image(width: 900, height: 1200, layout: .gray, fill: 200)
        for y in 0..<image.height {
            for x in 0..<image.width {
                // Strokes 3 px wide every 8 px, 20 px tall on lines 40 px apart, with a word gap every 64 px: print
                // whose strokes are as thin as real print's, which the background field's closing removes.
                let inLine = y >= 60 && y < 1140 && (y - 60) % 40 < 20
                let stroke = x >= 40 && x < 860 && x % 8 < 3 && (x / 64) % 5 != 4
                let flat = inLine && stroke ? 30.0 : 200.0
                let lit = min(255, flat * light(Double(x), Double(y)))
                let f = glare(Double(x), Double(y))
                image.pixels[y * image.width + x] = UInt8(max(0, min(255, (255 - (255 - lit) * (1 - f)).rounded())))
            }
        }
        return image
    }

    static func spot(_ x: Double, _ y: Double, strength: Double) -> Double {
        let dx = (x - 450) / 160, dy = (y - 600) / 160
        return strength * exp(-(dx * dx + dy * dy))
    }

    @Test("additive glare over print is found and lowered; the print under it gets its darkness back")
    func syntheticGlare() throws {
        let glared = Self.page(light: { _, _ in 1 }, glare: { Self.spot($0, $1, strength: 0.7) })
        let field = BackgroundField.estimate(from: glared)
        let mask = try #require(GlareMask.find(field: field, gray: glared))
        #expect(mask.strength > 0.5 && mask.strength < 0.8, "strength \(mask.strength)")
        #expect(mask.share > 0.01 && mask.share < 0.2, "share \(mask.share)")
        // The centre's paper returns near 200 and a bar's ink near 30 (from about 241 and 172).
        let lowered = mask.apply(to: glared)
        let clean = Self.page(light: { _, _ in 1 }, glare: { _, _ in 0 })
        var worst = 0
        for y in 560..<640 { for x in 410..<490 {
            worst = max(worst, abs(Int(lowered.pixels[y * 900 + x]) - Int(clean.pixels[y * 900 + x])))
        } }
        #expect(worst <= 40, "largest difference from the page without glare: \(worst) levels")
    }

    @Test("a brightly lit patch (light multiplied, print as dark as before) and an even page are left alone")
    func lightIsNotGlare() throws {
        // Light 25% brighter in the same spot: the paper's darkness falls by 60%, as under glare of 0.6, but dark print stays dark.
        let lit = Self.page(light: { 1 + 0.25 * Self.spot($0, $1, strength: 1) }, glare: { _, _ in 0 })
        #expect(GlareMask.find(field: BackgroundField.estimate(from: lit), gray: lit) == nil)
        let even = Self.page(light: { _, _ in 1 }, glare: { _, _ in 0 })
        #expect(GlareMask.find(field: BackgroundField.estimate(from: even), gray: even) == nil)
    }

    /// Seed 101's glare (ordinary receipt, `--glare 0.7`) lies over the shop's phone number and the lines below it.
    @Test("generated receipt under glare 0.7: ink keeps the words under the glare (they were a white hole before)")
    func generatedGlarePage() throws {
        let page = try Self.photo(seed: 101, glare: 0.7)
        let words = try Self.wordsUnderGlare(page.truth)
        #expect(words.count >= 4, "\(words.count) words under the glare")
        let before = try Self.inkedShare(page, words: words, maskGlare: false)
        let after = try Self.inkedShare(page, words: words, maskGlare: true)
        #expect(after.share >= 0.9, "\(after.share) of \(words.count) words inked with masking, \(before.share) without")
        #expect(before.share <= 0.7, "without masking \(before.share) of \(words.count) words inked")
        let auto = try Self.style(.auto, page, maskGlare: true)
        #expect(auto.reason?.contains("glare over") == true, "\(auto.reason ?? "no reason")")
    }

    /// Ordinary pages without glare (one with a brightly lit side that the top-hat alone takes for glare), and
    /// phone pages whose seed draws none: the styles' bytes are the same with masking on and off.
    /// The regression corpus's curled receipt (seed 44, curl 0.6) once had the lit crest of its curl taken for glare.
    @Test("pages without glare are byte-identical with masking on and off", arguments: [
        (PageSpec.Difficulty.ordinary, DocumentKind.receipt, UInt64(101), 0.0), (.ordinary, .letter, 301, 0), (.ordinary, .invoice, 201, 0),
        (.ordinary, .receipt, 44, 0.6), (.phone, .receipt, 15001, 0), (.phone, .receipt, 15002, 0),
    ])
    func withoutGlareUnchanged(_ difficulty: PageSpec.Difficulty, _ kind: DocumentKind, _ seed: UInt64, _ curl: Double) throws {
        var spec = PageSpec(document: kind, language: .en, seed: seed, difficulty: difficulty)
        spec.glare = 0
        if curl > 0 { spec.curl = curl; spec.folds = 0; spec.crumple = 0; spec.size = .fourK }
        let page = try Synthesizer.synthesize(spec)
        for style in [BuiltinStyle.ink, .auto] {
            let on = try Self.style(style, page, maskGlare: true), off = try Self.style(style, page, maskGlare: false)
            #expect(on.encoded == off.encoded, "\(kind) seed \(seed), \(style)")
            #expect(on.reason?.contains("glare") != true)
        }
    }
}
