import Testing
import Documents
import OptionParsing
@testable import scanlab

/// Slips a person makes, each answered with the intended name and a pointer at the help of the command run.
@Suite("Suggestions for slips")
struct SuggestionTests {
    /// (what was typed, the command line, the suggestion the message must name, the help it must point at).
    static let slips: [(String, [String], String, String)] = [
        ("command", ["comapre", "x.jpg"], "did you mean `compare`?", "scanlab help"),
        ("help topic", ["help", "fileds"], "did you mean `fields`?", "scanlab help"),
        ("option", ["compare", "x.jpg", "--style", "ink"], "did you mean `--styles`?", "scanlab help compare"),
        ("flag", ["run", "c.json", "--no-cahce"], "did you mean `--no-cache`?", "scanlab help run"),
        ("style", ["compare", "x.jpg", "--styles", "original,inc"], "did you mean `ink`?", "scanlab help compare"),
        ("style, British spelling", ["run", "c.json", "--styles", "greyscale"], "did you mean `grayscale`?", "scanlab help run"),
        ("process style", ["process", "a.jpg", "b.png", "--style", "atuo"], "did you mean `auto`?", "scanlab help process"),
        ("difficulty", ["synth", "p.png", "--difficulty", "hrad"], "did you mean `hard`?", "scanlab help synth"),
        ("document kind", ["synth", "p.png", "--document", "recipt"], "did you mean `receipt`?", "scanlab help synth"),
        ("language", ["synth", "p.png", "--lang", "dee"], "did you mean `de`?", "scanlab help synth"),
        ("profile", ["score", "a.txt", "b.txt", "--profile", "caseles"], "did you mean `caseless`?", "scanlab help score"),
        ("truth layout", ["fields", "x.jpg", "--truth-layout", "sorie"], "did you mean `sroie`?", "scanlab help fields"),
        ("reader", ["compare", "x.jpg", "--readers", "tesseract,tesseract5"], "did you mean `tesseract`?", "scanlab help compare"),
        ("cache action", ["cache", "claen"], "did you mean `clean`?", "scanlab help cache"),
    ]

    @Test("each slip names the intended choice and the command's help", arguments: slips)
    func slip(_ label: String, _ line: [String], _ suggestion: String, _ help: String) throws {
        do {
            _ = try ScanlabTool.dispatch(line)
            Issue.record("\(label): \(line) was accepted")
        } catch let error as UsageError {
            #expect(error.message.contains(suggestion), "\(label): \(error.message)")
            #expect(error.message.hasSuffix("(see `\(help)`)"), "\(label): \(error.message)")
        }
    }

    @Test("a wrong OUT for process points at process's help, not synth's")
    func processExtension() throws {
        let error = try #require(throws: UsageError.self) { _ = try ScanlabTool.dispatch(["process", "in.jpg", "out.tif", "--style", "ink"]) }
        #expect(error.message.hasSuffix("(see `scanlab help process`)"))
    }

    @Test("nothing is suggested when nothing is close")
    func farOff() {
        #expect(NameSuggestion.closest(to: "frobnicate", among: ScanlabTool.commands.map { $0.name }) == nil)
        #expect(NameSuggestion.closest(to: "fr", among: ["en", "de", "vi"]) == nil)
        #expect(NameSuggestion.closest(to: "truthlayout", among: ["path", "truthLayout", "id"]) == "truthLayout")
        #expect(NameSuggestion.closest(to: "tess", among: ["ocrad", "tesseract"]) == "tesseract")
    }

    @Test("usage text comes from the declarations: every declared option is in its command's help")
    func usageFromDeclarations() {
        for command in ScanlabTool.commands {
            for option in command.spec.options {
                #expect(command.usage.contains("--" + option.name), "\(command.name) --\(option.name)")
                #expect(command.usage.contains(option.help), "\(command.name) --\(option.name)'s help line")
            }
        }
        #expect(FieldsCommand.usage.contains("--profile"))
    }

    @Test("read --json: asking for several readers, or all, always gives readings")
    func readShape() {
        #expect(ReadCommand.usesReadings(["tesseract", "rapidocr"]))
        #expect(ReadCommand.usesReadings(["all"]))
        #expect(!ReadCommand.usesReadings(["tesseract"]))
    }
}
