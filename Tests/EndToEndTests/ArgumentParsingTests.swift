import Testing
import OptionParsing
import Scenes
@testable import scanlab

@Suite("Argument parsing")
struct ArgumentParsingTests {
    @Test("--key value and --key=value give the same options")
    func bothSpellings() throws {
        let spaced = try RunCommand.parse(["c.json", "--styles", "original,ink", "--jobs", "2", "--shard", "2/3"])
        let joined = try RunCommand.parse(["c.json", "--styles=original,ink", "--jobs=2", "--shard=2/3"])
        #expect(spaced == joined)
        #expect(spaced.styles == ["original", "ink"])
        #expect(spaced.jobs == 2)
        #expect(spaced.shard == RunCommand.Shard(index: 2, count: 3))
        #expect(spaced.useCache)
    }

    @Test("lists: all expands, a single value is a list of one, repeats collapse")
    func lists() throws {
        #expect(try RunCommand.parse(["c.json", "--styles", "all"]).styles == CommonOptions.styleNames)
        #expect(try RunCommand.parse(["c.json", "--styles", "ink"]).styles == ["ink"])
        #expect(try RunCommand.parse(["c.json", "--styles", "ink,original,ink"]).styles == ["ink", "original"])
        #expect(try RunCommand.parse(["c.json", "--readers", "all"]).readers == ["all"])
        #expect(try RunCommand.parse(["c.json"]).styles == nil)
    }

    @Test("compare and fields default to original with tesseract")
    func pageDefaults() throws {
        let options = try CompareCommand.parse(["x.jpg"])
        #expect(options.styles == ["original"])
        #expect(options.readers == ["tesseract"])
        #expect(options.profile == nil)
        let sroie = try FieldsCommand.parse(["x.jpg", "--truth-layout", "sroie", "--lang=de", "--json"])
        #expect(sroie.truthLayout == .sroie)
        #expect(sroie.language == .de)
        #expect(sroie.json)
    }

    @Test("synth: page options, corpus and replay")
    func synth() throws {
        let page = try SynthCommand.parse(["p.jpg", "--document", "invoice", "--difficulty", "ordinary", "--shadow", "0.3,0.4",
                                           "--shadow-strength=0.9", "--seed", "7", "--size", "12mp"])
        guard case .page(let out, let options) = page else { Issue.record("expected a page"); return }
        #expect(out == "p.jpg")
        #expect(options.document == .invoice)
        #expect(options.difficulty == .ordinary)
        #expect(options.shadow?.x == 0.3 && options.shadow?.y == 0.4)
        #expect(options.shadowStrength == 0.9)
        #expect(options.seed == 7)
        #expect(options.size == .twelveMP)
        // Any frame, as CLI.md and the truth's `scene.size` allow; the long side is the width.
        guard case .page(_, let small) = try SynthCommand.parse(["p.png", "--size", "600x800"]) else { Issue.record("expected a page"); return }
        #expect(small.size == PhotoSize(width: 800, height: 600))
        guard case .page(_, let glare) = try SynthCommand.parse(["g.jpg", "--difficulty", "ordinary", "--glare", "0.7"]) else {
            Issue.record("expected a page"); return
        }
        #expect(glare.glare == 0.7 && options.glare == nil)
        #expect(SynthCommand.spec(glare, out: "g.jpg").glare == 0.7)
        #expect(try SynthCommand.parse(["--corpus", "c.json", "--out", "d"]) == .corpus("c.json", out: "d"))
        #expect(try SynthCommand.parse(["--replay", "x.truth.json", "y.png"]) == .replay(truth: "x.truth.json", out: "y.png"))
    }

    @Test("check: defaults and flags")
    func check() throws {
        let options = try CheckCommand.parse(["r.json", "--baseline", "b.json"])
        #expect(options.tolerance == 0.002)
        #expect(!options.strict)
        let strict = try CheckCommand.parse(["r.json", "--baseline=b.json", "--tolerance", "0.01", "--strict", "--junit", "j.xml"])
        #expect(strict.tolerance == 0.01 && strict.strict && strict.junit == "j.xml")
    }

    @Test("cache sizes")
    func sizes() throws {
        #expect(try CacheCommand.parseSize("5G") == 5 << 30)
        #expect(try CacheCommand.parseSize("500m") == 500 << 20)
        #expect(try CacheCommand.parseSize("1024") == 1024)
        #expect(try CacheCommand.parse(["clean", "--max-size", "1K"]).maxSize == 1024)
    }

    static let badLines: [(String, [String])] = [
        ("unknown option", ["run", "c.json", "--colour"]),
        ("missing value", ["run", "c.json", "--jobs"]),
        ("value given to a flag", ["run", "c.json", "--no-cache=yes"]),
        ("too many files", ["score", "a", "b", "c"]),
        ("too few files", ["score", "a"]),
        ("unknown style", ["run", "c.json", "--styles", "sepia"]),
        ("empty list item", ["run", "c.json", "--styles", "ink,"]),
        ("bad shard", ["run", "c.json", "--shard", "4/3"]),
        ("zero jobs", ["run", "c.json", "--jobs", "0"]),
        ("bad number", ["synth", "p.png", "--blur", "soft"]),
        ("out of range", ["synth", "p.png", "--jpeg-quality", "101"]),
        ("glare out of range", ["synth", "p.jpg", "--glare", "1.5"]),
        ("glare not a number", ["synth", "p.jpg", "--glare", "bright"]),
        ("wrong extension", ["synth", "p.gif"]),
        ("bad frame", ["synth", "p.png", "--size", "800x"]),
        ("frame too small", ["synth", "p.png", "--size", "8x8"]),
        ("variant on an invoice", ["synth", "p.png", "--document", "invoice", "--variant", "long"]),
        ("process needs a style", ["process", "a.jpg", "b.png"]),
        ("check needs a baseline", ["check", "r.json"]),
        ("bad cache action", ["cache", "purge"]),
        ("unknown command", ["frobnicate"]),
        ("unknown help topic", ["help", "frobnicate"]),
    ]

    @Test("usage errors", arguments: badLines)
    func usageErrors(_ label: String, _ line: [String]) throws {
        #expect(throws: UsageError.self, "\(label)") { _ = try ScanlabTool.dispatch(line) }
    }

    @Test("--help is answered before the rest is checked")
    func help() throws {
        let parsed = try RunCommand.spec.parse(["--jobs", "nonsense", "--help"])
        #expect(parsed.wantsHelp)
    }

    @Test("every command has a usage with an example")
    func usageTexts() {
        for command in ScanlabTool.commands {
            #expect(command.usage.contains("Usage:"), "\(command.name)")
            #expect(command.usage.contains("Examples:"), "\(command.name)")
            #expect(command.usage.contains("scanlab \(command.name)"), "\(command.name)")
            #expect(!command.abstract.isEmpty && !command.abstract.contains("\n"))
        }
    }
}
