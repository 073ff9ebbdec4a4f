// scanlab-bench: the measurements behind Scripts/bench-enhance.sh (release build), and a development `process`.
// The user-facing commands are in `scanlab`; this executable only measures.
import Foundation
import Enhancement
import Imaging
import Documents
import Scenes
import Scoring
import OptionParsing

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

/// A photo size by the name the options allow.
func photoSize(_ name: String?) -> PhotoSize { name == "4k" ? .fourK : .twelveMP }

func json(_ object: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}

let parsed: ParsedArguments
let command: BenchCommand
do {
    guard let word = arguments.first, word != "help", word != "--help" else {
        print(BenchCommand.overview)
        exit(arguments.isEmpty ? 64 : 0)
    }
    command = try BenchCommand.named(word)
    parsed = try command.spec.parse(Array(arguments.dropFirst()))
    if parsed.wantsHelp {
        print("scanlab-bench \(command.rawValue)\n" + command.spec.optionsHelp)
        exit(0)
    }
} catch let error as UsageError {
    fail(error.message, code: 64)
} catch {
    fail("\(error)", code: 64)
}
let rest = parsed.positionals

do {
    switch command {
    case .speed:
        let path = rest[0]
        let repeats = parsed.int("repeat") ?? 5
        var clock = DispatchTime.now().uptimeNanoseconds
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        clock = DispatchTime.now().uptimeNanoseconds
        let cpuClock = EnhancementBenchmark.threadCPUNanoseconds()
        let image = try ImageFile.decode(bytes, name: path)
        let decodeMs = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e6
        let decodeCPUMs = Double(EnhancementBenchmark.threadCPUNanoseconds() - cpuClock) / 1e6
        var findParameters = PageFindingParameters.standard
        findParameters.rule.usesEdges = !parsed.flag("without-edges")
        var times = try EnhancementBenchmark.run(on: image, repeats: repeats, findParameters: findParameters)
        times["decode"] = decodeMs
        times["cpu.decode"] = decodeCPUMs
        print(json(times))
    case .process:
        guard let style = try parsed.choice("style", as: BuiltinStyle.self).map(Style.builtin) else {
            fail(UsageError("--style is required", command: "process", tool: BenchCommand.tool).message, code: 64)
        }
        var options = StyleOptions()
        options.findPage = !parsed.flag("no-find-page")
        if let n = parsed.int("max-side") { options.maxSide = n }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: rest[0])))
        let result = try Enhancer.apply(style, toFile: bytes, name: rest[0], options: options)
        try ImageFile.writeAtomically(result.encoded, to: rest[1])
        var out: [String: Any] = ["detector": result.detector.rawValue, "bytes": result.bytes, "scale": result.scale,
                                  "stageMilliseconds": result.stageMilliseconds]
        if let q = result.pageQuad { out["pageQuad"] = q.points.map { [$0.x, $0.y] } }
        if let c = result.choice { out["choice"] = c.rawValue }
        if let r = result.reason { out["reason"] = r }
        print(json(out))
    case .convert:
        // Re-encodes an image (e.g. to PNG for viewing), optionally shrunk: convert IN OUT [--max-side N].
        var image = try ImageFile.read(rest[0])
        if let c = parsed.string("crop") {
            let v = c.split(separator: ",").compactMap { Int($0) }
            if v.count == 4 {
                let q = Quad(Box(x: Double(v[0]), y: Double(v[1]), width: Double(v[2]), height: Double(v[3])))
                if let h = Homography(from: Quad(Box(x: 0, y: 0, width: Double(v[2]), height: Double(v[3]))), to: q) {
                    image = image.warped(h, width: v[2], height: v[3])
                }
            }
        }
        if let n = parsed.int("max-side"), max(image.width, image.height) > n {
            let f = Double(n) / Double(max(image.width, image.height))
            image = image.resized(width: Int(Double(image.width) * f), height: Int(Double(image.height) * f))
        }
        try ImageFile.write(image, to: rest[1])
    case .synth:
        // One generated photo for the speed run.
        let out = rest[0]
        var spec = PageSpec(document: try parsed.choice("document", as: DocumentKind.self) ?? .letter,
                            language: .en, seed: parsed.uint64("seed") ?? 7,
                            difficulty: try parsed.choice("difficulty", as: PageSpec.Difficulty.self) ?? .ordinary)
        spec.size = photoSize(parsed.string("size"))
        if let scene = try parsed.choice("scene", as: PageSpec.Scene.self) { spec.scene = scene }
        let page = try Synthesizer.synthesize(spec)
        try ImageFile.writeAtomically(page.encoded, to: out)
        let data = try JSONEncoder().encode(page.truth.pageCorners)
        print(String(decoding: data, as: UTF8.self))
    case .synthSpeed:
        // Scripts/bench-synth.sh: stage timings of one photo; the logic is in Scenes.SynthesisBenchmark.
        var spec = PageSpec(document: try parsed.choice("document", as: DocumentKind.self) ?? .letter,
                            seed: parsed.uint64("seed") ?? 1,
                            difficulty: try parsed.choice("difficulty", as: PageSpec.Difficulty.self) ?? .ordinary)
        spec.size = photoSize(parsed.string("size"))
        let timings = try SynthesisBenchmark.run(spec, repeats: parsed.int("repeat") ?? 5,
                                                 pageOut: parsed.string("page-out"), photoOut: parsed.string("photo-out"))
        print(String(decoding: try JSONEncoder().encode(timings), as: UTF8.self))
    case .find:
        let path = rest[0]
        let image = try ImageFile.read(path)
        var parameters = PageFindingParameters.standard
        parameters.rule.usesEdges = !parsed.flag("without-edges")
        // As `process` finds it: on the gray grid, with skin filled from the colour (`PageFinder.fineGrid`).
        let found = PageFinder.find(in: image, parameters: parameters)
        print(json(["detector": found.detector.rawValue, "pageQuad": found.quad.points.map { [$0.x, $0.y] },
                    "reason": found.trace.reason]))
    case .explain:
        print(PageFinder.explain(try ImageFile.read(rest[0]), marksImage: parsed.string("marks")))
    case .findError:
        // Page-finding error over generated photos.
        var parameters = PageFindingParameters.standard
        parameters.rule.usesEdges = !parsed.flag("without-edges")
        let only = parsed.string("pages").map { Set($0.split(separator: ",").map(String.init)) }
        print(json(try PageFindingAccuracy.measure(seeds: parsed.int("seeds") ?? 3, first: parsed.int("first-seed") ?? 1,
                                                   keep: parsed.string("keep"), parameters: parameters, only: only)))
    case .stylesCER:
        // CER per style over real or generated pages.
        let styles = (parsed.list("styles") ?? Style.allCases.map(\.rawValue)).compactMap(Style.init(rawValue:))
        let profile = try parsed.choice("profile", as: TextProfile.self) ?? .standard
        var pages: [StyleAccuracy.Page] = []
        if let dir = parsed.string("real") {
            pages = try StyleAccuracy.realPages(in: dir)
        } else if let set = parsed.string("generated") {
            let seeds = parsed.int("seeds") ?? 2
            let kinds = (parsed.list("kinds") ?? ["receipt", "invoice", "letter", "screenplay"]).compactMap(DocumentKind.init(rawValue:))
            var specs: [(String, PageSpec)] = []
            for kind in kinds {
                for seed in 1...max(1, seeds) {
                    var spec = PageSpec(document: kind, language: .en, seed: UInt64(seed), difficulty: .ordinary)
                    if set == "heavy-shadow" {
                        spec.shadowStrength = 0.8 + 0.1 * Double(seed % 2)
                    }
                    specs.append(("\(kind.rawValue)-\(set)-\(seed)", spec))
                }
            }
            pages = try StyleAccuracy.generatedPages(specs)
        } else {
            fail(UsageError("styles-cer needs --real DIR or --generated ordinary|heavy-shadow", command: "styles-cer", tool: BenchCommand.tool).message, code: 64)
        }
        var options = StyleOptions()
        if let method = try parsed.choice("ink", as: StyleOptions.InkThreshold.self) { options.inkThreshold = method }
        if parsed.flag("no-find-page") { options.findPage = false }
        if let rule = try parsed.choice("text-height", as: TextHeightNormaliser.Rule.self) { options.textHeight = rule }
        print(json(try StyleAccuracy.measure(pages, styles: styles, profile: profile, keep: parsed.string("keep"), options: options)))
    case .totals:
        // Tesseract's totals on real photos with X.fields.json.
        let styles = (parsed.list("styles") ?? ["original", "auto"]).compactMap(Style.init(rawValue:))
        var options = StyleOptions()
        if let rule = try parsed.choice("text-height", as: TextHeightNormaliser.Rule.self) { options.textHeight = rule }
        print(json(try TotalAccuracy.measure(try TotalAccuracy.photos(in: rest[0]), styles: styles, options: options)))
    case .orientation:
        // Orientation accuracy and speed: the glyph statistics the styles use, and Tesseract's OSD with --osd.
        let kinds = (parsed.list("kinds") ?? DocumentKind.allCases.map(\.rawValue)).compactMap(DocumentKind.init(rawValue:))
        let difficulties = (parsed.list("difficulties") ?? ["flat", "ordinary"]).compactMap(PageSpec.Difficulty.init(rawValue:))
        let seeds = parsed.int("seeds") ?? 5
        print(json(try OrientationAccuracy.measure(seeds: seeds, firstSeed: parsed.int("first-seed") ?? 1, real: parsed.string("real"),
                                                   osd: parsed.flag("osd"), cerStyle: try parsed.choice("cer", as: BuiltinStyle.self).map(Style.builtin),
                                                   kinds: seeds > 0 ? kinds : [], difficulties: difficulties)))
    case .dewarp:
        // Dewarping on curled generated receipts against the same pages flat (residual baseline curvature, CER).
        let first = parsed.int("first-seed") ?? 1
        let deformation = DewarpAccuracy.Deformation(curl: parsed.double("curl") ?? 0.6, folds: parsed.int("folds") ?? 0,
                                                     crumple: parsed.double("crumple") ?? 0)
        let style = Style.builtin(try parsed.choice("style", as: BuiltinStyle.self) ?? .auto)
        print(json(try DewarpAccuracy.measure(seeds: first...(first + (parsed.int("seeds") ?? 20) - 1), deformation: deformation,
                                              difficulty: try parsed.choice("difficulty", as: PageSpec.Difficulty.self) ?? .ordinary,
                                              style: style, keep: parsed.string("keep"))))
    case .score:
        // Best of N of the measurement `scanlab score --metrics cer` makes (profile, graphemes, alignment, counts);
        // reading the files stays outside the clock, as rapidfuzz's strings are read before its clock starts.
        let truth = try String(contentsOfFile: rest[0], encoding: .utf8), ocr = try String(contentsOfFile: rest[1], encoding: .utf8)
        let profile = try parsed.choice("profile", as: TextProfile.self) ?? .strict
        var best = UInt64.max
        var counts = EditCounts()
        for _ in 0..<(parsed.int("repeat") ?? 5) {
            let start = DispatchTime.now().uptimeNanoseconds
            counts = TextScorer.measure(truth: truth, ocr: ocr, profile: profile, metrics: [.cer]).counts
            best = min(best, DispatchTime.now().uptimeNanoseconds - start)
        }
        print(json(["bestMilliseconds": Double(best) / 1e6, "distance": counts.substitutions + counts.deletions + counts.insertions]))
    case .realism:
        // Scripts/bench-realism.sh: image statistics of every photo in the given files or folders, one JSON array.
        var paths: [String] = []
        for arg in rest {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: arg, isDirectory: &isDir) else { fail("\(arg): no such file or folder") }
            if isDir.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: arg).sorted()
                paths += names.filter { ["jpg", "jpeg", "png"].contains(($0 as NSString).pathExtension.lowercased()) }
                    .map { (arg as NSString).appendingPathComponent($0) }
            } else {
                paths.append(arg)
            }
        }
        var rows: [[String: Any]] = []
        for path in paths {
            let image = try ImageFile.read(path)
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            rows.append(RealismStatistics.measure(image, name: name))
        }
        guard let data = try? JSONSerialization.data(withJSONObject: rows, options: [.sortedKeys]) else { fail("realism: cannot encode") }
        print(String(decoding: data, as: UTF8.self))
    }
} catch {
    fail("\(error)")
}
