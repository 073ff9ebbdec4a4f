import Geometry
import Documents
import Enhancement
import OCRFormats
import Readers
import Scenes
import Scoring

extension CorpusSpec {
    /// The most pages one `count` family may generate: far beyond any corpus run on one machine (the nightly
    /// corpus has 216 pages), and small enough that expanding the family stays instant.
    public static let maximumCount = 10_000
    /// The most values one sweep may list.
    public static let maximumSweepValues = 1_000
    /// The most pages a whole corpus may expand to; a run of this many pages already takes days.
    public static let maximumPages = 100_000
    /// The most characters of a page id or a folder id prefix.
    public static let maximumIDCharacters = 200

    /// An id: non-empty, not too long, no control characters (ids become file names through `SafeName`).
    static let idSchema = InputSchema.text(expected: "a non-empty id of at most \(maximumIDCharacters) characters, without control characters") { id in
        !id.isEmpty && id.unicodeScalars.count <= maximumIDCharacters && !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The shape and ranges of a corpus file (see Corpora/README.md).
    public static let inputSchema: InputSchema = {
        var page = PageSpec.inputFields
        page["id"] = idSchema
        page["count"] = .integer(1...Int64(maximumCount))
        page["sweep"] = .object(["parameter": .oneOf(Sweep.parameters),
                                 "values": .array(.number(-1e9...1e9), minCount: 1, maxCount: maximumSweepValues)],
                                required: ["parameter", "values"])
        let folder = InputSchema.object([
            "path": .string(maxLength: 4_096), "id": idSchema, "truthLayout": .cases(of: TruthLayout.self),
            "profile": .cases(of: TextProfile.self), "dateOrder": .oneOf(["DMY", "MDY", "YMD"]),
            "language": .cases(of: Language.self), "kind": .cases(of: DocumentKind.self),
            "files": .array(.string(maxLength: 4_096), minCount: 1, maxCount: maximumPages),
            "pageTextLevel": .cases(of: PageTextLevel.self),
        ], required: ["path"])
        return .object([
            "name": .name, "description": .string(maxLength: 100_000), "seed": .unsigned,
            // Built-in or declared (styles.json, SCANLAB_STYLES) names, or `all`: declared styles are only known
            // from the declarations file, so each name is checked against the catalogue when the corpus is run.
            "styles": .array(.name, minCount: 1, maxCount: 100),
            "readers": .array(.name, minCount: 1, maxCount: 100),
            "pages": .array(.object(page, required: ["id", "document", "language", "seed", "difficulty"]), maxCount: maximumPages),
            "folders": .array(folder, maxCount: 10_000),
        ], required: ["name"])
    }()

    /// What the schema cannot say on its own: a sweep's values in the swept option's range, count and sweep not
    /// both given.
    static func crossChecks(_ value: JSONValue) -> [InputProblem] {
        guard case .object(let top) = value else { return [] }
        var problems = styleProblems(top.first(where: { $0.key == "styles" })?.value)
        guard let pages = top.first(where: { $0.key == "pages" })?.value, case .array(let entries) = pages else { return problems }
        for (index, entry) in entries.enumerated() {
            guard case .object(let members) = entry else { continue }
            let keys = Set(members.map(\.key))
            if case .number(let number, let literal)? = members.first(where: { $0.key == "orientation" })?.value,
               number != number.rounded() || PageOrientation(rawValue: Int(number)) == nil {
                problems.append(InputProblem(path: "pages[\(index)].orientation", value: literal, expected: "0, 90, 180 or 270 (degrees clockwise)"))
            }
            if keys.contains("count"), keys.contains("sweep") {
                problems.append(InputProblem(path: "pages[\(index)]", value: nil, expected: "give either count or sweep, not both"))
            }
            guard let sweep = members.first(where: { $0.key == "sweep" })?.value, case .object(let sweepMembers) = sweep,
                  case .string(let parameter)? = sweepMembers.first(where: { $0.key == "parameter" })?.value,
                  case .array(let values)? = sweepMembers.first(where: { $0.key == "values" })?.value else { continue }
            if parameter == "orientation" {
                for (position, value) in values.enumerated() {
                    guard case .number(let number, let literal) = value,
                          number != number.rounded() || PageOrientation(rawValue: Int(number)) == nil else { continue }
                    problems.append(InputProblem(path: "pages[\(index)].sweep.values[\(position)]", value: literal,
                                                 expected: "0, 90, 180 or 270 (degrees clockwise) for orientation"))
                }
                continue
            }
            guard let range = PageSpec.optionRanges[parameter] else { continue }
            let integral = parameter == "jpegQuality"
            for (position, value) in values.enumerated() {
                guard case .number(let number, let literal) = value else { continue }
                if !range.contains(number) || (integral && number != number.rounded()) {
                    problems.append(InputProblem(path: "pages[\(index)].sweep.values[\(position)]", value: literal,
                                                 expected: "\(integral ? "a whole number" : "a number") from \(InputValidator.format(range.lowerBound)) to \(InputValidator.format(range.upperBound)) for \(parameter)"))
                }
            }
        }
        return problems
    }

    /// Each of `styles` must be built in, declared (styles.json, SCANLAB_STYLES) or `all`. A broken declarations
    /// file counts as declaring nothing here; running a declared style reports it.
    static func styleProblems(_ styles: JSONValue?) -> [InputProblem] {
        guard case .array(let names)? = styles else { return [] }
        let known = Style.allCases.map(\.rawValue) + ((try? StyleCatalog.load())?.ids ?? []) + ["all"]
        return names.enumerated().compactMap { index, name in
            guard case .string(let text) = name, !known.contains(text) else { return nil }
            return InputProblem(path: "styles[\(index)]", value: "\"\(text)\"", expected: "one of \(known.joined(separator: ", "))",
                                suggestion: NameSuggestion.closest(to: text, among: known))
        }
    }
}
