import Documents
import Foundation
import Testing
@testable import Scenes

/// The `phone` preset's frame ranges that follow the real photos (`Scripts/bench-realism.sh`): some photos are taken
/// with the phone turned well off the rows.
@Suite("Phone frame ranges")
struct PhoneFrameRangesTests {
    static func settings(_ seed: UInt64, _ difficulty: PageSpec.Difficulty = .phone) -> SceneSettings {
        SceneSettings.resolve(PageSpec(document: .receipt, seed: seed, difficulty: difficulty, scene: .table),
                              photographed: true, receipt: true)
    }

    /// Seeds 1–200: about one page in eight (`steepRollChance` 0.12) is rolled 4.5–7° either way, as 4 of the 33
    /// measured real photos' rows lie 4.6–6.0° off level; every other page stays within ±2°.
    @Test func aFewPagesAreRolledSteeply() {
        let rolls = (UInt64(1)...200).map { abs(Self.settings($0)["roll"]) }
        let steep = rolls.filter { $0 >= 4.5 }
        #expect((12...40).contains(steep.count), "\(steep.count) of 200 pages rolled 4.5° or more")
        #expect(rolls.allSatisfy { $0 <= 2 || (4.5...7).contains($0) })
        let signed = (UInt64(1)...200).map { Self.settings($0)["roll"] }.filter { abs($0) >= 4.5 }
        #expect(signed.contains { $0 > 0 } && signed.contains { $0 < 0 }, "steep rolls go both ways")
    }
}
