import Documents
import Foundation
import Imaging
@testable import Scenes
import Testing

/// Print showing through thin paper: the page's own print, mirrored and moved down, darkens the paper where it lies,
/// by about `showThrough` times its ink, and nowhere else; and a phone page that draws it replays byte for byte.
@Suite("Print showing through")
struct ShowThroughTests {
    @Test("the mirrored copy darkens blank paper under its ink, and leaves paper clear of it white")
    func ghostFollowsTheMirroredPrint() throws {
        let rendered = try TestPages.receipt(dpi: 150).image
        let page = rendered.layout == .gray ? rendered : rendered.grayscale()
        let strength = 0.25, shift = 0.4
        let settings = SceneSettings(values: ["showThrough": strength, "showThroughShift": shift])
        let ghosted = ShowThrough.apply(page, settings, millimetresPerPixel: 25.4 / 150)
        #expect(ghosted.width == page.width && ghosted.height == page.height)
        let w = page.width, h = page.height, offset = Int((shift * Double(h)).rounded()) % h
        // The mirrored copy's ink at a point, as a share, on the page itself (3 × 3 mean: the copy is diffused).
        func mirroredInk(_ x: Int, _ y: Int) -> Double {
            var sum = 0.0
            for dy in -1...1 {
                for dx in -1...1 {
                    let sx = min(w - 1, max(0, w - 1 - x + dx)), sy = ((y + dy + offset) % h + h) % h
                    sum += (255 - Double(page.pixels[sy * w + sx])) / 255
                }
            }
            return sum / 9
        }
        var underInk: [Double] = [], clear: [Double] = []
        for y in stride(from: 2, to: h - 2, by: 2) {
            for x in stride(from: 2, to: w - 2, by: 2) where page.pixels[y * w + x] == 255 {
                let ink = mirroredInk(x, y), darkening = 255 - Double(ghosted.pixels[y * w + x])
                if ink >= 0.9 { underInk.append(darkening) }
                // Far from any of the copy's ink (nothing within 5 px, over three sigmas of the diffusion), the paper stays white.
                if ink == 0, (-2...2).allSatisfy({ dy in (-2...2).allSatisfy { dx in
                    mirroredInk(min(w - 1, max(0, x + 2 * dx)), min(h - 1, max(0, y + 2 * dy))) == 0 } }) { clear.append(darkening) }
            }
        }
        #expect(underInk.count > 100 && clear.count > 100, "\(underInk.count) under ink, \(clear.count) clear")
        let mean = underInk.reduce(0, +) / Double(max(1, underInk.count))
        // Diffusion spreads the copy's strokes, so their cores darken by somewhat less than strength × 255.
        #expect(mean > 0.5 * strength * 255 && mean <= strength * 255 + 1, "mean darkening under the copy's ink \(mean)")
        #expect((clear.max() ?? 0) <= 1, "paper clear of the copy darkened by up to \(clear.max() ?? 0)")
    }

    @Test("a phone page with show-through replays byte for byte and differs from the page without it")
    func phonePageReplays() throws {
        var spec = PageSpec(document: .receipt, seed: 15010, difficulty: .phone, dpi: 150, sceneValues: ["showThrough": 0.2])
        spec.format = .jpg
        let page = try Synthesizer.synthesize(spec)
        #expect(page.truth.scene?.values["showThrough"] == 0.2)
        let again = try Synthesizer.synthesize(PageSpec(truth: page.truth))
        #expect(again.encoded == page.encoded)
        spec.sceneValues = ["showThrough": 0]
        #expect(try Synthesizer.synthesize(spec).encoded != page.encoded)
    }
}
