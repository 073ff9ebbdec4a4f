import Foundation
import Documents
import Geometry
import Enhancement
import Imaging
import Scenes
import Scoring

/// Page-finding error against the true corners of generated photos.
enum PageFindingAccuracy {
    /// Every kind at ordinary and hard, card-on-sheet receipts and small receipts; `seeds` of each, from `first`
    /// on (card-on-sheet receipts take seeds from 100 + `first`, small receipts from 200 + `first`, so a second,
    /// untouched range such as `--first-seed 1001` shares no photo with the default one).
    static func specs(seeds: Int, first: Int = 1) -> [(group: String, name: String, spec: PageSpec)] {
        var out: [(String, String, PageSpec)] = []
        let range = first...(first + max(1, seeds) - 1)
        for kind in DocumentKind.allCases {
            for difficulty in [PageSpec.Difficulty.ordinary, .hard] {
                for seed in range {
                    let spec = PageSpec(document: kind, language: .en, seed: UInt64(seed), difficulty: difficulty)
                    out.append((difficulty.rawValue, "\(kind.rawValue)-\(difficulty.rawValue)-\(seed)", spec))
                }
            }
        }
        for seed in range {
            var card = PageSpec(document: .receipt, language: .en, seed: UInt64(100 + seed), difficulty: .ordinary)
            card.scene = .cardOnSheet
            out.append(("card-on-sheet", "receipt-card-on-sheet-\(100 + seed)", card))
            var small = PageSpec(document: .receipt, language: .en, seed: UInt64(200 + seed), difficulty: .ordinary)
            small.pageScale = 0.4
            out.append(("small-receipt", "receipt-small-\(200 + seed)", small))
        }
        return out
    }

    /// The photo and its true corners; with `keep`, both are written there and read back on later runs, so
    /// trying a change to the finder does not synthesise every photo again.
    static func photo(_ spec: PageSpec, name: String, keep: String?) throws -> (Image, Quad, [Quad]) {
        let base = keep.map { ($0 as NSString).appendingPathComponent(name) }
        if let base, let bytes = FileManager.default.contents(atPath: base + ".jpg"),
           let corners = FileManager.default.contents(atPath: base + ".corners.json"),
           let truth = try? JSONDecoder().decode(Quad.self, from: corners),
           let wordData = FileManager.default.contents(atPath: base + ".words.json"),
           let words = try? JSONDecoder().decode([Quad].self, from: wordData) {
            return (try ImageFile.decode([UInt8](bytes), name: base + ".jpg"), truth, words)
        }
        let page = try Synthesizer.synthesize(spec)
        let words = page.truth.words.map(\.quad)
        if let base, page.fileExtension == "jpg" {
            try ImageFile.writeAtomically(page.encoded, to: base + ".jpg")
            try ImageFile.writeAtomically([UInt8](try JSONEncoder().encode(page.truth.pageCorners)), to: base + ".corners.json")
            try ImageFile.writeAtomically([UInt8](try JSONEncoder().encode(words)), to: base + ".words.json")
        }
        return (try ImageFile.decode(page.encoded, name: name), page.truth.pageCorners, words)
    }

    /// The share of the truth's words that the found quad leaves out: a word is left out when less than half
    /// of its quad lies inside (the crop cuts it).
    static func wordsLeftOut(_ words: [Quad], by found: Quad) -> Double {
        guard !words.isEmpty else { return 0 }
        let outside = words.filter { PolygonGeometry.overlap(of: $0, within: found) < 0.5 }.count
        return Double(outside) / Double(words.count)
    }

    /// Pages whose crop leaves out more than this share of the truth's words count as cutting print (the
    /// issue's bar: 0.5%, about one word of a 200-word page).
    static let wordLossLimit = 0.005

    /// - Parameter only: when given, only the pages of these names are measured.
    static func measure(seeds: Int, first: Int = 1, keep: String?, parameters: PageFindingParameters = .standard,
                        only: Set<String>? = nil) throws -> [String: Any] {
        var rows: [[String: Any]] = []
        var groups: [String: [(Double, Double, Double)]] = [:]
        var detectors: [String: [(Double, Double, Double)]] = [:]
        for (group, name, spec) in specs(seeds: seeds, first: first) where only?.contains(name) ?? true {
            let (image, truth, words) = try photo(spec, name: name, keep: keep)
            let start = DispatchTime.now().uptimeNanoseconds
            let found = PageFinder.find(in: image, parameters: parameters)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let error = pageFindingError(truth: truth, found: found.quad)
            let lost = wordsLeftOut(words, by: found.quad)
            rows.append(["page": name, "group": group, "detector": found.detector.rawValue, "ms": ms, "reason": found.trace.reason,
                         "cornerError": error.meanCornerErrorOverDiagonal, "iou": error.iou, "wordsLeftOut": lost,
                         "found": found.quad.points.map { [$0.x, $0.y] },
                         "truth": truth.points.map { [$0.x, $0.y] }])
            groups[group, default: []].append((error.meanCornerErrorOverDiagonal, error.iou, lost))
            detectors["\(group)/\(found.detector.rawValue)", default: []].append((error.meanCornerErrorOverDiagonal, error.iou, lost))
            FileHandle.standardError.write(Data("\(name) \(found.detector.rawValue) error \(String(format: "%.4f", error.meanCornerErrorOverDiagonal)) iou \(String(format: "%.3f", error.iou))\n".utf8))
        }
        var summary: [String: Any] = [:]
        let all = groups.values.flatMap { $0 }
        func describe(_ v: [(Double, Double, Double)]) -> [String: Any] {
            ["pages": v.count,
             "meanCornerError": v.map(\.0).reduce(0, +) / Double(max(1, v.count)),
             "meanIoU": v.map(\.1).reduce(0, +) / Double(max(1, v.count)),
             "shareUnder1Percent": Double(v.filter { $0.0 < 0.01 }.count) / Double(max(1, v.count)),
             "shareKeepingWords": Double(v.filter { $0.2 <= wordLossLimit }.count) / Double(max(1, v.count))]
        }
        for (g, v) in groups { summary[g] = describe(v) }
        summary["all"] = describe(all)
        var perDetector: [String: Any] = [:]
        for (d, v) in detectors { perDetector[d] = describe(v) }
        return ["pages": rows, "summary": summary, "perDetector": perDetector]
    }
}
