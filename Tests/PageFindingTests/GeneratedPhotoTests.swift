import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import PageFinding

/// Page finding on photos from the scene synthesizer, at about 1 MP so the debug build stays quick.
@Suite("Page finding on generated photos")
struct GeneratedPhotoTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var kind: DocumentKind
        var seed: UInt64
        var scene: PageSpec.Scene? = nil
        var pageScale: Double? = nil
        var size = PhotoSize(width: 1333, height: 750)
        var detector: PageDetector
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "receipt on wood", kind: .receipt, seed: 1, detector: .brightness),
        Case(name: "invoice", kind: .invoice, seed: 6, detector: .brightness),
        Case(name: "letter", kind: .letter, seed: 7, detector: .brightness),
        Case(name: "small receipt", kind: .receipt, seed: 203, pageScale: 0.4, detector: .brightness),
        // A gingham cloth hides the paper from the brightness detector; the edges around the print find it.
        Case(name: "receipt on gingham", kind: .receipt, seed: 2, detector: .print),
        Case(name: "letter on gingham", kind: .letter, seed: 4, detector: .print),
        // A shadow's band cuts the receipt in two bright pieces; joined, they are the page. Since find20 left the
        // table's flecks out of the print (`Print.strayReach`), the print no longer spreads over the frame, and the
        // edges found around all of it (four sides, the same corners to a pixel) take over from the joined outline.
        Case(name: "receipt cut by a shadow", kind: .receipt, seed: 14, detector: .print),
        // A card's print must stay legible at grid scale, so this frame is larger.
        Case(name: "card on sheet", kind: .receipt, seed: 101, scene: .cardOnSheet, size: PhotoSize(width: 2560, height: 1440), detector: .print),
    ]

    @Test("corners within 1% of the page's diagonal", arguments: cases)
    func corners(_ c: Case) throws {
        var spec = PageSpec(document: c.kind, language: .en, seed: c.seed, difficulty: .ordinary)
        spec.scene = c.scene
        spec.pageScale = c.pageScale
        spec.size = c.size
        let page = try Synthesizer.synthesize(spec)
        let image = try ImageFile.decode(page.encoded, name: c.name)
        let found = PageFinder.find(in: image)
        let error = cornerError(page.truth.pageCorners, found.quad)
        #expect(found.detector == c.detector, "\(c.name): found by \(found.detector)")
        #expect(error < 0.01, "\(c.name): corner error \(error); found \(found.quad.points), truth \(page.truth.pageCorners.points)")
    }
}
