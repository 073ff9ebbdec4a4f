import Documents
import Foundation
import Geometry
import Imaging
import Testing
@testable import Scenes

/// The `phone` preset keeps the print legible, as the real photos do: a frame drawn too small for the page is raised
/// until the page is sampled at the page's drawn `legibleSampling` (px per mm), so a long receipt is taken in a larger
/// frame (`ScenePreset.phoneLegibleSampling`).
@Suite("Phone print legibility")
struct PhoneLegibilityTests {
    static let mmpp = 25.4 / 300

    /// The photo's sampling of the print at the page's centre (px per mm: the geometric mean along and across the
    /// rows), for a `widthMM × heightMM` page photographed as `Synthesizer` does (the frame raised first).
    static func sampling(seed: UInt64, widthMM: Double, heightMM: Double) throws -> Double {
        let spec = PageSpec(document: .receipt, seed: seed, difficulty: .phone, scene: .table)
        var s = SceneSettings.resolve(spec, photographed: true, receipt: true)
        s.raiseFrameForLegibility(pageLongMillimetres: max(widthMM, heightMM),
                                  longest: ScenePreset.of(.phone).legibleFrameLongest)
        let long = Int(s["frameLong"])
        let camera = try CameraModel.make(s, pageWidth: Int(widthMM / mmpp), pageHeight: Int(heightMM / mmpp),
                                          millimetresPerPixel: mmpp, extraContent: [],
                                          frame: PhotoSize(width: long, height: long * 3 / 4))
        func photo(_ xMM: Double, _ yMM: Double) -> Point { camera.pageToPhoto.apply(Point(x: xMM / mmpp, y: yMM / mmpp)) }
        let centre = photo(widthMM / 2, heightMM / 2), right = photo(widthMM / 2 + 5, heightMM / 2)
        let down = photo(widthMM / 2, heightMM / 2 + 5)
        let along = hypot(right.x - centre.x, right.y - centre.y) / 5, across = hypot(down.x - centre.x, down.y - centre.y) / 5
        return (along * across).squareRoot()
    }

    /// Seeds 1–200, a 58 × 350 mm receipt (the generator's longest, 70–80 items): every page is sampled at 3 px/mm or
    /// more (cap height ~6.6 px, where the real photos' least is 8; now 3.4 at the least, 4.8 at the median). Drawn
    /// without regard to the page, the frame sampled 104 of the 200 below that (median 2.9 px/mm, least 0.96); seeds
    /// 15000–15059 of bench-realism had 16 pages below 4 px/mm, 13 of them read 81–100% wrong by Tesseract.
    @Test func aLongReceiptIsTakenInALargerFrame() throws {
        let samplings = try (UInt64(1)...200).map { try Self.sampling(seed: $0, widthMM: 58, heightMM: 350) }.sorted()
        let coarse = samplings.filter { $0 < 3 }
        #expect(coarse.isEmpty, "\(coarse.count) of 200 pages sampled below 3 px/mm: \(coarse.prefix(5))")
        #expect(samplings[100] >= 4, "median sampling \(samplings[100]) px/mm")
    }

    /// Seeds 1–200: only the `phone` preset draws `legibleSampling`, within its range; every other preset's pages are
    /// drawn exactly as before (no value, so no raise).
    @Test func onlyThePhonePresetDrawsIt() {
        for difficulty in [PageSpec.Difficulty.flat, .easy, .ordinary, .hard] {
            let s = SceneSettings.resolve(PageSpec(document: .receipt, seed: 3, difficulty: difficulty, scene: .table),
                                          photographed: true, receipt: true)
            #expect(s.values["legibleSampling"] == nil, "\(difficulty)")
        }
        let drawn = (UInt64(1)...200).compactMap {
            SceneSettings.resolve(PageSpec(document: .receipt, seed: $0, difficulty: .phone, scene: .table),
                                  photographed: true, receipt: true).values["legibleSampling"]
        }
        #expect(drawn.count == 200 && drawn.allSatisfy { ScenePreset.phoneLegibleSampling.contains($0) })
        #expect(SceneParameters.problems(in: ["legibleSampling": 7]).isEmpty)
    }

    /// A short frame is raised and kept no larger than needed; a frame large enough, or already at the longest, stays.
    @Test func theRaiseIsTheLeastFrameThatSamplesThePage() {
        var s = SceneSettings(values: ["frameLong": 1000, "pageScale": 0.5, "legibleSampling": 5])
        s.raiseFrameForLegibility(pageLongMillimetres: 300, longest: 4000)
        #expect(s["frameLong"] == 3000)
        s.raiseFrameForLegibility(pageLongMillimetres: 300, longest: 4000)
        #expect(s["frameLong"] == 3000, "idempotent, as a replay needs")
        var capped = SceneSettings(values: ["frameLong": 1000, "pageScale": 0.4, "legibleSampling": 10])
        capped.raiseFrameForLegibility(pageLongMillimetres: 390, longest: 4000)
        #expect(capped["frameLong"] == 4000)
        var without = SceneSettings(values: ["frameLong": 1000, "pageScale": 0.5])
        without.raiseFrameForLegibility(pageLongMillimetres: 300, longest: 4000)
        #expect(without["frameLong"] == 1000)
    }

    /// `phone`, receipt seed 4 (40 lines, 150 dpi, no `--size`): the frame is raised, the truth records it and
    /// `legibleSampling`, and a replay from the truth file gives the same bytes.
    @Test func aRaisedFrameReplays() throws {
        let page = try TestPages.receipt(dpi: 150, lines: 40, seed: 4)
        let spec = PageSpec(document: .receipt, seed: 4, difficulty: .phone, scene: .table)
        let first = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec)
        let values = first.truth.scene?.values ?? [:]
        let drawn = SceneSettings.resolve(spec, photographed: true, receipt: true)["frameLong"]
        #expect(values["legibleSampling"] != nil)
        #expect((values["frameLong"] ?? 0) > drawn, "frame \(values["frameLong"] ?? 0), drawn \(drawn)")
        let truth = try GroundTruth.decode(from: first.truth.encoded())
        let again = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: PageSpec(truth: truth))
        #expect(SHA256.hex(of: again.encoded) == SHA256.hex(of: first.encoded))
        #expect(again.truth == first.truth)
    }
}
