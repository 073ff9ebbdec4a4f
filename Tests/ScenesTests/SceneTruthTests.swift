import Documents
import Foundation
import Imaging
import Scenes
import Testing

/// The truth follows the page into the photo: words, page corners.
@Suite("Scene truth")
struct SceneTruthTests {
    /// A clean camera: geometry from the preset, no noise, blur, shadow or fade, so positions can be measured.
    static let clean: [String: Double] = ["noise": 0, "shot": 0, "blur": 0, "motion": 0, "shadowStrength": 0,
                                          "fade": 0, "deadLines": 0, "vignette": 0, "gradient": 0]

    @Test(arguments: [PageSpec.Scene.table, .cardOnSheet])
    func wordsInkLiesInsideTheirPhotoQuads(scene: PageSpec.Scene) throws {
        let page = try TestPages.receipt(dpi: 200)
        let spec = PageSpec(document: .receipt, seed: 4, difficulty: .ordinary, scene: scene, pageScale: 0.8,
                            shadowStrength: 0, size: PhotoSize(width: 1200, height: 900))
        let photo = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec)
        let probe = PhotoProbe(try ImageFile.decode(photo.encoded, name: "photo.jpg"))
        #expect(photo.truth.words.count == page.truth.words.count && photo.truth.words.count > 20)
        func darkerInside(_ quads: [Quad]) -> Int {
            quads.filter { q in probe.insideAndRing(q).map { $0.inside < $0.ring - 8 } ?? false }.count
        }
        let quads = photo.truth.words.map(\.quad)
        let good = darkerInside(quads)
        #expect(Double(good) >= 0.9 * Double(quads.count), "only \(good) of \(quads.count) words are darker inside their quads")
        // The same check fails for quads moved off the words, so it can tell.
        let moved = quads.map { q in
            Quad(points: q.points.map { Point(x: $0.x + 0.5 * (q.boundingBox.width + 8), y: $0.y + 0.6 * (q.boundingBox.height + 6)) }) ?? q
        }
        #expect(darkerInside(moved) < quads.count / 2)
        // The flat quads are kept as pageQuad.
        #expect(photo.truth.words.map(\.pageQuad) == page.truth.words.map(\.quad))
    }

    @Test(arguments: [(UInt64(1), PageSpec.Difficulty.hard), (2, .ordinary), (3, .hard)])
    func pageCornersMatchMarkersInThePhoto(seed: UInt64, difficulty: PageSpec.Difficulty) throws {
        // Markers 10 mm in from each corner of a 100 × 140 mm page, and one in the middle.
        let dpi = 100.0, mm = dpi / 25.4
        let centres = [Point(x: 10 * mm, y: 10 * mm), Point(x: 90 * mm, y: 10 * mm), Point(x: 90 * mm, y: 130 * mm),
                       Point(x: 10 * mm, y: 130 * mm), Point(x: 50 * mm, y: 70 * mm)]
        let page = TestPages.markers(widthMM: 100, heightMM: 140, dpi: dpi, markerMM: 6, at: centres)
        let spec = PageSpec(document: .letter, seed: seed, difficulty: difficulty, scene: .table,
                            size: PhotoSize(width: 1000, height: 750), format: .png, sceneValues: Self.clean)
        let photo = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec)
        let probe = PhotoProbe(photo.image)
        var found: [Point] = []
        for word in photo.truth.words {
            let expected = PhotoProbe.diagonalCrossing(word.quad)
            let radius = 0.75 * max(word.quad.boundingBox.width, word.quad.boundingBox.height)
            let centroid = try #require(probe.darkCentroid(near: expected, radius: radius))
            #expect(centroid.distance(to: expected) < 0.3, "marker \(word.id) at \(centroid), truth says \(expected)")
            found.append(centroid)
        }
        // The page's corners, from the four corner markers found in the photo, against the truth's.
        let flatMarkers = try #require(Quad(points: centres.prefix(4).map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }))
        let photoMarkers = try #require(Quad(points: Array(found.prefix(4))))
        let measured = try #require(Homography(from: flatMarkers, to: photoMarkers))
        let pageCorners = page.truth.pageCorners.points.map { measured.apply($0) }
        for (m, t) in zip(pageCorners, photo.truth.pageCorners.points) {
            #expect(m.distance(to: t) < 1, "corner measured at \(m), truth says \(t)")
        }
        #expect(photo.truth.image.width == photo.image.width && photo.truth.image.height == photo.image.height)
    }
}
