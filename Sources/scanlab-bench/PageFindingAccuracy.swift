import Foundation
import Documents
import Enhancement
import Imaging
import Scenes
import Scoring

/// Page-finding error against the true corners of generated photos.
enum PageFindingAccuracy {
    /// Every kind at ordinary and hard, card-on-sheet receipts and small receipts; `seeds` of each.
    static func specs(seeds: Int) -> [(group: String, name: String, spec: PageSpec)] {
        var out: [(String, String, PageSpec)] = []
        for kind in DocumentKind.allCases {
            for difficulty in [PageSpec.Difficulty.ordinary, .hard] {
                for seed in 1...max(1, seeds) {
                    let spec = PageSpec(document: kind, language: .en, seed: UInt64(seed), difficulty: difficulty)
                    out.append((difficulty.rawValue, "\(kind.rawValue)-\(difficulty.rawValue)-\(seed)", spec))
                }
            }
        }
        for seed in 1...max(1, seeds) {
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
    static func photo(_ spec: PageSpec, name: String, keep: String?) throws -> (Image, Quad) {
        let base = keep.map { ($0 as NSString).appendingPathComponent(name) }
        if let base, let bytes = FileManager.default.contents(atPath: base + ".jpg"),
           let corners = FileManager.default.contents(atPath: base + ".corners.json"),
           let truth = try? JSONDecoder().decode(Quad.self, from: corners) {
            return (try ImageFile.decode([UInt8](bytes), name: base + ".jpg"), truth)
        }
        let page = try Synthesizer.synthesize(spec)
        if let base, page.fileExtension == "jpg" {
            try ImageFile.writeAtomically(page.encoded, to: base + ".jpg")
            try ImageFile.writeAtomically([UInt8](try JSONEncoder().encode(page.truth.pageCorners)), to: base + ".corners.json")
        }
        return (try ImageFile.decode(page.encoded, name: name), page.truth.pageCorners)
    }

    static func measure(seeds: Int, keep: String?) throws -> [String: Any] {
        var rows: [[String: Any]] = []
        var groups: [String: [(Double, Double)]] = [:]
        for (group, name, spec) in specs(seeds: seeds) {
            let (image, truth) = try photo(spec, name: name, keep: keep)
            let start = DispatchTime.now().uptimeNanoseconds
            let found = PageFinder.find(in: image)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let error = pageFindingError(truth: truth, found: found.quad)
            rows.append(["page": name, "group": group, "detector": found.detector.rawValue, "ms": ms,
                         "cornerError": error.meanCornerErrorOverDiagonal, "iou": error.iou,
                         "found": found.quad.points.map { [$0.x, $0.y] },
                         "truth": truth.points.map { [$0.x, $0.y] }])
            groups[group, default: []].append((error.meanCornerErrorOverDiagonal, error.iou))
            FileHandle.standardError.write(Data("\(name) \(found.detector.rawValue) error \(String(format: "%.4f", error.meanCornerErrorOverDiagonal)) iou \(String(format: "%.3f", error.iou))\n".utf8))
        }
        var summary: [String: Any] = [:]
        let all = groups.values.flatMap { $0 }
        func describe(_ v: [(Double, Double)]) -> [String: Any] {
            ["pages": v.count,
             "meanCornerError": v.map(\.0).reduce(0, +) / Double(max(1, v.count)),
             "meanIoU": v.map(\.1).reduce(0, +) / Double(max(1, v.count)),
             "shareUnder1Percent": Double(v.filter { $0.0 < 0.01 }.count) / Double(max(1, v.count))]
        }
        for (g, v) in groups { summary[g] = describe(v) }
        summary["all"] = describe(all)
        return ["pages": rows, "summary": summary]
    }
}
