import Foundation
import Documents
import Enhancement
import Imaging
import Readers
import Scenes
import Scoring

/// How often each orientation method is right, and how fast, on generated pages laid at 0, 90, 180 and 270 degrees
/// (every kind, flat and ordinary photos) and on real receipts turned by those amounts; with `cer`, Tesseract's CER
/// on the real receipts read upright and turned (through one style, which must turn them back).
enum OrientationAccuracy {
    /// One method's tally over one group of pages at one orientation.
    struct Tally {
        var pages = 0
        var right = 0
        /// Pages left upright because the evidence was weak.
        var weak = 0
        var milliseconds: [Double] = []
        /// The thread's CPU time: on a loaded machine the wall clock also counts other processes' turns.
        var cpuMilliseconds: [Double] = []
        var wrong: [String] = []

        mutating func add(name: String, truth: PageOrientation, found: PageOrientation, weak isWeak: Bool, ms: Double, cpuMs: Double) {
            pages += 1
            if found == truth { right += 1 } else { wrong.append("\(name)→\(found.degrees)") }
            if isWeak { weak += 1 }
            milliseconds.append(ms)
            cpuMilliseconds.append(cpuMs)
        }

        var json: [String: Any] {
            let sorted = milliseconds.sorted()
            let cpu = cpuMilliseconds.sorted()
            return ["pages": pages, "right": right, "accuracy": pages > 0 ? Double(right) / Double(pages) : 0, "weak": weak,
                    "meanCpuMs": cpu.isEmpty ? 0 : cpu.reduce(0, +) / Double(cpu.count), "maxCpuMs": cpu.last ?? 0,
                    "meanMs": sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count),
                    "medianMs": sorted.isEmpty ? 0 : sorted[sorted.count / 2], "maxMs": sorted.last ?? 0,
                    "wrong": Array(wrong.prefix(20))]
        }
    }

    /// Below this confidence Tesseract's OSD answer is not trusted and the page is left upright, as the glyph method
    /// leaves it on weak evidence; Tesseract's own documentation calls confidences under about 2 unreliable, and on
    /// the sroie-dev receipts upright pages scored as low as 0.14.
    static let osdMinimumConfidence = 1.0

    final class Measurement {
        var tallies: [String: Tally] = [:]
        let osd: TesseractOrientation?

        init(osd: Bool) throws { self.osd = osd ? try TesseractOrientation() : nil }

        /// Runs both methods on one image whose page lies at `truth`.
        func measure(_ image: Image, name: String, group: String, truth: PageOrientation) {
            let gray = image.grayscale()
            // As the styles do: the found corners, starting nearest the image's top-left.
            let quad = PageFinder.find(in: gray).quad.cycledToImageTopLeft()
            var start = DispatchTime.now().uptimeNanoseconds
            var cpuStart = OrientationAccuracy.cpuNanoseconds()
            // As the styles decide (`UprightPage`): the glyphs, and when they are weak Tesseract reading the page both
            // ways on the lines' axis, then its OSD. "glyphs" is what the glyphs alone said (upright when weak), "styles"
            // the settled decision; both timed together.
            let decision = OrientationDetector.detect(in: gray, quad: quad, readingTest: OrientationReadingTest.shared.meanConfidence,
                                                      secondOpinion: OrientationSecondOpinion.shared.ask)
            var ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            var cpuMs = Double(OrientationAccuracy.cpuNanoseconds() &- cpuStart) / 1e6
            let glyphsWeak = !decision.confident || decision.secondOpinion != nil || decision.reading != nil
            tallies["glyphs \(group) \(truth.degrees)", default: Tally()]
                .add(name: name, truth: truth, found: decision.glyphOrientation, weak: glyphsWeak, ms: ms, cpuMs: cpuMs)
            tallies["styles \(group) \(truth.degrees)", default: Tally()]
                .add(name: name, truth: truth, found: decision.orientation, weak: !decision.confident, ms: ms, cpuMs: cpuMs)
            var line = "\(name) truth \(truth.degrees) glyphs \(decision.glyphOrientation.degrees) styles \(decision.orientation.degrees) (\(decision.reason)) \(String(format: "%.1f", ms)) ms, cpu \(String(format: "%.1f", cpuMs)) ms"
            if let osd {
                start = DispatchTime.now().uptimeNanoseconds
                cpuStart = OrientationAccuracy.cpuNanoseconds()
                let view = OrientationDetector.view(of: gray, quad: quad)
                let answer = view.flatMap { osd.detect($0) }
                ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                cpuMs = Double(OrientationAccuracy.cpuNanoseconds() &- cpuStart) / 1e6
                let trusted = answer.map { $0.confidence >= OrientationAccuracy.osdMinimumConfidence } ?? false
                tallies["osd-raw \(group) \(truth.degrees)", default: Tally()]
                    .add(name: name, truth: truth, found: answer?.orientation ?? .upright, weak: answer == nil, ms: ms, cpuMs: cpuMs)
                tallies["osd \(group) \(truth.degrees)", default: Tally()]
                    .add(name: name, truth: truth, found: trusted ? answer?.orientation ?? .upright : .upright, weak: !trusted, ms: ms,
                         cpuMs: cpuMs)
                line += " osd \(answer.map { "\($0.orientation.degrees) conf \(String(format: "%.2f", $0.confidence))" } ?? "none") \(String(format: "%.1f", ms)) ms"
                // The reading test on every page whose lines' axis the glyphs found, as if its votes were weak.
                if let view, let across = decision.linesRunAcross {
                    start = DispatchTime.now().uptimeNanoseconds
                    cpuStart = OrientationAccuracy.cpuNanoseconds()
                    var weakGlyphs = decision
                    (weakGlyphs.confident, weakGlyphs.orientation, weakGlyphs.reason) = (false, .upright, "")
                    let read = OrientationDetector.read(weakGlyphs, view: view, linesRunAcross: across,
                                                        readingTest: OrientationReadingTest.shared.meanConfidence)
                    ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                    cpuMs = Double(OrientationAccuracy.cpuNanoseconds() &- cpuStart) / 1e6
                    tallies["reading \(group) \(truth.degrees)", default: Tally()]
                        .add(name: name, truth: truth, found: read.orientation, weak: !read.confident, ms: ms, cpuMs: cpuMs)
                    if let r = read.reading {
                        line += String(format: " reading %d %.1f vs %.1f lead %.1f %@ %.1f ms cpu", r.orientation.degrees, r.better, r.worse,
                                       r.lead, r.orientation == truth ? "right" : "WRONG", cpuMs)
                    }
                }
            }
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// This thread's CPU time in nanoseconds.
    static func cpuNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Every kind, flat and ordinary, `seeds` seeds each, at all four orientations; then every real page in `real`
    /// turned by each; with `cerStyle`, the real pages' CER through that style at each orientation.
    static func measure(seeds: Int, firstSeed: Int, real: String?, osd: Bool, cerStyle: Style?,
                        kinds: [DocumentKind], difficulties: [PageSpec.Difficulty]) throws -> [String: Any] {
        let measurement = try Measurement(osd: osd)
        for kind in kinds {
            for difficulty in difficulties {
                for seed in firstSeed..<(firstSeed + max(1, seeds)) {
                    for orientation in PageOrientation.allCases {
                        var spec = PageSpec(document: kind, language: .en, seed: UInt64(seed), difficulty: difficulty)
                        spec.orientation = orientation
                        let page = try Synthesizer.synthesize(spec)
                        let image = try ImageFile.decode(page.encoded, name: "\(kind.rawValue)-\(seed).\(page.fileExtension)")
                        measurement.measure(image, name: "\(kind.rawValue)-\(difficulty.rawValue)-\(seed)",
                                            group: difficulty.rawValue, truth: orientation)
                    }
                }
            }
        }
        var cer: [String: Any] = [:]
        if let real {
            let pages = try StyleAccuracy.realPages(in: real)
            let reader = cerStyle == nil ? nil : try TesseractReader()
            var totals: [PageOrientation: (edits: Int, length: Int)] = [:]
            for page in pages {
                let upright = try ImageFile.decode(page.bytes, name: page.fileName)
                for orientation in PageOrientation.allCases {
                    let turned = upright.turned(orientation)
                    measurement.measure(turned, name: page.name, group: "real", truth: orientation)
                    guard let cerStyle, let reader else { continue }
                    let styled = try Enhancer.apply(cerStyle, to: turned, name: page.fileName)
                    let image = try ImageFile.decode(styled.encoded, name: "styled." + styled.fileExtension)
                    let reading = try reader.read(image, language: page.language, name: page.name)
                    // Caseless: the SROIE transcripts are upper case (as the corpus's real folder scores them).
                    let score = TextScorer.score(truth: page.truth, ocr: reading.text, profile: .caseless)
                    var total = totals[orientation] ?? (0, 0)
                    total.edits += score.counts.substitutions + score.counts.deletions + score.counts.insertions
                    total.length += score.counts.truthLength
                    totals[orientation] = total
                    FileHandle.standardError.write(Data("\(page.name) \(orientation.degrees) \(cerStyle.rawValue) turned from \(styled.orientation?.degrees ?? -1) cer \(String(format: "%.4f", score.cer))\n".utf8))
                }
            }
            for (orientation, total) in totals {
                cer[String(orientation.degrees)] = ["cer": total.length > 0 ? Double(total.edits) / Double(total.length) : 0,
                                                    "edits": total.edits, "truthLength": total.length]
            }
            if let style = cerStyle { cer["style"] = style.rawValue }
        }
        var summary: [String: Any] = [:]
        for (key, tally) in measurement.tallies { summary[key] = tally.json }
        return ["summary": summary, "cer": cer, "osdMinimumConfidence": osdMinimumConfidence]
    }
}
