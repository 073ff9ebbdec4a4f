// scanlab-bench: the measurements behind Scripts/bench-enhance.sh (release build), and a development `process`.
// The user-facing commands are in `scanlab`; this executable only measures.
import Foundation
import Enhancement
import Imaging

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
        if let m = value("--max-side", in: rest), let n = Int(m), max(image.width, image.height) > n {
            let f = Double(n) / Double(max(image.width, image.height))
            image = image.resized(width: Int(Double(image.width) * f), height: Int(Double(image.height) * f))
        }
        try ImageFile.write(image, to: rest[1])
    default:
        fail("unknown command \(command)", code: 64)
    }
} catch {
    fail("\(error)")
}
