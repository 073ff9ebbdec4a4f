import Foundation
import Documents

/// Every scene value for one page, by the name it has in `SceneParameters.values`.
///
/// Each value is drawn from its own sub-stream of the page's seed (so adding a value never shifts
/// another), then the spec's explicit options override their values, then `PageSpec.sceneValues`
/// overrides everything it names. Values computed from others (`distance`, `scale`, `pageSpan`,
/// `shadowPenumbra`) are added by the stages that compute them.
///
/// Units: angles in degrees, lengths on the page in millimetres, blur and motion in photo pixels,
/// noise in 8-bit levels, positions as fractions of the page.
///
/// The keys, by stage:
/// - print: `fade` (0…1), `fadeScale` (mm per noise cell), `deadLines` (count), `deadLine1`… (x, share of width)
/// - camera: `pageScale`, `tilt`, `yaw`, `roll`, `focal` (35 mm equivalent), `offsetX`/`offsetY` (share of the
///   free margin, −1…1); computed: `distance` (mm), `scale` (photo px per page px), `pageSpan`
/// - table: `table` (0 wood, 1 cloth, 2 stone), `tableTone`, `tableAngle`; card-on-sheet: `sheetAngle`,
///   `sheetOffsetX`/`sheetOffsetY`, `sheetMargin` (mm); computed: `sheetWidth`/`sheetHeight` (mm)
/// - light: `ambient`, `gradient`, `gradientAngle`, `vignette`, `warmth` (−1 cool … 1 warm)
/// - shadow: `shadowStrength` (0 = none), `shadowX`/`shadowY`, `shadowShape` (0 hand, 1 phone), `shadowAngle`,
///   `shadowHeight` (mm above the page), `shadowFill` (levels of fill light); computed: `shadowPenumbra` (mm)
/// - blur: `blur` (sigma at the depth farthest from focus), `blurFloor` (share of it everywhere), `focus`
///   (0 nearest … 1 farthest corner), `motion` (px), `motionAngle`
/// - paper (phone, or `--curl`/`--folds`/`--crumple`): `curl` (0…1), `curlAt` (share of the long side), `folds`,
///   `crumple` (0…1), `lightAzimuth`/`lightElevation` (degrees, the light the surface's shading follows)
/// - hand: `hand` (0 none, 1 edge, 2 corner, 3 over the print), `handEdge`, `handAt`, `handAngle`, `handLength`,
///   `handRadius` (mm), `skinTone` (0 light … 1 dark)
/// - phone: `frameLong` (px; raised to `legibleSampling`, px per mm of the page, where drawn too small), `crop` (1: cut to the page) and `cropMargin` (share of the page's box), `glare` (0…1) with `glareX`/`glareY`/`glareSize` (mm)/`glareAspect`/`glareAngle`,
///   `smear` (sigma px) and `smearMix`, `sharpen` and `sharpenRadius`, `exposure`, `wbRed`/`wbBlue` (gains),
///   `showThrough` (0…1, print showing through the paper) and `showThroughShift` (share of the page's height),
///   `totalPrint` (a receipt's total line: 1 double height, 2 double size, 3 double width; absent in the body's size),
///   `totalCurrency` (its currency mark: 1 the symbol at the amount, 2 none; absent for the code between label and amount),
///   `totalWording`/`totalCase`/`totalColon`/`totalAmountBelow` (an English receipt's total label, `totalLabelKeys`)
/// - sensor: `noise` (read-noise sigma), `shot` (variance per level); the JPEG quality is `SceneParameters.jpegQuality`.
struct SceneSettings: Sendable {
    var values: [String: Double]

    subscript(_ key: String) -> Double { values[key] ?? 0 }

    /// The table textures, by `table` value.
    enum Table: Int { case wood = 0, cloth = 1, stone = 2 }
    /// The occluders, by `shadowShape` value.
    enum Occluder: Int { case hand = 0, phone = 1 }

    var table: Table { Table(rawValue: Int(self["table"])) ?? .wood }
    var occluder: Occluder { Occluder(rawValue: Int(self["shadowShape"])) ?? .hand }
    var deadLineXs: [Double] { (0..<Int(self["deadLines"])).compactMap { values["deadLine\($0 + 1)"] } }
    var hasShadow: Bool { self["shadowStrength"] > 0 }

    /// How a receipt prints its total line: the `phone` preset draws it (`ReceiptTotalPrint`'s shares, from its own
    /// sub-stream `totalPrint`, so no other value moves), a replay takes the recorded `totalPrint`, and every other
    /// page prints it in the body's size. Drawn before the page is rendered, so it is not among `resolve`'s values;
    /// `Synthesizer` records it when it is not the body's.
    static func totalPrint(_ spec: PageSpec) -> ReceiptTotalPrint {
        if let recorded = spec.sceneValues?["totalPrint"] { return ReceiptTotalPrint(rawValue: Int(recorded)) ?? .body }
        guard spec.document == .receipt, spec.resolvedScene != .flat, ScenePreset.of(spec.difficulty).isPhone else { return .body }
        var g = SeededGenerator(seed: spec.seed).derived("scene").derived("totalPrint")
        return ReceiptTotalPrint.drawn(g.unit())
    }

    /// How a receipt's total line marks the currency: the `phone` preset draws it (`ReceiptTotalCurrency`'s shares,
    /// from its own sub-stream `totalCurrency`), a replay takes the recorded `totalCurrency`, and every other page
    /// keeps the generator's line. Drawn before the page is rendered, like `totalPrint`.
    static func totalCurrency(_ spec: PageSpec) -> ReceiptTotalCurrency {
        if let recorded = spec.sceneValues?["totalCurrency"] { return ReceiptTotalCurrency(rawValue: Int(recorded)) ?? .code }
        guard spec.document == .receipt, spec.resolvedScene != .flat, ScenePreset.of(spec.difficulty).isPhone else { return .code }
        var g = SeededGenerator(seed: spec.seed).derived("scene").derived("totalCurrency")
        return ReceiptTotalCurrency.drawn(g.unit())
    }

    /// The scene values that record a receipt's total label (`ReceiptTotalLabel`), each absent for the generator's own:
    /// `totalWording` (the wording's number), `totalCase` (1: capitalised words), `totalColon` (1 attached, 2 spaced),
    /// `totalAmountBelow` (1: the amount on the line below).
    static let totalLabelKeys = ["totalWording", "totalCase", "totalColon", "totalAmountBelow"]

    /// How an English receipt labels its total line: the `phone` preset draws it (`ReceiptTotalLabel`'s shares, from
    /// its own sub-stream `totalLabel`), a replay that records any of `totalLabelKeys` takes the recorded label (a
    /// key left out is the generator's), and every other page keeps the generator's line. Drawn before the page is
    /// rendered, like `totalPrint`.
    static func totalLabel(_ spec: PageSpec) -> ReceiptTotalLabel {
        if let recorded = spec.sceneValues, totalLabelKeys.contains(where: { recorded[$0] != nil }) {
            func value(_ key: String) -> Int { Int(recorded[key] ?? 0) }
            return ReceiptTotalLabel(wording: ReceiptTotalLabel.Wording(rawValue: value("totalWording")) ?? .total,
                                     mixedCase: value("totalCase") == 1,
                                     colon: ReceiptTotalLabel.Colon(rawValue: value("totalColon")) ?? .none,
                                     amountBelow: value("totalAmountBelow") == 1)
        }
        guard spec.document == .receipt, spec.resolvedScene != .flat, ScenePreset.of(spec.difficulty).isPhone else { return .generators }
        var g = SeededGenerator(seed: spec.seed).derived("scene").derived("totalLabel")
        return ReceiptTotalLabel.drawn(&g)
    }

    /// The scene values recording a total label: only those that differ from the generator's line.
    static func recorded(_ label: ReceiptTotalLabel) -> [String: Double] {
        var values: [String: Double] = [:]
        if label.wording != .total { values["totalWording"] = Double(label.wording.rawValue) }
        if label.mixedCase { values["totalCase"] = 1 }
        if label.colon != .none { values["totalColon"] = Double(label.colon.rawValue) }
        if label.amountBelow { values["totalAmountBelow"] = 1 }
        return values
    }

    /// Resolves the values for a spec.
    /// - Parameters:
    ///   - photographed: false for the flat scene, which keeps only the print values.
    ///   - receipt: thermal fade and dead print-head dots are drawn for receipts only.
    static func resolve(_ spec: PageSpec, photographed: Bool, receipt: Bool) -> SceneSettings {
        let preset = ScenePreset.of(spec.difficulty)
        let root = SeededGenerator(seed: spec.seed).derived("scene")
        func draw(_ name: String, _ range: ClosedRange<Double>) -> Double {
            var g = root.derived(name)
            return g.double(in: range)
        }
        func symmetric(_ name: String, _ limit: Double) -> Double { draw(name, -limit...limit) }
        func chance(_ name: String, _ p: Double) -> Bool {
            var g = root.derived(name)
            return g.chance(p)
        }
        func integer(_ name: String, _ range: ClosedRange<Int>) -> Int {
            var g = root.derived(name)
            return g.int(in: range)
        }

        var v: [String: Double] = [:]
        // Print.
        v["fade"] = receipt ? draw("fade", preset.fade) : 0
        v["fadeScale"] = draw("fadeScale", 12...40)
        let deadLines = receipt ? integer("deadLines", preset.deadLines) : 0
        v["deadLines"] = Double(deadLines)
        for i in 0..<deadLines { v["deadLine\(i + 1)"] = draw("deadLine\(i + 1)", 0.05...0.95) }

        if photographed {
            // Camera.
            v["pageScale"] = draw("pageScale", preset.pageScale)
            v["tilt"] = draw("tilt", preset.tilt)
            v["yaw"] = symmetric("yaw", preset.yaw)
            v["roll"] = symmetric("roll", preset.roll)
            if preset.steepRollChance > 0, chance("steepRollChance", preset.steepRollChance) {
                let turn = draw("steepRoll", preset.steepRoll)
                v["roll"] = chance("steepRollSign", 0.5) ? turn : -turn
            }
            v["focal"] = draw("focal", preset.focal)
            v["offsetX"] = symmetric("offsetX", preset.offset)
            v["offsetY"] = symmetric("offsetY", preset.offset)
            // Table.
            v["table"] = Double(integer("table", 0...2))
            v["tableTone"] = draw("tableTone", 0...1)
            v["tableAngle"] = draw("tableAngle", 0...180)
            if spec.resolvedScene == .cardOnSheet {
                v["sheetAngle"] = symmetric("sheetAngle", 12)
                v["sheetOffsetX"] = symmetric("sheetOffsetX", 0.8)
                v["sheetOffsetY"] = symmetric("sheetOffsetY", 0.8)
                v["sheetMargin"] = draw("sheetMargin", 15...45)
            }
            // Light.
            v["ambient"] = draw("ambient", preset.ambient)
            v["gradient"] = draw("gradient", preset.gradient)
            v["gradientAngle"] = draw("gradientAngle", 0...360)
            v["vignette"] = draw("vignette", preset.vignette)
            v["warmth"] = symmetric("warmth", preset.warmth)
            // Shadow: position and shape are drawn even without a shadow, so forcing one keeps the rest.
            let strength = draw("shadowStrength", preset.shadowStrength)
            v["shadowStrength"] = chance("shadowChance", preset.shadowChance) ? strength : 0
            v["shadowX"] = draw("shadowX", 0.15...0.85)
            v["shadowY"] = draw("shadowY", 0.15...0.85)
            v["shadowShape"] = Double(integer("shadowShape", 0...1))
            v["shadowAngle"] = draw("shadowAngle", 0...360)
            v["shadowHeight"] = draw("shadowHeight", preset.shadowHeight)
            v["shadowFill"] = draw("shadowFill", 4...14)
            if spec.shadow != nil, spec.shadowStrength == nil, v["shadowStrength"] == 0 {
                v["shadowStrength"] = strength
            }
            // Blur.
            v["blur"] = draw("blur", preset.blur)
            v["blurFloor"] = draw("blurFloor", 0.3...0.6)
            v["focus"] = draw("focus", 0...1)
            v["motion"] = chance("motionChance", preset.motionChance) ? draw("motion", preset.motion) : 0
            v["motionAngle"] = draw("motionAngle", 0...180)
            // Sensor.
            v["noise"] = draw("noise", preset.noise)
            v["shot"] = draw("shot", preset.shot)
            v["jpegQuality"] = Double(integer("jpegQuality", preset.jpegQuality))
            if let frame = preset.frameLong {
                // A phone: its frame, paper that is not flat, a hand, glare, and the phone's image pipeline.
                let u = draw("frameLong", 0...1)
                v["frameLong"] = (frame.lowerBound + (frame.upperBound - frame.lowerBound) * pow(u, preset.frameSkew)).rounded()
                v["crop"] = chance("cropChance", preset.cropChance) ? 1 : 0
                v["cropMargin"] = draw("cropMargin", preset.cropMargin)
                v["curl"] = chance("curlChance", preset.curlChance) ? draw("curl", preset.curl) : 0
                v["folds"] = Double((1...2).filter { chance("fold\($0)Chance", preset.foldChance) }.count)
                v["crumple"] = chance("crumpleChance", preset.crumpleChance) ? draw("crumple", preset.crumple) : 0
                let grip = draw("handDraw", 0...1), c = preset.handChances
                v["hand"] = Double(grip < c.edge ? HandOverlay.Grip.edge.rawValue
                    : grip < c.edge + c.corner ? HandOverlay.Grip.corner.rawValue
                    : grip < c.edge + c.corner + c.overPrint ? HandOverlay.Grip.overPrint.rawValue : 0)
                v["glare"] = chance("glareChance", preset.glareChance) ? draw("glare", preset.glare) : 0
                v["glareSize"] = draw("glareSize", preset.glareSize)
                v["smear"] = draw("smear", preset.smear)
                v["smearMix"] = draw("smearMix", 0.4...1)
                v["sharpen"] = draw("sharpen", preset.sharpen)
                v["sharpenRadius"] = draw("sharpenRadius", 0.8...2)
                v["exposure"] = draw("exposure", preset.exposure)
                let balance = symmetric("whiteBalance", preset.whiteBalance)
                v["wbRed"] = 1 + balance
                v["wbBlue"] = 1 - balance
                if let sampling = preset.legibleSampling { v["legibleSampling"] = draw("legibleSampling", sampling) }
                if chance("showThroughChance", preset.showThroughChance) {
                    v["showThrough"] = draw("showThrough", preset.showThrough)
                    v["showThroughShift"] = draw("showThroughShift", 0.1...0.9)
                }
            }
        }

        // Explicit options.
        if let x = spec.fade { v["fade"] = x }
        if photographed {
            if let x = spec.pageScale { v["pageScale"] = x }
            if let x = spec.tilt { v["tilt"] = x }
            if let x = spec.blur { v["blur"] = x }
            if let x = spec.shadowStrength { v["shadowStrength"] = x }
            if let p = spec.shadow { v["shadowX"] = p.x; v["shadowY"] = p.y }
        }
        if let q = spec.jpegQuality { v["jpegQuality"] = Double(q) }
        if photographed {
            if let x = spec.curl { v["curl"] = x }
            if let n = spec.folds { v["folds"] = Double(n) }
            if let x = spec.crumple { v["crumple"] = x }
            if let hand = spec.hand { v["hand"] = Double(HandOverlay.Grip(word: hand.rawValue)?.rawValue ?? 0) }
            if let x = spec.glare {
                v["glare"] = x
                // Presets other than `phone` draw no size; the same sub-stream as the phone's, so forcing glare keeps the rest.
                if x > 0, v["glareSize"] == nil { v["glareSize"] = draw("glareSize", preset.glareSize) }
            }
            // The details of whatever is present, drawn only then, so presets without them record none.
            let deformed = (v["curl"] ?? 0) > 0 || (v["folds"] ?? 0) > 0 || (v["crumple"] ?? 0) > 0
            if deformed {
                v["curlAt"] = draw("curlAt", 0.2...0.8)
                v["lightAzimuth"] = draw("lightAzimuth", 0...360)
                v["lightElevation"] = draw("lightElevation", 40...75)
            }
            if let grip = HandOverlay.Grip(rawValue: Int(v["hand"] ?? 0)), grip != .none {
                v["handEdge"] = Double(integer("handEdge", 0...3))
                v["handAt"] = draw("handAt", 0.15...0.85)
                v["handAngle"] = symmetric("handAngle", 30)
                v["handLength"] = draw("handLength", grip == .overPrint ? HandOverlay.thumbLengthOverPrint : HandOverlay.thumbLength)
                v["handRadius"] = draw("handRadius", HandOverlay.thumbRadius)
                v["skinTone"] = draw("skinTone", 0...1)
            }
            if (v["glare"] ?? 0) > 0 {
                v["glareX"] = draw("glareX", 0.15...0.85)
                v["glareY"] = draw("glareY", 0.15...0.85)
                v["glareAspect"] = draw("glareAspect", 1...3)
                v["glareAngle"] = draw("glareAngle", 0...180)
            }
        }
        // A replay's recorded values win over everything.
        if let recorded = spec.sceneValues { v.merge(recorded) { _, new in new } }
        return SceneSettings(values: v)
    }
}
