import Foundation
import Imaging
import Testing
@testable import PageFinding

@Suite("Page finding on photos made here")
struct PageFindingTests {
    static let cases: [(String, Quad, Double)] = [
        ("straight", Quad(topLeft: .init(x: 300, y: 80), topRight: .init(x: 880, y: 95), bottomRight: .init(x: 900, y: 840), bottomLeft: .init(x: 280, y: 820)), 0),
        ("perspective", Quad(topLeft: .init(x: 380, y: 120), topRight: .init(x: 820, y: 140), bottomRight: .init(x: 940, y: 860), bottomLeft: .init(x: 250, y: 830)), 0),
        ("rotated", Quad(topLeft: .init(x: 420, y: 40), topRight: .init(x: 930, y: 200), bottomRight: .init(x: 760, y: 870), bottomLeft: .init(x: 250, y: 700)), 0),
        ("shadowed", Quad(topLeft: .init(x: 300, y: 80), topRight: .init(x: 880, y: 95), bottomRight: .init(x: 900, y: 840), bottomLeft: .init(x: 280, y: 820)), 0.5),
    ]

    @Test("corners within 1% of the diagonal", arguments: 0..<cases.count)
    func findsCorners(index: Int) {
        let (name, truth, shadow) = Self.cases[index]
        let photo = SyntheticPhoto.make(corners: truth, shadow: shadow, seed: UInt64(index + 1))
        let found = PageFinder.find(in: photo.image)
        let error = cornerError(truth, found.quad)
        #expect(found.detector == .brightness, "\(name): \(found.detector)")
        #expect(error < 0.01, "\(name): corner error \(error) of the diagonal; found \(found.quad.points)")
    }

    @Test("a frame with no page gives the whole image")
    func nothingFound() {
        var rng = SplitMix(seed: 9)
        var img = Image(width: 400, height: 300, layout: .gray)
        for i in 0..<img.pixels.count { img.pixels[i] = UInt8(100 + Int(rng.next() % 20)) }
        let found = PageFinder.find(in: img)
        #expect(found.detector == .none)
        #expect(found.quad == Quad(Box(x: 0, y: 0, width: 400, height: 300)))
    }
}
