import Documents
import Enhancement
import OptionParsing
import Scenes
import Scoring

/// The measurements of scanlab-bench, each with its options declared once through the same parser as `scanlab`.
enum BenchCommand: String, CaseIterable {
    case speed, process, convert, synth, synthSpeed = "synth-speed", find, explain, findError = "find-error", stylesCER = "styles-cer", totals, realism, orientation, dewarp, score

    static let tool = "scanlab-bench"

    static let document = OptionDeclaration.choice("document", DocumentKind.self, default: .letter, help: "the kind of document")
    static let difficulty = OptionDeclaration.choice("difficulty", PageSpec.Difficulty.self, default: .ordinary, help: "a preset")
    static let size = OptionDeclaration("size", .choice(["4k", "12mp"]), default: "12mp", help: "the photo size")
    static let repeats = OptionDeclaration("repeat", .integer(1...1000), placeholder: "N", default: "5", help: "runs to time")
    static let maxSide = OptionDeclaration("max-side", .integer(16...30_000), placeholder: "N", help: "bound the long side in pixels")
    static let noFindPage = OptionDeclaration.flag("no-find-page", help: "use the whole image")
    static let textHeight = OptionDeclaration.choice("text-height", TextHeightNormaliser.Rule.self, help: "how text is sized before reading")

    var spec: ArgumentSpec {
        let name = rawValue
        switch self {
        case .speed:
            return ArgumentSpec(command: name, options: [
                Self.repeats, OptionDeclaration.flag("without-edges", help: "time finding without the edge detector"),
            ], positionals: 1...1, tool: Self.tool)
        case .process:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration.choice("style", BuiltinStyle.self, help: "the style (required)"), Self.noFindPage, Self.maxSide,
            ], positionals: 2...2, tool: Self.tool)
        case .convert:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration("crop", .text, placeholder: "X,Y,W,H", help: "cut this box out first"), Self.maxSide,
            ], positionals: 2...2, tool: Self.tool)
        case .synth:
            return ArgumentSpec(command: name, options: [
                Self.document, Self.difficulty,
                OptionDeclaration("seed", .unsigned, placeholder: "N", default: "7", help: "the seed"), Self.size,
                OptionDeclaration.choice("scene", PageSpec.Scene.self, help: "where the page lies"),
            ], positionals: 1...1, tool: Self.tool)
        case .synthSpeed:
            return ArgumentSpec(command: name, options: [
                Self.document, Self.difficulty,
                OptionDeclaration("seed", .unsigned, placeholder: "N", default: "1", help: "the seed"), Self.size, Self.repeats,
                OptionDeclaration("page-out", .text, placeholder: "PNG", help: "write the flat page"),
                OptionDeclaration("photo-out", .text, placeholder: "JPG", help: "write the photo"),
            ], tool: Self.tool)
        case .find:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration.flag("without-edges", help: "the rule between brightness and print alone (before the edge detector)"),
            ], positionals: 1...1, tool: Self.tool)
        case .explain:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration("marks", .text, placeholder: "PNG", help: "write the detectors' marks"),
            ], positionals: 1...1, tool: Self.tool)
        case .findError:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration("seeds", .integer(1...1000), placeholder: "N", default: "3", help: "seeds per kind"),
                OptionDeclaration("first-seed", .integer(1...1_000_000), placeholder: "N", default: "1",
                                  help: "the first seed (e.g. 1001 for a second, untouched range)"),
                OptionDeclaration("keep", .text, placeholder: "DIR", help: "keep the photos here"),
                OptionDeclaration("pages", .text, placeholder: "NAME,…", help: "only these pages (e.g. label-ordinary-3), for trying a change"),
                OptionDeclaration.flag("without-edges", help: "the rule between brightness and print alone (before the edge detector)"),
            ], tool: Self.tool)
        case .stylesCER:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration("real", .text, placeholder: "DIR", help: "real pages with their truth"),
                OptionDeclaration("generated", .choice(["ordinary", "heavy-shadow"]), help: "generated pages"),
                OptionDeclaration("seeds", .integer(1...1000), placeholder: "N", default: "2", help: "seeds per kind (generated)"),
                OptionDeclaration("kinds", .list(DocumentKind.allCases.map(\.rawValue)), default: "all", help: "document kinds (generated)"),
                OptionDeclaration("styles", .list(Style.allCases.map(\.rawValue)), default: "all", help: "styles to measure"),
                OptionDeclaration.choice("profile", TextProfile.self, default: .standard, help: "text normalisation"),
                OptionDeclaration("keep", .text, placeholder: "DIR", help: "keep the styled images here"),
                OptionDeclaration.choice("ink", StyleOptions.InkThreshold.self, help: "the ink style's threshold"),
                Self.noFindPage, Self.textHeight,
            ], tool: Self.tool)
        case .totals:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration("styles", .list(Style.allCases.map(\.rawValue)), default: "original,auto", help: "styles to measure"),
                Self.textHeight,
            ], positionals: 1...1, tool: Self.tool)
        case .realism:
            return ArgumentSpec(command: name, positionals: 1...100_000, tool: Self.tool)
        case .orientation:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration("seeds", .integer(0...1000), placeholder: "N", default: "5", help: "seeds per kind and difficulty (0: none)"),
                OptionDeclaration("first-seed", .integer(1...1_000_000), placeholder: "N", default: "1", help: "the first seed"),
                OptionDeclaration("kinds", .list(DocumentKind.allCases.map(\.rawValue)), default: "all", help: "document kinds"),
                OptionDeclaration("difficulties", .list(PageSpec.Difficulty.allCases.map(\.rawValue)), default: "flat,ordinary",
                                  help: "difficulties of the generated pages"),
                OptionDeclaration("real", .text, placeholder: "DIR", help: "real pages (X.jpg with X.txt), each turned by 0, 90, 180 and 270"),
                .flag("osd", help: "measure Tesseract's OSD and the reading test too"),
                OptionDeclaration.choice("cer", BuiltinStyle.self, help: "read the real pages through this style at each orientation"),
            ], tool: Self.tool)
        case .dewarp:
            return ArgumentSpec(command: name, options: [
                OptionDeclaration("seeds", .integer(1...1000), placeholder: "N", default: "20", help: "receipts, seeds 1...N"),
                OptionDeclaration("first-seed", .integer(1...1_000_000), placeholder: "N", default: "1", help: "the first seed"),
                OptionDeclaration("curl", .number(0...1), placeholder: "S", default: "0.6", help: "curl strength of the bent page"),
                OptionDeclaration("folds", .integer(0...2), placeholder: "N", default: "0", help: "folds of the bent page"),
                OptionDeclaration("crumple", .number(0...1), placeholder: "S", default: "0", help: "crumple of the bent page"),
                OptionDeclaration.choice("difficulty", PageSpec.Difficulty.self, default: .ordinary, help: "the scene's preset"),
                OptionDeclaration.choice("style", BuiltinStyle.self, default: .auto, help: "the style read"),
                OptionDeclaration("keep", .text, placeholder: "DIR", help: "keep the styled images here"),
            ], tool: Self.tool)
        case .score:
            // Scripts/bench-score.sh: the scoring `scanlab score --metrics cer` does, timed inside the process, since at
            // 5,000 characters it takes milliseconds against a process start of 50-100 ms.
            return ArgumentSpec(command: name, options: [
                Self.repeats, OptionDeclaration.choice("profile", TextProfile.self, default: .strict, help: "text normalisation"),
            ], positionals: 2...2, tool: Self.tool)
        }
    }

    /// Every command's synopsis and options, for `scanlab-bench help`.
    static var overview: String {
        "Usage: scanlab-bench COMMAND [ARGUMENTS] [OPTIONS]\n\n" + allCases.map { command in
            let spec = command.spec
            return "  \(command.rawValue)\(spec.positionals.upperBound > 0 ? " FILE" + (spec.positionals.upperBound > 1 ? "…" : "") : "")"
                + (spec.options.isEmpty ? "" : "\n" + spec.optionsHelp.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }.joined(separator: "\n")
    }

    /// The command a word names, or a usage error naming the closest.
    static func named(_ word: String) throws -> BenchCommand {
        guard let command = BenchCommand(rawValue: word) else {
            throw UsageError("unknown command '\(word)'" + UsageError.suggestion(for: word, among: allCases.map(\.rawValue)), tool: tool)
        }
        return command
    }
}
