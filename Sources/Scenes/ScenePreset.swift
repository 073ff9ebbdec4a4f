/// The ranges a difficulty draws its scene values from (uniformly, from the page's seed).
///
/// `flat` is a clean photo taken straight on; `hard` is a tilted, dim, shadowed, blurred, noisy,
/// strongly compressed photo of a faded receipt.
struct ScenePreset: Sendable {
    var pageScale: ClosedRange<Double>
    var tilt: ClosedRange<Double>
    /// Symmetric: drawn from -yaw...yaw.
    var yaw: Double
    var roll: Double
    var focal: ClosedRange<Double>
    var offset: Double
    var ambient: ClosedRange<Double>
    var gradient: ClosedRange<Double>
    var vignette: ClosedRange<Double>
    var warmth: Double
    /// The chance that an occluder's shadow falls on the page (an explicit option forces one).
    var shadowChance: Double
    var shadowStrength: ClosedRange<Double>
    var shadowHeight: ClosedRange<Double>
    var blur: ClosedRange<Double>
    var motionChance: Double
    var motion: ClosedRange<Double>
    var noise: ClosedRange<Double>
    var shot: ClosedRange<Double>
    /// Receipts only, unless `--fade` asks for it.
    var fade: ClosedRange<Double>
    var deadLines: ClosedRange<Int>
    var jpegQuality: ClosedRange<Int>

    static func of(_ difficulty: PageSpec.Difficulty) -> ScenePreset {
        switch difficulty {
        case .flat:
            return ScenePreset(pageScale: 0.86...0.86, tilt: 0...0, yaw: 0, roll: 0, focal: 26...26, offset: 0,
                               ambient: 1...1, gradient: 0...0, vignette: 0...0, warmth: 0,
                               shadowChance: 0, shadowStrength: 0.5...0.5, shadowHeight: 150...150,
                               blur: 0...0, motionChance: 0, motion: 0...0, noise: 0...0, shot: 0...0,
                               fade: 0...0, deadLines: 0...0, jpegQuality: 95...95)
        case .easy:
            return ScenePreset(pageScale: 0.75...0.9, tilt: 0...8, yaw: 4, roll: 3, focal: 24...28, offset: 0.5,
                               ambient: 0.92...1.0, gradient: 0...0.08, vignette: 0...0.08, warmth: 0.3,
                               shadowChance: 0.15, shadowStrength: 0.25...0.45, shadowHeight: 150...300,
                               blur: 0...0.6, motionChance: 0, motion: 0...0, noise: 1...2, shot: 0.02...0.06,
                               fade: 0...0.15, deadLines: 0...0, jpegQuality: 88...95)
        case .ordinary:
            return ScenePreset(pageScale: 0.6...0.85, tilt: 5...20, yaw: 10, roll: 8, focal: 24...30, offset: 0.7,
                               ambient: 0.8...0.95, gradient: 0.05...0.22, vignette: 0.05...0.15, warmth: 0.6,
                               shadowChance: 0.5, shadowStrength: 0.35...0.65, shadowHeight: 100...300,
                               blur: 0.5...1.5, motionChance: 0.3, motion: 1...3, noise: 2...4, shot: 0.05...0.15,
                               fade: 0.1...0.4, deadLines: 0...1, jpegQuality: 78...90)
        case .hard:
            return ScenePreset(pageScale: 0.45...0.75, tilt: 15...35, yaw: 20, roll: 20, focal: 24...32, offset: 0.9,
                               ambient: 0.6...0.82, gradient: 0.15...0.35, vignette: 0.1...0.25, warmth: 1,
                               shadowChance: 1, shadowStrength: 0.6...0.9, shadowHeight: 80...250,
                               blur: 1.2...3, motionChance: 0.5, motion: 2...6, noise: 4...8, shot: 0.15...0.35,
                               fade: 0.35...0.7, deadLines: 1...2, jpegQuality: 60...78)
        }
    }
}
