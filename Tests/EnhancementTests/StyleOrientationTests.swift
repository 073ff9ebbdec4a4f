import Foundation
import Documents
import Imaging
import Scenes
import Testing
import TestSupport
@testable import Enhancement

/// The styles' orientation step: a page turned by a quarter turn is cut, sized and toned exactly as the same page
/// upright, and what was found is reported in the turned input's pixels.
@Suite("Orientation in the styles")
struct StyleOrientationTests {
    struct NamedPage: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: PageSpec
        var testDescription: String { name }
    }

    static let pages: [NamedPage] = [
        NamedPage(name: "receipt, flat scan, seed 4", spec: PageSpec(document: .receipt, seed: 4, difficulty: .flat)),
        // Before the page was found again on the image turned upright, this photo turned by 90 or 270 was cut
        // 2% smaller than upright (247,691 bytes of JPEG against 253,591), and by 180 a little differently.
        NamedPage(name: "invoice, ordinary photo, seed 5", spec: PageSpec(document: .invoice, seed: 5, difficulty: .ordinary)),
    ]

    @Test("a page turned by a quarter turn gives the upright page's bytes, its corners turned with the image",
          arguments: pages, [PageOrientation.clockwise, .upsideDown, .counterclockwise])
    func turnedPageIsCutAsUpright(page: NamedPage, orientation: PageOrientation) throws {
        let photo = try Synthesizer.synthesize(page.spec)
        let image = try ImageFile.decode(photo.encoded, name: page.name + "." + photo.fileExtension)
        let upright = try Enhancer.apply(.grayscale, to: image, name: page.name)
        let turned = try Enhancer.apply(.grayscale, to: image.turned(orientation), name: page.name)
        #expect(upright.orientation == .upright, "\(upright.orientationReason ?? "")")
        #expect(turned.orientation == orientation, "\(turned.orientationReason ?? "")")
        // (Compared as one Bool: a failed comparison of two arrays would diff half a megabyte element by element.)
        let same = turned.encoded == upright.encoded
        #expect(same, "\(page.name) at \(orientation.degrees)°: \(turned.bytes) bytes against the upright page's \(upright.bytes)")
        let (w, h) = (Double(image.width), Double(image.height))
        let uprightQuad = try #require(upright.pageQuad), turnedQuad = try #require(turned.pageQuad)
        let expected = orientation.turn(uprightQuad, width: w, height: h)
        for (a, b) in zip(turnedQuad.points, expected.points) {
            #expect(a.distance(to: b) < 1e-6, "corner \(a) where the upright corner turned is \(b)")
        }
        // The mapping takes the turned input's points to the same output points as the upright page's.
        let uprightMapping = try #require(upright.mapping), turnedMapping = try #require(turned.mapping)
        for p in [Point(x: 0.3 * w, y: 0.4 * h), Point(x: 0.6 * w, y: 0.7 * h)] {
            let a = uprightMapping.outputPoint(forInput: p)
            let b = turnedMapping.outputPoint(forInput: orientation.turn(p, width: w, height: h))
            #expect(a.distance(to: b) < 1e-6, "\(p) maps to \(a) upright and to \(b) turned")
        }
    }

    /// A faint dot-matrix receipt of sroie-dev, all capitals, its letters broken into dots: the glyph votes on which
    /// way is up are too even at every turn, and Tesseract's OSD read it upside down (0.51 sure upright, whose
    /// page was then read upside down: CER 0.88 against 0.41), and turned 90° its found crop, a few pixels
    /// different, got 270 at 0.08 and was left sideways (CER 1.93). Reading the page both ways on the lines' axis
    /// tells it at every turn. Skipped without `../shared/real/sroie-dev` beside the checkout.
    @Test("the faint dot-matrix receipt X51007339642 at every quarter turn stands upright and gives the upright page's bytes",
          .enabled(if: TestPaths.realReceipts != nil), arguments: PageOrientation.allCases)
    func faintDotMatrixReceipt(orientation: PageOrientation) throws {
        let folder = try #require(TestPaths.realReceipts)
        let file = folder.appendingPathComponent("X51007339642.jpg")
        let image = try ImageFile.decode([UInt8](Data(contentsOf: file)), name: file.lastPathComponent)
        let turned = try Enhancer.apply(.grayscale, to: image.turned(orientation), name: file.lastPathComponent)
        #expect(turned.orientation == orientation, "\(turned.orientationReason ?? "")")
        guard orientation != .upright else { return }
        let upright = try Enhancer.apply(.grayscale, to: image, name: file.lastPathComponent)
        let same = turned.encoded == upright.encoded
        #expect(same, "at \(orientation.degrees)°: \(turned.bytes) bytes against the upright page's \(upright.bytes)")
    }
}
