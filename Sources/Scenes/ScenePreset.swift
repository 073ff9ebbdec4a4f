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
    // A phone's capture and paper that is not flat; every other preset leaves them off (and records none of them).
    /// The frame's long side in pixels (4:3); nil keeps `--size`'s frame.
    var frameLong: ClosedRange<Double>? = nil
    /// The frame's long side is drawn as lo + (hi − lo) · u^skew: phone photos that are shared are mostly small.
    var frameSkew = 1.0
    /// The chance that the photo is cropped to the page, and the margin kept (a share of the page's box).
    var cropChance = 0.0
    var cropMargin: ClosedRange<Double> = 0...0
    /// Curl strength, when the chance says the paper curls.
    var curlChance = 0.0
    var curl: ClosedRange<Double> = 0...0
    /// Folds, each one with this chance (at most two).
    var foldChance = 0.0
    var crumpleChance = 0.0
    var crumple: ClosedRange<Double> = 0...0
    /// The chances of a hand at an edge, at a corner, and reaching over the print.
    var handChances: (edge: Double, corner: Double, overPrint: Double) = (0, 0, 0)
    var glareChance = 0.0
    var glare: ClosedRange<Double> = 0...0
    /// Glare's size (mm across the page's plane).
    var glareSize: ClosedRange<Double> = 20...60
    /// Noise reduction's smear (sigma, px) and the sharpening amount (unsharp mask).
    var smear: ClosedRange<Double> = 0...0
    var sharpen: ClosedRange<Double> = 0...0
    /// Exposure gain and white-balance error (a gain of 1 ± this on red and blue, opposite ways).
    var exposure: ClosedRange<Double> = 1...1
    var whiteBalance = 0.0
    /// The chance that other print shows through the thin paper, and its strength (`ShowThrough`).
    var showThroughChance = 0.0
    var showThrough: ClosedRange<Double> = 0...0
    /// The chance that the phone is held turned well off the page's rows, and how far then (degrees, either way),
    /// in place of `roll`; recorded as `roll`, so a replay needs nothing new.
    var steepRollChance = 0.0
    var steepRoll: ClosedRange<Double> = 0...0
    /// The least sampling of the print a photo keeps, in photo pixels per millimetre of the page, drawn per page
    /// (recorded as `legibleSampling`): a frame drawn too small for it is raised to it, up to `legibleFrameLongest`
    /// (`SceneSettings.raiseFrameForLegibility`). Nil leaves the frame as drawn.
    var legibleSampling: ClosedRange<Double>? = nil
    /// The largest frame the raise gives (px, the long side): a 12 MP phone's 4000 × 3000.
    var legibleFrameLongest = 4000.0

    /// The `phone` preset's least sampling of the print (px per mm). Seeds 15000–15059 drew the frame's size without
    /// regard to the receipt's length, so a 300–390 mm receipt in a 1100–2600 px frame, or a short one in an 800–1000 px
    /// frame, was sampled at 2.3–4 px/mm (cap height 5–9 px) on 16 of 60 pages, and Tesseract read 13 of them
    /// 81–100% wrong, nearly all deletions; those long pages held half of the generated pages' edits. The real photos
    /// keep the print legible: cap height at least 8 px (10th percentile 12, against 8 generated; KS D 0.34), and their
    /// long receipts are taken in large frames (3373 px for the longest). Drawn 3.5–6 px/mm (cap height ~7.7–13 px; the
    /// real photos' 10th percentile is 12), the tail is lifted and the typical page left as it was: 3.5–10 lifted the
    /// middle too, and Tesseract read the generated pages far better than the real ones (CER 10.5% against 23.8% on the
    /// enhanced image; README "Phone photos" for the figures).
    static let phoneLegibleSampling = 3.5...6.0

    /// Whether the preset draws the phone values at all.
    var isPhone: Bool { frameLong != nil }

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
        case .phone:
            // Ranges tuned with Scripts/bench-realism.sh against the real photos in shared/real/photos-dev (see
            // the README's "Phone photos" section for the figures before and after). Roll ±3°: the real photos'
            // printed lines lie within 1.0° of level at the median (90th percentile 5.1°; the median angle of
            // rapidocr's text boxes), where ±8° gave 4.5° (KS D 0.61) and put a wide receipt's amounts on the next line's
            // height, so rapidocr's lines paired labels with the wrong amounts (`TOTAL 14.46` for the tax).
            // Yaw ±5° and roll ±2° (were ±12° and ±3°): the real photos' printed rows lie a median 1.1° off level and
            // fan by 2.0° from the frame's top to its bottom (`scanlab-bench realism`, rowAngle and rowFan); the
            // generated ones lay at 1.7° and fanned by 5.1° (KS D 0.34 and 0.37), because yaw under a 0–25° tilt turns
            // the rows more at one end of the page than at the other. A receipt's label and its amount, 40 mm apart,
            // then sat half a line apart or more, and rapidocr's lines paired labels with the next line's amount
            // (`TAX 7.25% 175.80`, the subtotal's) on 21 of 60 pages. Now 1.1° and 2.0° (D 0.12 and 0.10).
            // Steep roll on 12% of pages, 4.5–7° either way: 4 of the 33 measured real photos' rows lie 4.6–6.0° off
            // level (90th percentile 4.6°), where ±2° left the generated rows' 90th percentile at 2.0°; now 4.3°. Readers'
            // lines are grouped by de-slanted centres since (`LineGrouper`), so a steep page no longer pairs labels with
            // the next line's amounts; rapidocr on the raw photo read 88% of totals against 73% on the real photos,
            // now 82% (the seven steep pages of seeds 15000–15059; README "Phone photos").
            return ScenePreset(pageScale: 0.4...0.9, tilt: 0...25, yaw: 5, roll: 2, focal: 24...28, offset: 0.6,
                               ambient: 0.7...1.0, gradient: 0.05...0.3, vignette: 0.05...0.2, warmth: 1,
                               shadowChance: 0.35, shadowStrength: 0.3...0.7, shadowHeight: 80...250,
                               blur: 0...1.0, motionChance: 0.6, motion: 0.5...2.5, noise: 2...6, shot: 0.05...0.3,
                               fade: 0.1...0.5, deadLines: 0...1, jpegQuality: 55...88,
                               frameLong: 800...3000, frameSkew: 1.5, cropChance: 0.9, cropMargin: 0...0.15, curlChance: 0.7, curl: 0.1...0.8, foldChance: 0.35,
                               crumpleChance: 0.6, crumple: 0.1...0.8, handChances: (0.2, 0.1, 0.05),
                               glareChance: 0.3, glare: 0.2...0.7, glareSize: 20...70,
                               smear: 0.3...0.9, sharpen: 0.5...2, exposure: 0.8...1.15, whiteBalance: 0.12,
                               showThroughChance: 0.15, showThrough: 0.08...0.3,
                               steepRollChance: 0.12, steepRoll: 4.5...7,
                               legibleSampling: Self.phoneLegibleSampling)
        case .hard:
            return ScenePreset(pageScale: 0.45...0.75, tilt: 15...35, yaw: 20, roll: 20, focal: 24...32, offset: 0.9,
                               ambient: 0.6...0.82, gradient: 0.15...0.35, vignette: 0.1...0.25, warmth: 1,
                               shadowChance: 1, shadowStrength: 0.6...0.9, shadowHeight: 80...250,
                               blur: 1.2...3, motionChance: 0.5, motion: 2...6, noise: 4...8, shot: 0.15...0.35,
                               fade: 0.35...0.7, deadLines: 1...2, jpegQuality: 60...78)
        }
    }
}
