import Documents

extension ReaderDeclaration {
    /// The documented range of `timeout`, in seconds: at least a tenth of a second (a real page never reads faster
    /// than process start-up), at most an hour (a page that takes longer is a stuck reader).
    /// From a millisecond (the time-limit tests force a timeout with it) to an hour.
    public static let timeoutRange: ClosedRange<Double> = 0.001...3_600
    /// The documented range of `startTimeout`: a worker that needs more than an hour to load is not usable.
    public static let startTimeoutRange: ClosedRange<Double> = 0.1...3_600

    static let strings = InputSchema.map(.string(maxLength: 4_096), maxCount: 1_000)
    static let command = InputSchema.array(.string(maxLength: 4_096), minCount: 1, maxCount: 1_000)

    /// The shape and ranges of one declaration.
    public static let inputSchema = InputSchema.object([
        "id": .text(expected: "a non-empty id of at most 100 characters without '/', ',' or control characters") { id in
            !id.isEmpty && id.count <= 100 && !id.contains(",") && !id.contains("/")
                && !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
        },
        "kind": .cases(of: ReaderDeclaration.Kind.self), "engine": .name, "description": .string(maxLength: 10_000),
        "settings": strings, "initVariables": strings, "variables": strings,
        "command": command, "languages": strings, "output": .oneOf(["text", "jsonl", "hocr", "alto", "page"]), "input": .oneOf(["file", "pnm"]),
        "timeout": .number(timeoutRange), "startTimeout": .number(startTimeoutRange),
        "versionCommand": command, "check": command, "hint": .string(maxLength: 10_000), "environment": strings,
    ], required: ["id", "kind", "engine"])

    /// The declarations file: `{"readers": [...]}`.
    public static let fileSchema = InputSchema.object(["readers": .array(inputSchema, maxCount: 1_000)], required: ["readers"])
}
