import Foundation
import Documents
import Imaging

/// The measurements behind `Scripts/bench-synth.sh`: how long each stage of a photo takes.
public enum SynthesisBenchmark {
    /// Timings of one spec, in CPU milliseconds of the one thread that does the work.
    public struct Timings: Codable, Sendable {
        /// Rendering the flat page, once.
        public var render: Double
        /// Per stage, the median over the repeats (`fade`, `camera`, `table`, `light`, `blur`, `composite`, `encode`).
        public var stages: [String: Double]
        /// The median over the repeats of the whole scene, page to encoded photo (every stage but `render`).
        public var scene: Double
        public var repeats: Int
        public var width: Int
        public var height: Int
        public var bytes: Int
    }

    /// Renders the spec's page once, then photographs it `repeats` times.
    /// - Parameters:
    ///   - pageOut: where to write the flat page as PNG (the same page another tool can degrade), if anywhere.
    ///   - photoOut: where to write the photo, if anywhere.
    public static func run(_ spec: PageSpec, repeats: Int, pageOut: String? = nil, photoOut: String? = nil) throws -> Timings {
        var clock = StageClock()
        let flat = try clock.time("render") { try FlatPageSource.render(spec) }
        if let pageOut { try ImageFile.write(flat.image, to: pageOut) }
        var runs: [[String: Double]] = []
        var last: SynthesizedPage?
        for _ in 0..<max(1, repeats) {
            let page = try Synthesizer.photograph(page: flat.image, truth: flat.truth, spec: spec, clock: StageClock(),
                                                  totalPrint: flat.totalPrint, totalCurrency: flat.totalCurrency,
                                                  totalLabel: flat.totalLabel)
            runs.append(page.stageMilliseconds)
            last = page
        }
        func median(_ xs: [Double]) -> Double { Statistics.median(xs) ?? 0 }
        let names = Set(runs.flatMap(\.keys))
        var stages: [String: Double] = [:]
        for name in names { stages[name] = median(runs.map { $0[name] ?? 0 }) }
        if let photoOut, let last { try ImageFile.writeAtomically(last.encoded, to: photoOut) }
        return Timings(render: clock.milliseconds["render"] ?? 0, stages: stages,
                       scene: median(runs.map { $0.values.reduce(0, +) }), repeats: runs.count,
                       width: last?.image.width ?? 0, height: last?.image.height ?? 0, bytes: last?.encoded.count ?? 0)
    }
}
