import Foundation

extension GroundTruth {
    /// The most characters a truth's text may have: far beyond any page (a dense A4 page holds about 5,000), and
    /// the size past which scoring would run for minutes.
    public static let maximumTextCharacters = 1_000_000
    /// The most words or lines a truth may list: a dense A4 page has under 1,000 words.
    public static let maximumWords = 200_000
    /// Coordinates beyond this many pixels are not in any image this build can decode.
    public static let coordinateLimit = 1e6

    /// The shape and ranges of a truth file (schema version 1), as `ValidatingDecoder` checks it.
    public static let inputSchema: InputSchema = {
        let quad = InputSchema.quad(limit: coordinateLimit)
        let wordIDs = InputSchema.array(.integer(0...Int64(maximumWords)), maxCount: maximumWords)
        let text = InputSchema.string(maxLength: maximumTextCharacters)
        let line = InputSchema.object(["text": text, "wordIds": wordIDs, "decorative": .bool, "quad": quad],
                                      required: ["text", "wordIds", "decorative", "quad"])
        let word = InputSchema.object(["id": .integer(0...Int64(maximumWords)), "text": text, "quad": quad, "pageQuad": .nullable(quad),
                                       "occluded": .nullable(.bool),
                                       // The warped outline on a page that is not flat.
                                       "polygon": .nullable(.array(.array(.number(-coordinateLimit...coordinateLimit), minCount: 2, maxCount: 2),
                                                                   maxCount: 10_000))],
                                      required: ["id", "text", "quad"])
        let field = InputSchema.object(["name": .name, "value": .nullable(text), "values": .nullable(.array(text, maxCount: 10_000)),
                                        "printed": .nullable(text), "wordIds": wordIDs, "source": .nullable(.name)],
                                       required: ["name", "wordIds"])
        let image = InputSchema.object(["width": .integer(1...1_000_000), "height": .integer(1...1_000_000), "dpi": .nullable(.number(1...100_000))],
                                       required: ["width", "height"])
        let generator = InputSchema.object(["document": .cases(of: DocumentKind.self), "language": .cases(of: Language.self),
                                            "seed": .unsigned, "variant": .nullable(.name), "dpi": .number(50...1200),
                                            "settings": .map(.string(maxLength: 10_000), maxCount: 1_000),
                                            // The code options a page was made with (`synth --codes off`), needed by `--replay`.
                                            "codes": .nullable(.object(["enabled": .nullable(.bool), "modulePx": .nullable(.number(0...1_000)),
                                                                        "custom": .nullable(.array(.object(["symbology": .cases(of: Symbology.self),
                                                                                                            "payload": .string(maxLength: 10_000)],
                                                                                                           required: ["symbology", "payload"]),
                                                                                                   maxCount: 1_000))]))],
                                           required: ["document", "language", "seed", "dpi", "settings"])
        let scene = InputSchema.object(["difficulty": .name, "scene": .name, "size": .name, "values": SceneParameters.valuesSchema,
                                        "severity": .number(0...1_000), "jpegQuality": .nullable(.integer(1...100))],
                                       required: ["difficulty", "scene", "size", "values", "severity"])
        let code = InputSchema.object(["symbology": .name, "payload": .string(maxLength: 10_000), "quad": .nullable(quad),
                                       "pageQuad": .nullable(quad), "modulePx": .nullable(.number(0...1_000))],
                                      required: ["symbology", "payload"])
        return .object([
            "schemaVersion": .integer(1...Int64(currentSchemaVersion)),
            "kind": .cases(of: DocumentKind.self), "language": .cases(of: Language.self), "seed": .unsigned,
            "text": text, "lines": .array(line, maxCount: maximumWords), "words": .array(word, maxCount: maximumWords),
            "fields": .array(field, maxCount: 1_000), "pageCorners": quad, "image": image,
            "fonts": .array(.string(maxLength: 4_096), maxCount: 1_000), "generator": generator, "scene": .nullable(scene),
            "dateOrder": .nullable(.oneOf(["DMY", "MDY", "YMD"])),
            "orientation": .nullable(.integer(0...359)),
            "codes": .nullable(.array(code, maxCount: 1_000)),
        ], required: ["schemaVersion", "kind", "language", "seed", "text", "lines", "words", "fields", "pageCorners", "image", "fonts", "generator"])
    }()
}
