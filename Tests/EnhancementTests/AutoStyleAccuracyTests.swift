import Foundation
import Documents
import Imaging
import Readers
import Scenes
import Scoring
import Testing
import TestSupport
@testable import Enhancement

/// `auto` against `original` with Tesseract, on ordinary and heavy-shadow photos: never worse by more than
/// 0.002 CER on a page, and lower over all of them. The CERs are pinned (SCANLAB_RECORD records them).
@Suite("auto against original, read by Tesseract", .serialized)
struct AutoStyleAccuracyTests {
    struct Page: Sendable, CustomStringConvertible {
        var name: String
        var spec: PageSpec
        var description: String { name }
    }

    static let pages: [Page] = {
        func page(_ name: String, _ kind: DocumentKind, _ seed: UInt64, heavyShadow: Bool) -> Page {
            var spec = PageSpec(document: kind, language: .en, seed: seed, difficulty: .ordinary)
            if heavyShadow { spec.shadowStrength = 0.85 }
            // A smaller frame than 4k keeps the debug build quick; the page still spans most of it.
            spec.size = PhotoSize(width: 2560, height: 1440)
            return Page(name: name, spec: spec)
        }
        return [
            page("receipt-ordinary-1", .receipt, 1, heavyShadow: false),
            page("invoice-ordinary-2", .invoice, 2, heavyShadow: false),
            page("letter-heavy-shadow-1", .letter, 1, heavyShadow: true),
            page("invoice-heavy-shadow-1", .invoice, 1, heavyShadow: true),
        ]
    }()

    @Test("auto is never worse than original by more than 0.002, and better over all")
    func autoAgainstOriginal() throws {
        let reader = try TesseractReader()
        let folder = TestPaths.temporaryFolder("auto-accuracy")
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        var totals: [Style: (edits: Int, length: Int)] = [:]
        for page in Self.pages {
            let photo = try Synthesizer.synthesize(page.spec)
            var cer: [Style: Double] = [:]
            for style in [Style.original, .auto] {
                let result = try Enhancer.apply(style, toFile: photo.encoded, name: page.name + "." + photo.fileExtension)
                let path = folder.appendingPathComponent("\(page.name)-\(style.rawValue).\(result.fileExtension)").path
                try ImageFile.writeAtomically(result.encoded, to: path)
                let reading = try reader.read(imageAt: path, language: .en)
                let score = TextScorer.score(truth: photo.truth.text, ocr: reading.text, profile: .standard)
                let edits = score.counts.substitutions + score.counts.deletions + score.counts.insertions
                cer[style] = score.cer
                var t = totals[style] ?? (0, 0)
                t.edits += edits; t.length += score.counts.truthLength
                totals[style] = t
                lines.append("\(page.name).\(style.rawValue) \(String(format: "%.4f", score.cer))")
            }
            let original = cer[.original] ?? 0, auto = cer[.auto] ?? 1
            #expect(auto <= original + 0.002, "\(page.name): auto \(auto) against original \(original)")
        }
        func aggregate(_ s: Style) -> Double { totals[s].map { Double($0.edits) / Double(max(1, $0.length)) } ?? 1 }
        lines.append("aggregate.original \(String(format: "%.4f", aggregate(.original)))")
        lines.append("aggregate.auto \(String(format: "%.4f", aggregate(.auto)))")
        #expect(aggregate(.auto) < aggregate(.original), "aggregate: auto \(aggregate(.auto)) against original \(aggregate(.original))")
        let outcome = checkReference(lines.joined(separator: "\n") + "\n", named: "auto-vs-original-tesseract.txt",
                                     in: TestPaths.references("EnhancementTests"), comparison: .numbers(tolerance: 0.0005))
        #expect(outcome.failureMessage == nil, "\(outcome.failureMessage ?? "")")
    }
}
