import Foundation
import Documents
import Enhancement
import Geometry
import Imaging
import Readers
import Scenes
import Scoring

/// Dewarping on generated receipts: each seed's page photographed flat and curled (same seed, same scene otherwise),
/// each processed with and without dewarping (on a flat page it should rarely fire, and not hurt where it does). Per page: the truth baselines' residual curvature in the
/// output (px: the largest distance of a line's word bottoms from a straight line, mean and worst over lines), how
/// much the lines' tilts differ (mean distance of each line's rise across its width from the page's median rise:
/// a curled page's lines stay straight but fan out), what the dewarper measured, and Tesseract's CER.
enum DewarpAccuracy {
    struct Deformation {
        var curl: Double
        var folds: Int
        var crumple: Double
    }

    static func measure(seeds: ClosedRange<Int>, deformation d: Deformation, difficulty: PageSpec.Difficulty,
                        style: Style, keep: String?) throws -> [String: Any] {
        let reader = try TesseractReader()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-bench-dewarp-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let keep { try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true) }
        var rows: [[String: Any]] = []
        var sums: [String: (edits: Int, length: Int, curvature: Double, worst: Double, rise: Double, pages: Int)] = [:]
        for seed in seeds {
            var flat = PageSpec(document: .receipt, language: .en, seed: UInt64(seed), difficulty: difficulty)
            flat.curl = 0; flat.folds = 0; flat.crumple = 0; flat.hand = PageSpec.Hand.none
            var bent = flat
            bent.curl = d.curl; bent.folds = d.folds; bent.crumple = d.crumple
            var row: [String: Any] = ["seed": seed]
            let cases: [(String, PageSpec, Bool)] = [("flat", flat, true), ("flat-not-dewarped", flat, false),
                                                     ("curled", bent, false), ("dewarped", bent, true)]
            var photos: [String: SynthesizedPage] = [:]
            for (name, spec, dewarp) in cases {
                let key = name.hasPrefix("flat") ? "flat" : "bent"
                let photo = try photos[key] ?? Synthesizer.synthesize(spec)
                if photos[key] == nil, let keep {
                    // The photo too, so `scanlab-bench explain` and `process` can look at what went wrong.
                    try? ImageFile.writeAtomically(photo.encoded, to: (keep as NSString).appendingPathComponent("receipt-\(seed)-\(key)-photo.\(photo.fileExtension)"))
                }
                photos[key] = photo
                var options = StyleOptions()
                options.dewarp = dewarp
                let result = try Enhancer.apply(style, toFile: photo.encoded, name: "receipt-\(seed).\(photo.fileExtension)", options: options)
                let path = folder.appendingPathComponent("receipt-\(seed)-\(name).\(result.fileExtension)").path
                try ImageFile.writeAtomically(result.encoded, to: path)
                if let keep { try? ImageFile.writeAtomically(result.encoded, to: (keep as NSString).appendingPathComponent((path as NSString).lastPathComponent)) }
                let reading = try reader.read(imageAt: path, language: .en)
                let truthText = photo.truth.visibleText ?? photo.truth.text
                let score = TextScorer.score(truth: truthText, ocr: reading.text, profile: .standard)
                let edits = score.counts.substitutions + score.counts.deletions + score.counts.insertions
                let baselines = photo.truth.baselines.map { line in line.map { result.mapping?.outputPoint(forInput: $0) ?? $0 } }
                let lines = baselines.map(Dewarper.residualCurvature(of:))
                let rises = baselines.map(Dewarper.rise(of:))
                let mean = lines.isEmpty ? 0 : lines.reduce(0, +) / Double(lines.count)
                let worst = lines.max() ?? 0
                // Rises are measured about the page's own median rise, so a page that is only turned a little does
                // not count as bent.
                let medianRise = rises.isEmpty ? 0 : rises.sorted()[rises.count / 2]
                let spread = rises.isEmpty ? 0 : rises.map { abs($0 - medianRise) }.reduce(0, +) / Double(rises.count)
                // Where the page was found against the truth's corners: the detector's quad, and the quad the page
                // was flattened by (after a curled paper's own outline and print ends), each as the largest corner
                // distance (px) and the mean corner error over the page's diagonal.
                let truthCorners = photo.truth.pageCorners
                func off(_ q: Quad?) -> [String: Any]? {
                    guard let q else { return nil }
                    let corners = pairedCornerDistances(truth: truthCorners, found: q)
                    return ["largestCornerPx": corners.max() ?? 0, "cornerError": pageFindingError(truth: truthCorners, found: q).meanCornerErrorOverDiagonal,
                            "quad": q.points.map { [$0.x, $0.y] }]
                }
                let detectorQuad = result.trace?.proposals.first { $0.detector == result.detector }?.quad
                let detectorOff = off(detectorQuad), finalOff = off(result.pageQuad)
                row[name + "Page"] = ["detector": result.detector.rawValue, "found": detectorOff.map { $0 as Any } ?? NSNull(), "flattened": finalOff.map { $0 as Any } ?? NSNull(),
                                      "truth": truthCorners.points.map { [$0.x, $0.y] }]
                row[name] = ["cer": score.cer, "edits": edits, "truthLength": score.counts.truthLength, "curvatureMean": mean, "curvatureWorst": worst, "riseSpread": spread,
                             "measuredBow": (result.mapping?.curvature).map { $0 as Any } ?? NSNull(),
                             "measuredDeparture": (result.mapping?.departure).map { $0 as Any } ?? NSNull(),
                             "dewarped": result.mapping?.dewarp != nil, "reason": result.reason.map { $0 as Any } ?? NSNull()]
                var s = sums[name] ?? (0, 0, 0, 0, 0, 0)
                s.edits += edits; s.length += score.counts.truthLength; s.curvature += mean; s.worst = max(s.worst, worst)
                s.rise += spread; s.pages += 1
                sums[name] = s
                func px(_ o: [String: Any]?) -> String { (o?["largestCornerPx"] as? Double).map { String(format: "%.0f", $0) } ?? "-" }
                FileHandle.standardError.write(Data(String(format: "seed %d %@: CER %.4f curvature mean %.2f worst %.2f px, rise spread %.2f px; measured bow %@ departure %@ %@; page by %@, corners off up to %@ px found, %@ px flattened\n",
                    seed, name, score.cer, mean, worst, spread, result.mapping?.curvature.map { String(format: "%.2f", $0) } ?? "-",
                    result.mapping?.departure.map { String(format: "%.2f", $0) } ?? "-",
                    result.mapping?.dewarp != nil ? "dewarped" : "", result.detector.rawValue, px(detectorOff), px(finalOff)).utf8))
            }
            rows.append(row)
        }
        var summary: [String: Any] = [:]
        for (name, s) in sums {
            summary[name] = ["cer": s.length > 0 ? Double(s.edits) / Double(s.length) : 0,
                             "meanCurvature": s.curvature / Double(max(1, s.pages)), "worstCurvature": s.worst,
                             "meanRiseSpread": s.rise / Double(max(1, s.pages)), "pages": s.pages]
        }
        return ["summary": summary, "pages": rows, "style": style.rawValue,
                "deformation": ["curl": d.curl, "folds": d.folds, "crumple": d.crumple], "difficulty": difficulty.rawValue]
    }

    /// Each truth corner's distance (px) to its found corner, paired in the cyclic order that lies closest (as
    /// `pageFindingError` pairs them).
    static func pairedCornerDistances(truth: Quad, found: Quad) -> [Double] {
        let t = truth.points, f = found.points
        var best: [Double] = []
        for shift in 0..<4 {
            var distances: [Double] = []
            for i in 0..<4 { distances.append(t[i].distance(to: f[(i + shift) % 4])) }
            if best.isEmpty || distances.reduce(0, +) < best.reduce(0, +) { best = distances }
        }
        return best
    }
}
