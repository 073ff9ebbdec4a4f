import Documents
import Foundation
import Imaging
import Scenes
import Testing

/// Presets, explicit options, recorded values and the severity score.
@Suite("Scene settings")
struct SceneSettingsTests {
    static let frame = PhotoSize(width: 320, height: 240)

    static func photo(_ spec: PageSpec) throws -> SynthesizedPage {
        let page = try TestPages.receipt(dpi: 100, lines: 4)
        return try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec)
    }

    @Test func explicitOptionsOverrideThePreset() throws {
        let spec = PageSpec(document: .receipt, seed: 2, difficulty: .hard, pageScale: 0.5, shadow: Point(x: 0.25, y: 0.75),
                            shadowStrength: 0.95, blur: 0.5, tilt: 3, fade: 0.05, jpegQuality: 93, size: Self.frame)
        let scene = try #require(try Self.photo(spec).truth.scene)
        let v = scene.values
        #expect(v["pageScale"] == 0.5 && v["shadowX"] == 0.25 && v["shadowY"] == 0.75 && v["shadowStrength"] == 0.95)
        #expect(v["blur"] == 0.5 && v["tilt"] == 3 && v["fade"] == 0.05 && scene.jpegQuality == 93)
        #expect(scene.difficulty == "hard" && scene.scene == "table" && scene.size == "320x240")
        // Values the options do not name still come from the preset.
        #expect(try #require(v["noise"]) >= 4)
    }

    @Test func placingAShadowTurnsItOnEvenWhenThePresetHasNone() throws {
        let none = try #require(try Self.photo(PageSpec(seed: 1, difficulty: .easy, size: Self.frame)).truth.scene)
        let placed = try #require(try Self.photo(PageSpec(seed: 1, difficulty: .easy, shadow: Point(x: 0.5, y: 0.5),
                                                         size: Self.frame)).truth.scene)
        #expect(none.values["shadowStrength"] == 0)
        #expect(try #require(placed.values["shadowStrength"]) > 0)
        #expect(placed.values["shadowPenumbra"] != nil)
    }

    @Test func everyStageRecordsItsValues() throws {
        let scene = try #require(try Self.photo(PageSpec(seed: 3, difficulty: .hard, scene: .cardOnSheet, size: Self.frame)).truth.scene)
        for key in ["tilt", "yaw", "roll", "focal", "distance", "pageScale", "ambient", "gradient", "shadowX", "shadowY",
                    "shadowStrength", "shadowPenumbra", "blur", "motion", "noise", "shot", "fade", "table", "sheetWidth"] {
            #expect(scene.values[key] != nil, "\(key) missing from the truth")
        }
        #expect(scene.values["jpegQuality"] == nil && scene.jpegQuality != nil)
    }

    @Test func severityGrowsWithDifficulty() throws {
        func mean(_ d: PageSpec.Difficulty) throws -> Double {
            try (1...4).map { try #require(try Self.photo(PageSpec(seed: UInt64($0), difficulty: d, size: Self.frame)).truth.scene).severity }
                .reduce(0, +) / 4
        }
        let easy = try mean(.easy), ordinary = try mean(.ordinary), hard = try mean(.hard)
        #expect(easy < ordinary && ordinary < hard, "severity easy \(easy), ordinary \(ordinary), hard \(hard)")
        #expect(easy >= 0 && hard <= 1)
    }

    @Test func thermalFadeLightensTheInkAndGreysThePaper() throws {
        let page = try TestPages.receipt(dpi: 150, lines: 6)
        let ink = page.image.pixels.indices.filter { page.image.pixels[$0] < 100 }
        let paper = page.image.pixels.indices.filter { page.image.pixels[$0] == 255 }
        func means(_ fade: Double) throws -> (ink: Double, paper: Double) {
            let out = try Synthesizer.photograph(page: page.image, truth: page.truth,
                                                 spec: PageSpec(document: .receipt, fade: fade, sceneValues: ["deadLines": 0]))
            func mean(_ i: [Int]) -> Double { Double(i.reduce(0) { $0 + Int(out.image.pixels[$1]) }) / Double(i.count) }
            return (mean(ink), mean(paper))
        }
        let none = try means(0), light = try means(0.2), heavy = try means(0.7)
        #expect(none.ink < light.ink && light.ink < heavy.ink, "ink \(none.ink) → \(light.ink) → \(heavy.ink)")
        #expect(none.paper > light.paper && light.paper > heavy.paper, "paper \(none.paper) → \(light.paper) → \(heavy.paper)")
        #expect(heavy.ink < heavy.paper - 20, "heavy fade still leaves the print visible")
    }

    @Test func deadPrintHeadDotsLeaveWhiteColumns() throws {
        let page = try TestPages.receipt(dpi: 200, lines: 10)
        let x = Int(0.3 * Double(page.image.width))
        let centre = (Double(x) + 0.5) / Double(page.image.width)
        let out = try Synthesizer.photograph(page: page.image, truth: page.truth,
                                             spec: PageSpec(document: .receipt, sceneValues: ["deadLines": 1, "deadLine1": centre]))
        let column = (0..<page.image.height).map { out.image.pixels[$0 * page.image.width + x] }
        let before = (0..<page.image.height).map { page.image.pixels[$0 * page.image.width + x] }
        #expect(before.contains { $0 < 100 }, "the column should cross some ink")
        #expect(column.allSatisfy { $0 > 200 })
    }
}
