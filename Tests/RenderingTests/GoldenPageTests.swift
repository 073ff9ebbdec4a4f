import Documents
import Foundation
import Imaging
import Testing
import TestSupport
@testable import Rendering

/// One page of each kind, pinned by the SHA-256 of its pixels, its PNG bytes and its truth file.
@Suite("Golden pages")
struct GoldenPageTests {
    static let pages: [(DocumentKind, Language, String?)] = [
        (.receipt, .en, nil), (.receipt, .de, nil), (.receipt, .vi, nil), (.invoice, .de, nil), (.invoice, .en, nil),
        (.screenplay, .en, nil), (.screenplay, .en, "title"), (.letter, .en, nil), (.letter, .de, nil),
    ]

    @Test(arguments: 0..<pages.count)
    func pageAndTruthArePinned(index: Int) throws {
        let (kind, language, variant) = Self.pages[index]
        let document = try DocumentGenerator.make(kind: kind, language: language, seed: 7, variant: variant)
        let page = try PageRenderer.render(document)
        let png = try ImageFile.encodePNG(page.image)
        let truth = try page.truth.encoded()
        // The pixels apart from the PNG bytes, so a change in the encoder alone is told from one in the drawing.
        let actual = "pixels \(SHA256.hex(of: page.image.pixels))\npng \(SHA256.hex(of: png))\ntruth \(SHA256.hex(of: truth))\n"
        let name = "\(kind.rawValue)-\(language.rawValue)-seed7\(variant.map { "-\($0)" } ?? "").sha256"
        let outcome = checkReference(actual, named: name, in: TestPaths.references("RenderingTests"))
        #expect(outcome == .matched, "\(outcome.failureMessage ?? "")")
    }

    @Test(arguments: [DocumentKind.receipt, .invoice, .screenplay, .letter])
    func renderingTwiceIsByteIdenticalAndAnotherSeedDiffers(kind: DocumentKind) throws {
        let a = try PageRenderer.render(DocumentGenerator.make(kind: kind, language: .en, seed: 11, variant: nil), dpi: 150)
        let b = try PageRenderer.render(DocumentGenerator.make(kind: kind, language: .en, seed: 11, variant: nil), dpi: 150)
        let c = try PageRenderer.render(DocumentGenerator.make(kind: kind, language: .en, seed: 12, variant: nil), dpi: 150)
        #expect(a.image == b.image)
        #expect(try a.truth.encoded() == b.truth.encoded())
        #expect(a.truth.text != c.truth.text)
        #expect(a.image != c.image)
    }

    @Test func truthRecordsTheFontsGeneratorAndImage() throws {
        let document = try DocumentGenerator.make(kind: .receipt, language: .de, seed: 7, variant: nil)
        let truth = try PageRenderer.render(document).truth
        #expect(truth.generator == GeneratorParameters(document: .receipt, language: .de, seed: 7, variant: document.variant,
                                                       dpi: 300, settings: document.settings))
        #expect(truth.fonts.allSatisfy { document.fonts.all.contains($0) } && !truth.fonts.isEmpty)
        #expect(truth.dateOrder == .dmy)
        #expect(truth.image.width == Int((document.pageWidthMM / 25.4 * 300).rounded()))
        #expect(truth.pageCorners == Quad(Box(x: 0, y: 0, width: Double(truth.image.width), height: Double(truth.image.height))))
        #expect(truth.lines.contains { $0.decorative && $0.text.hasPrefix("---") && $0.wordIDs.isEmpty })
        #expect(!truth.text.contains("---"))
    }
}
