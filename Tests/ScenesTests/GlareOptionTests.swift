import Foundation
import Documents
import Imaging
import Testing
@testable import Scenes

/// `synth --glare S`: glare on any photographed preset, its place drawn from the seed.
@Suite("Glare on demand")
struct GlareOptionTests {
    static func photo(glare: Double?, seed: UInt64 = 4) throws -> SynthesizedPage {
        var spec = PageSpec(document: .receipt, language: .en, seed: seed, difficulty: .ordinary, dpi: 150)
        spec.glare = glare
        spec.size = PhotoSize(width: 1200, height: 900)
        return try Synthesizer.synthesize(spec)
    }

    @Test("--glare puts a recorded glare on an ordinary photo, brightens the paper under it, and replays byte for byte")
    func glareIsDrawnAndRecorded() throws {
        let plain = try Self.photo(glare: nil), glared = try Self.photo(glare: 0.7)
        let plainKeys = Set(plain.truth.scene?.values.keys.map { $0 } ?? [])
        #expect(plainKeys.isDisjoint(with: ["glare", "glareX", "glareY", "glareSize"]))
        let values = try #require(glared.truth.scene?.values)
        #expect(values["glare"] == 0.7)
        for key in ["glareX", "glareY", "glareSize", "glareAspect", "glareAngle"] { #expect(values[key] != nil, "\(key)") }
        // Every other value is the one the plain photo drew: forcing glare shifts nothing else.
        for (key, value) in plain.truth.scene?.values ?? [:] { #expect(values[key] == value, "\(key)") }
        // Near the glare's centre the photo is brighter than the plain photo's, and nowhere darker by more than noise.
        let page = plain.truth.pageCorners
        let u = try #require(values["glareX"]), v = try #require(values["glareY"])
        func mix(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let centre = mix(mix(page.topLeft, page.topRight, u), mix(page.bottomLeft, page.bottomRight, u), v)
        func mean(_ image: Image) -> Double {
            let g = image.grayscale()
            var sum = 0.0, count = 0.0
            for y in max(0, Int(centre.y) - 6)..<min(g.height, Int(centre.y) + 6) {
                for x in max(0, Int(centre.x) - 6)..<min(g.width, Int(centre.x) + 6) { sum += Double(g.pixels[y * g.width + x]); count += 1 }
            }
            return sum / max(1, count)
        }
        #expect(mean(glared.image) > mean(plain.image) + 10, "\(mean(glared.image)) against \(mean(plain.image))")
        #expect(try Synthesizer.synthesize(PageSpec(truth: glared.truth)).encoded == glared.encoded)
    }

    @Test("--glare 0 on the phone preset draws none; out of range is refused")
    func zeroAndRange() throws {
        var spec = PageSpec(document: .receipt, language: .en, seed: 4, difficulty: .phone, dpi: 150)
        spec.glare = 0
        let page = try Synthesizer.synthesize(spec)
        #expect(page.truth.scene?.values["glare"] == 0)
        #expect(page.truth.scene?.values["glareX"] == nil)
        spec.glare = 1.5
        #expect(throws: SceneError.self) { try Synthesizer.synthesize(spec) }
        spec.glare = .nan
        #expect(throws: SceneError.self) { try Synthesizer.synthesize(spec) }
    }
}
