// scanlab-bench: the measurements behind Scripts/bench-enhance.sh (release build), and a development `process`.
// The user-facing commands are in `scanlab`; this executable only measures.
import Foundation
import Enhancement
import Imaging
import Documents
import Scenes
import Scoring

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

func value(_ flag: String, in args: [String]) -> String? {
    guard let i = args.firstIndex(of: flag), i + 1 < args.count else { return nil }
    return args[i + 1]
}

func json(_ object: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}

guard let command = arguments.first else {
    fail("usage: scanlab-bench speed IMG [--repeat N] | process IN OUT --style S [--no-find-page] [--max-side N] | find-error [--per-kind N] | styles-cer ...", code: 64)
}
let rest = Array(arguments.dropFirst())

do {
    switch command {
    case "speed":
        guard let path = rest.first else { fail("speed IMG", code: 64) }
        let repeats = Int(value("--repeat", in: rest) ?? "5") ?? 5
        var clock = DispatchTime.now().uptimeNanoseconds
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        clock = DispatchTime.now().uptimeNanoseconds
        let image = try ImageFile.decode(bytes, name: path)
        let decodeMs = Double(DispatchTime.now().uptimeNanoseconds - clock) / 1e6
        var times = try EnhancementBenchmark.run(on: image, repeats: repeats)
        times["decode"] = decodeMs
        print(json(times))
    case "process":
        guard rest.count >= 2, let styleName = value("--style", in: rest), let style = Style(rawValue: styleName) else {
            fail("process IN OUT --style original|colour|grayscale|ink|auto [--no-find-page] [--max-side N]", code: 64)
        }
        var options = StyleOptions()
        options.findPage = !rest.contains("--no-find-page")
        if let m = value("--max-side", in: rest), let n = Int(m) { options.maxSide = n }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: rest[0])))
        let result = try Enhancer.apply(style, toFile: bytes, name: rest[0], options: options)
        try ImageFile.writeAtomically(result.encoded, to: rest[1])
        var out: [String: Any] = ["detector": result.detector, "bytes": result.bytes, "scale": result.scale,
                                  "stageMilliseconds": result.stageMilliseconds]
        if let q = result.pageQuad { out["pageQuad"] = q.points.map { [$0.x, $0.y] } }
        if let c = result.choice { out["choice"] = c.rawValue }
        if let r = result.reason { out["reason"] = r }
        print(json(out))
    case "convert":
        // Re-encodes an image (e.g. to PNG for viewing), optionally shrunk: convert IN OUT [--max-side N].
        guard rest.count >= 2 else { fail("convert IN OUT [--max-side N]", code: 64) }
        var image = try ImageFile.read(rest[0])
        if let c = value("--crop", in: rest) {
            let v = c.split(separator: ",").compactMap { Int($0) }
            if v.count == 4 {
                let q = Quad(Box(x: Double(v[0]), y: Double(v[1]), width: Double(v[2]), height: Double(v[3])))
                if let h = Homography(from: Quad(Box(x: 0, y: 0, width: Double(v[2]), height: Double(v[3]))), to: q) {
                    image = image.warped(h, width: v[2], height: v[3])
                }
            }
        }
        if let m = value("--max-side", in: rest), let n = Int(m), max(image.width, image.height) > n {
            let f = Double(n) / Double(max(image.width, image.height))
            image = image.resized(width: Int(Double(image.width) * f), height: Int(Double(image.height) * f))
        }
        try ImageFile.write(image, to: rest[1])
    case "synth":
        // One generated photo for the speed run: synth OUT [--document K] [--difficulty D] [--seed N] [--size 4k|12mp]
        guard let out = rest.first else { fail("synth OUT [--document K] [--difficulty D] [--seed N] [--size S]", code: 64) }
        var spec = PageSpec(document: DocumentKind(rawValue: value("--document", in: rest) ?? "letter") ?? .letter,
                            language: .en, seed: UInt64(value("--seed", in: rest) ?? "7") ?? 7,
                            difficulty: PageSpec.Difficulty(rawValue: value("--difficulty", in: rest) ?? "ordinary") ?? .ordinary)
        spec.size = PhotoSize(rawValue: value("--size", in: rest) ?? "12mp")
        if let scene = value("--scene", in: rest) { spec.scene = PageSpec.Scene(rawValue: scene) }
        let page = try Synthesizer.synthesize(spec)
        try ImageFile.writeAtomically(page.encoded, to: out)
        let data = try JSONEncoder().encode(page.truth.pageCorners)
        print(String(decoding: data, as: UTF8.self))
    case "synth-speed":
        // Scripts/bench-synth.sh: stage timings of one photo: synth-speed [--document K] [--difficulty D] [--seed N]
        //   [--size S] [--repeat N] [--page-out PNG] [--photo-out JPG]; the logic is in Scenes.SynthesisBenchmark.
        var spec = PageSpec(document: DocumentKind(rawValue: value("--document", in: rest) ?? "letter") ?? .letter,
                            seed: UInt64(value("--seed", in: rest) ?? "1") ?? 1,
                            difficulty: PageSpec.Difficulty(rawValue: value("--difficulty", in: rest) ?? "ordinary") ?? .ordinary)
        spec.size = PhotoSize(rawValue: value("--size", in: rest) ?? "12mp")
        let timings = try SynthesisBenchmark.run(spec, repeats: Int(value("--repeat", in: rest) ?? "5") ?? 5,
                                                 pageOut: value("--page-out", in: rest), photoOut: value("--photo-out", in: rest))
        print(String(decoding: try JSONEncoder().encode(timings), as: UTF8.self))
    case "find":
        guard let path = rest.first else { fail("find IMG", code: 64) }
        let image = try ImageFile.read(path)
        let a = PageFinder.find(in: image)
        let b = PageFinder.find(in: image.grayscale())
        print(a.detector.rawValue, a.quad.points.map { [Int($0.x), Int($0.y)] }, b.detector.rawValue, b.quad.points.map { [Int($0.x), Int($0.y)] })
    case "explain":
        guard let path = rest.first else { fail("explain IMG", code: 64) }
        print(PageFinder.explain(try ImageFile.read(path), marksImage: value("--marks", in: rest)))
    case "find-error":
        // Page-finding error over generated photos: find-error [--seeds N] [--keep DIR]
        let seeds = Int(value("--seeds", in: rest) ?? "3") ?? 3
        print(json(try PageFindingAccuracy.measure(seeds: seeds, keep: value("--keep", in: rest))))
    case "styles-cer":
        // CER per style: styles-cer (--real DIR | --generated ordinary|heavy-shadow --seeds N --kinds a,b)
        //   [--styles a,b] [--profile P] [--keep DIR] [--ink automatic|otsu|sauvola] [--no-find-page]
        let styles = (value("--styles", in: rest) ?? "original,colour,grayscale,ink,auto").split(separator: ",").compactMap { Style(rawValue: String($0)) }
        let profile = TextProfile(rawValue: value("--profile", in: rest) ?? "standard") ?? .standard
        var pages: [StyleAccuracy.Page] = []
        if let dir = value("--real", in: rest) {
            pages = try StyleAccuracy.realPages(in: dir)
        } else if let set = value("--generated", in: rest) {
            let seeds = Int(value("--seeds", in: rest) ?? "2") ?? 2
            let kinds = (value("--kinds", in: rest) ?? "receipt,invoice,letter,screenplay").split(separator: ",").compactMap { DocumentKind(rawValue: String($0)) }
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
            fail("styles-cer needs --real DIR or --generated ordinary|heavy-shadow", code: 64)
        }
        var options = StyleOptions()
        if let t = value("--ink", in: rest), let method = StyleOptions.InkThreshold(rawValue: t) { options.inkThreshold = method }
        if rest.contains("--no-find-page") { options.findPage = false }
        if let t = value("--text-height", in: rest), let rule = TextHeightNormaliser.Rule(rawValue: t) { options.textHeight = rule }
        print(json(try StyleAccuracy.measure(pages, styles: styles, profile: profile, keep: value("--keep", in: rest), options: options)))
    case "totals":
        // Tesseract's totals on real photos with X.fields.json: totals DIR [--styles a,b] [--text-height RULE]
        guard let dir = rest.first else { fail("totals DIR [--styles a,b] [--text-height capitals-30|range-20-40]", code: 64) }
        let styles = (value("--styles", in: rest) ?? "original,auto").split(separator: ",").compactMap { Style(rawValue: String($0)) }
        var options = StyleOptions()
        if let t = value("--text-height", in: rest) {
            guard let rule = TextHeightNormaliser.Rule(rawValue: t) else { fail("--text-height: capitals-30 or range-20-40, not \(t)", code: 64) }
            options.textHeight = rule
        }
        print(json(try TotalAccuracy.measure(try TotalAccuracy.photos(in: dir), styles: styles, options: options)))
    case "realism":
        // Scripts/bench-realism.sh: image statistics of every photo in the given files or folders, one JSON array.
        guard !rest.isEmpty else { fail("realism IMG|DIR...", code: 64) }
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
    default:
        fail("unknown command \(command)", code: 64)
    }
} catch {
    fail("\(error)")
}
