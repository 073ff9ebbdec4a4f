import Foundation

extension SceneParameters {
    /// The most dead print-head lines a receipt may have (`deadLines`, and `deadLine1`…`deadLine8`): the presets
    /// draw at most 2; more than 8 would be a different kind of fault.
    public static let maximumDeadLines = 8

    /// The documented range of every scene value, by name (Scenes' `SceneSettings` says what each means).
    ///
    /// Each range holds every value a preset draws with room to spare, and stops where a stage would divide by
    /// zero, allocate without bound or turn a count negative. Computed values (`distance`, `scale`, `pageSpan`,
    /// `sheetWidth`, `sheetHeight`, `shadowPenumbra`) are recomputed on replay; they need only be finite.
    public static let valueRanges: [String: InputSchema] = {
        var ranges: [String: InputSchema] = [
            // Print.
            "fade": .number(0...1), "fadeScale": .number(1...200), "deadLines": .integer(0...Int64(maximumDeadLines)),
            // Camera.
            "pageScale": .number(0.05...1), "tilt": .number(0...60), "yaw": .number(-30...30), "roll": .number(-180...180),
            "focal": .number(18...60), "offsetX": .number(-1...1), "offsetY": .number(-1...1),
            "distance": .number(0...1e6), "scale": .number(0...1e3), "pageSpan": .number(0...1e3),
            // Table and sheet.
            "table": .integer(0...2), "tableTone": .number(0...1), "tableAngle": .number(0...360),
            "sheetAngle": .number(-180...180), "sheetOffsetX": .number(-1...1), "sheetOffsetY": .number(-1...1),
            "sheetMargin": .number(0...200), "sheetWidth": .number(0...1e5), "sheetHeight": .number(0...1e5),
            // Light.
            "ambient": .number(0...2), "gradient": .number(0...1), "gradientAngle": .number(0...360),
            "vignette": .number(0...1), "warmth": .number(-1...1),
            // Shadow.
            "shadowStrength": .number(0...1), "shadowX": .number(0...1), "shadowY": .number(0...1),
            "shadowShape": .integer(0...1), "shadowAngle": .number(0...360), "shadowHeight": .number(1...1000),
            "shadowFill": .number(0...64), "shadowPenumbra": .number(0...1e4),
            // Blur.
            "blur": .number(0...50), "blurFloor": .number(0...1), "focus": .number(0...1),
            "motion": .number(0...50), "motionAngle": .number(0...360),
            // Sensor and encoding.
            "noise": .number(0...64), "shot": .number(0...4), "jpegQuality": .integer(1...100),
            // A phone's capture: frame size in px, crop around the page, glare, noise-reduction smear,
            // sharpening, exposure and white-balance gains (the `phone` preset draws well inside these).
            "frameLong": .number(16...20_000), "crop": .integer(0...1), "cropMargin": .number(0...1),
            // The least sampling of the page a phone's frame keeps (px per mm; `frameLong` is raised to it).
            "legibleSampling": .number(0...100),
            "glare": .number(0...1), "glareSize": .number(0...1000), "glareX": .number(0...1), "glareY": .number(0...1),
            "glareAspect": .number(1...10), "glareAngle": .number(0...360),
            "smear": .number(0...1), "smearMix": .number(0...1), "sharpen": .number(0...10), "sharpenRadius": .number(0...10),
            "exposure": .number(0.1...10), "wbRed": .number(0...2), "wbBlue": .number(0...2),
            "showThrough": .number(0...1), "showThroughShift": .number(0...1),
            // A receipt's total line (`ReceiptTotalPrint`): 0 the body's size, 1 double height, 2 double size, 3 double width.
            "totalPrint": .integer(0...3),
            // Its currency mark (`ReceiptTotalCurrency`): 0 the code between label and amount, 1 the symbol at the amount, 2 none.
            "totalCurrency": .integer(0...2),
            // Its label (`ReceiptTotalLabel`): wording 0 `TOTAL`, 1 `TOTAL DUE`, 2 `GRAND TOTAL`, 3 `TAKE-OUT TOTAL`,
            // 4 `NET AMOUNT`, 5 the payment's word; case 1 capitalised words; colon 1 attached, 2 spaced; 1 the amount below.
            "totalWording": .integer(0...5), "totalCase": .integer(0...1), "totalColon": .integer(0...2),
            "totalAmountBelow": .integer(0...1),
            // Paper that is not flat, and the light that shades it.
            "curl": .number(0...1), "curlAt": .number(0...1), "folds": .integer(0...2), "crumple": .number(0...1),
            "lightAzimuth": .number(0...360), "lightElevation": .number(0...90),
            // A hand: grip (0 none, then edge, corner, over print), edge, place along it, angle, thumb size, skin.
            "hand": .integer(0...3), "handEdge": .integer(0...3), "handAt": .number(0...1), "handAngle": .number(-180...180),
            "handLength": .number(0...500), "handRadius": .number(0...100), "skinTone": .number(0...1),
        ]
        for line in 1...maximumDeadLines { ranges["deadLine\(line)"] = .number(0...1) }
        return ranges
    }()

    /// The schema of a `values` object: only the named values, each in its range.
    public static let valuesSchema = InputSchema.object(valueRanges)

    /// Every problem in a set of scene values, for values that did not come from a file (a spec built in code).
    public static func problems(in values: [String: Double], path: String = "sceneValues") -> [InputProblem] {
        let members = values.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONValue.number($0.value, literal: Self.literal($0.value))) }
        return InputValidator.problems(in: .object(members), schema: valuesSchema, path: path)
    }

    static func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
