/// One number per sample, from 0 (a clean flat page) to 1 (the worst a preset makes), so that accuracy
/// can be plotted against it.
///
/// severity = 0.20·min(1, tilt/40) + 0.25·min(1, (blur + motion/2)/3) + 0.20·shadowStrength
///          + 0.15·fade + 0.08·min(1, noise/8) + 0.07·clamp((95 − jpegQuality)/45, 0, 1)
///          + 0.05·min(1, (1 − ambient)/0.5 + gradient)
/// Missing values count as harmless (tilt 0, ambient 1, quality 95). The weights sum to 1.
enum Severity {
    static func score(_ s: SceneSettings, jpegQuality: Int?) -> Double {
        func clamp(_ x: Double) -> Double { min(1, max(0, x)) }
        let ambient = s.values["ambient"] ?? 1
        let q = Double(jpegQuality ?? 95)
        let total = 0.20 * clamp(s["tilt"] / 40)
            + 0.25 * clamp((s["blur"] + s["motion"] / 2) / 3)
            + 0.20 * clamp(s["shadowStrength"])
            + 0.15 * clamp(s["fade"])
            + 0.08 * clamp(s["noise"] / 8)
            + 0.07 * clamp((95 - q) / 45)
            + 0.05 * clamp((1 - ambient) / 0.5 + s["gradient"])
        return (total * 10_000).rounded() / 10_000
    }
}
