import Documents

extension PageSpec {
    /// The documented range of each numeric option, by its key in a spec (and in a corpus sweep). `synth`'s flags,
    /// corpus files and sweeps are all checked against these, so no stage sees a value outside them.
    public static let optionRanges: [String: ClosedRange<Double>] = [
        "pageScale": 0.05...1, "shadowStrength": 0...1, "blur": 0...50, "tilt": 0...60, "fade": 0...1,
        "jpegQuality": 1...100, "dpi": 50...1200, "curl": 0...1, "crumple": 0...1, "folds": 0...2, "glare": 0...1,
        "modulePx": CodeOptions.modulePxRange,
    ]

    /// The keys of a spec and the shape of each, as written flat in a corpus page entry or a spec file.
    public static let inputFields: [String: InputSchema] = {
        var fields: [String: InputSchema] = [
            "document": .cases(of: DocumentKind.self), "language": .cases(of: Language.self), "seed": .unsigned,
            "variant": .name, "difficulty": .cases(of: Difficulty.self), "scene": .cases(of: Scene.self),
            "shadow": .array(.number(0...1), minCount: 2, maxCount: 2),
            "size": .text(expected: "4k, 12mp or WxH with both sides from 16 to 20,000") { PhotoSize(rawValue: $0) != nil },
            "format": .cases(of: Format.self), "sceneValues": SceneParameters.valuesSchema,
            "hand": .cases(of: Hand.self),
            // 0, 90, 180 or 270; decoding refuses any other value within the range (Corpus checks sweeps).
            "orientation": .integer(0...270),
            // "on", "off" or a list of {symbology, payload}: Corpus checks each payload against its symbology.
            "codes": .any,
        ]
        for (key, range) in optionRanges {
            fields[key] = key == "jpegQuality" || key == "folds" ? .integer(Int64(range.lowerBound)...Int64(range.upperBound)) : .number(range)
        }
        return fields
    }()

    /// A spec on its own: every key optional.
    public static let inputSchema = InputSchema.object(inputFields)
}
