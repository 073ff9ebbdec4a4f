import Documents
import Foundation
import Imaging
import Testing
@testable import Scenes

/// A page laid at a quarter turn: its truth must stay right in the turned image's pixels.
@Suite("Orientation truth")
struct OrientationTruthTests {
    /// The sum of the pixels whose centres lie inside `box` (a permutation of the image keeps it).
    static func sum(_ image: Image, _ box: Box) -> Int {
        var total = 0
        let x0 = max(0, Int((box.x - 0.5).rounded(.up))), x1 = min(image.width - 1, Int((box.x + box.width - 0.5).rounded(.down)))
        let y0 = max(0, Int((box.y - 0.5).rounded(.up))), y1 = min(image.height - 1, Int((box.y + box.height - 0.5).rounded(.down)))
        guard x0 <= x1, y0 <= y1 else { return 0 }
        for y in y0...y1 { for x in x0...x1 { total += Int(image.pixels[(y * image.width + x) * image.channels]) } }
        return total
    }

    @Test("a flat receipt (seed 4) laid at each turn: same pixels under every word, corners on the image's frame",
          arguments: [PageOrientation.clockwise, .upsideDown, .counterclockwise])
    func flatReceiptWordsStayOnTheirPixels(orientation: PageOrientation) throws {
        let upright = try Synthesizer.synthesize(PageSpec(document: .receipt, seed: 4))
        var spec = PageSpec(document: .receipt, seed: 4)
        spec.orientation = orientation
        let turned = try Synthesizer.synthesize(spec)
        #expect(turned.truth.orientation == orientation)
        #expect(turned.truth.image.width == turned.image.width && turned.truth.image.height == turned.image.height)
        let expected = orientation.turnedSize(width: upright.image.width, height: upright.image.height)
        #expect(turned.image.width == expected.width && turned.image.height == expected.height)
        #expect(turned.truth.words.count == upright.truth.words.count)
        for (before, after) in zip(upright.truth.words, turned.truth.words) {
            #expect(Self.sum(upright.image, before.quad.boundingBox) == Self.sum(turned.image, after.quad.boundingBox), "word \(before.id)")
            #expect(after.pageQuad == before.quad, "the flat quad is kept")
        }
        // The page's own top-left corner lies where the turn puts the image's top-left.
        let w = Double(upright.image.width), h = Double(upright.image.height)
        #expect(turned.truth.pageCorners.topLeft == orientation.turn(Point(x: 0, y: 0), width: w, height: h))
        #expect(turned.truth.text == upright.truth.text)
    }

    @Test("a photographed invoice (seed 5) laid at 180 replays to the same bytes, and 0 without the key stays as before")
    func replayAndUnchangedUpright() throws {
        var spec = PageSpec(document: .invoice, seed: 5, difficulty: .ordinary, dpi: 150)
        spec.orientation = .upsideDown
        let page = try Synthesizer.synthesize(spec)
        let replayed = try Synthesizer.synthesize(PageSpec(truth: GroundTruth.decode(from: page.truth.encoded())))
        #expect(replayed.encoded == page.encoded)
        let truthJSON = String(decoding: try page.truth.encoded(), as: UTF8.self)
        #expect(truthJSON.contains("\"orientation\" : 180"))
        let plain = try Synthesizer.synthesize(PageSpec(document: .invoice, seed: 5, difficulty: .ordinary, dpi: 150))
        #expect(!String(decoding: try plain.truth.encoded(), as: UTF8.self).contains("\"orientation\""))
        // Every word of the photo still lies inside the turned frame.
        for word in page.truth.words {
            for p in word.quad.points {
                #expect(p.x >= -1 && p.y >= -1 && p.x <= Double(page.image.width) + 1 && p.y <= Double(page.image.height) + 1)
            }
        }
    }

    @Test("a truth whose orientation is not a quarter turn is refused, naming the key")
    func badTruthOrientation() throws {
        let page = try Synthesizer.synthesize(PageSpec(document: .receipt, seed: 4, dpi: 100))
        var text = String(decoding: try page.truth.encoded(), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"kind\"", with: "\"orientation\" : 45,\n  \"kind\"")
        #expect(throws: InputFileError.self) { try GroundTruth.decode(from: Data(text.utf8), name: "x.truth.json") }
        do { _ = try GroundTruth.decode(from: Data(text.utf8), name: "x.truth.json") } catch let error as InputFileError {
            #expect(error.message.contains("orientation") && error.message.contains("90"), "\(error.message)")
        }
    }
}
