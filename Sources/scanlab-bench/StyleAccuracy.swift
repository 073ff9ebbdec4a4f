import Foundation
import Documents
import Enhancement
import Imaging
import Readers
import Scenes
import Scoring

/// CER of Tesseract per style on a set of pages (real scans with transcripts, or generated pages).
enum StyleAccuracy {
    struct Page {
        var name: String
        var bytes: [UInt8]
        var fileName: String
        var truth: String
        var language: Language
    }

    /// Real pages: every `X.jpg`/`X.png` in `folder` that has `X.txt` beside it.
    static func realPages(in folder: String) throws -> [Page] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        return try names.compactMap { n -> Page? in
            let ext = (n as NSString).pathExtension.lowercased()
            guard ext == "jpg" || ext == "png" || ext == "jpeg" else { return nil }
            let stem = (n as NSString).deletingPathExtension
            let txt = (folder as NSString).appendingPathComponent(stem + ".txt")
            guard let truth = try? String(contentsOfFile: txt, encoding: .utf8) else { return nil }
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(n))))
            return Page(name: stem, bytes: bytes, fileName: n, truth: truth, language: .en)
        }
    }

    /// Generated pages from specs.
    static func generatedPages(_ specs: [(String, PageSpec)]) throws -> [Page] {
        try specs.map { name, spec in
            let page = try Synthesizer.synthesize(spec)
            return Page(name: name, bytes: page.encoded, fileName: name + "." + page.fileExtension, truth: page.truth.text,
                        language: spec.language)
        }
    }

    /// Reads every page in every style; returns the report as a JSON object.
    static func measure(_ pages: [Page], styles: [Style], profile: TextProfile, keep: String?,
                        options: StyleOptions = StyleOptions()) throws -> [String: Any] {
        let reader = try TesseractReader()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var rows: [[String: Any]] = []
        var totals: [Style: (edits: Int, length: Int, bytes: Int, cerSum: Double)] = [:]
        for page in pages {
            var row: [String: Any] = ["page": page.name]
            for style in styles {
                let result = try Enhancer.apply(style, toFile: page.bytes, name: page.fileName, options: options)
                let path = folder.appendingPathComponent("\(page.name)-\(style.rawValue).\(result.fileExtension)").path
                try ImageFile.writeAtomically(result.encoded, to: path)
                if let keep { try? ImageFile.writeAtomically(result.encoded, to: (keep as NSString).appendingPathComponent((path as NSString).lastPathComponent)) }
                let start = DispatchTime.now().uptimeNanoseconds
                let reading = try reader.read(imageAt: path, language: page.language)
                let readMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                let score = TextScorer.score(truth: page.truth, ocr: reading.text, profile: profile)
                let edits = score.counts.substitutions + score.counts.deletions + score.counts.insertions
                var cell: [String: Any] = ["cer": score.cer, "edits": edits, "truthLength": score.counts.truthLength,
                                           "bytes": result.bytes, "detector": result.detector.rawValue, "readMs": readMs, "scale": result.scale]
                if let c = result.choice { cell["choice"] = c.rawValue }
                if let r = result.reason { cell["reason"] = r }
                row[style.rawValue] = cell
                var t = totals[style] ?? (0, 0, 0, 0)
                t.edits += edits; t.length += score.counts.truthLength; t.bytes += result.bytes; t.cerSum += score.cer
                totals[style] = t
                FileHandle.standardError.write(Data("\(page.name) \(style.rawValue) cer \(String(format: "%.4f", score.cer)) \(result.choice?.rawValue ?? "")\n".utf8))
            }
            rows.append(row)
        }
        var summary: [String: Any] = [:]
        for (style, t) in totals {
            summary[style.rawValue] = ["cer": t.length > 0 ? Double(t.edits) / Double(t.length) : 0,
                                       "meanPageCER": t.cerSum / Double(max(1, pages.count)),
                                       "bytes": t.bytes]
        }
        return ["pages": rows, "aggregate": summary, "profile": profile.rawValue, "reader": reader.identity.id]
    }
}
