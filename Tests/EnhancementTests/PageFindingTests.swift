import Foundation
import Imaging
import Testing
@testable import Enhancement

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

@Suite("Page finding diagnostics", .disabled(if: ProcessInfo.processInfo.environment["SCANLAB_DEBUG_FIND"] == nil))
struct PageFindingDiagnostics {
    @Test func dump() {
        for (name, truth, shadow) in PageFindingTests.cases {
            let photo = SyntheticPhoto.make(corners: truth, shadow: shadow)
            let fine = PageFinder.shrink(photo.image, toLongSide: PageFinder.fineSide)
            let coarse = PageFinder.shrink(fine, toLongSide: PageFinder.coarseSide).boxFiltered(radius: 1)
            print("== \(name)")
            for c in BrightnessDetector().candidates(in: coarse) {
                print(" level \(c.level) area \(Int(c.quad.area)) sol \(c.solidity) corners \(c.corners) share \(c.frameShare) angle \(c.worstAngleOffSquare) contrast \(c.contrast) -> \(c.rejection ?? "ok")")
            }
            let f = 1000.0 / 1200.0
            print(" truth(fine) \(truth.points.map { (Int($0.x * f), Int($0.y * f)) })")
            if let b = BrightnessDetector().best(in: coarse) {
                let s = PageFinder.scale(b.quad, by: Double(fine.width) / Double(coarse.width))
                print(" seen \(s.points.map { (Int($0.x), Int($0.y)) })")
                let r = EdgeRefiner().refine(s, in: fine, searchRadius: 6)
                print(" refined \(r.points.map { (Int($0.x), Int($0.y)) })")
                if let p = PrintDetector().guess(in: fine) {
                    let poly = PolygonGeometry.clockwise(r.points)
                    print(" print hull outside: \(p.inkHull.filter { !PolygonGeometry.contains(poly, $0, tolerance: 5) }.map { (Int($0.x), Int($0.y)) })")
                }
            }
        }
    }
}
