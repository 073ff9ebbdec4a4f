import Documents
import Foundation
import Geometry
import Imaging
import Scenes
import Testing

/// Paper that is not flat, a hand, and the phone preset: the truth follows the paper, and the bytes follow the seed.
@Suite("Paper deformation, hand and phone")
struct PaperDeformationTests {
    /// A clean camera, so positions can be measured (as in the scene truth tests).
    static let clean: [String: Double] = ["noise": 0, "shot": 0, "blur": 0, "motion": 0, "shadowStrength": 0,
                                          "fade": 0, "deadLines": 0, "vignette": 0, "gradient": 0, "tilt": 8]

    static func curled(curl: Double, folds: Int = 0, crumple: Double = 0, hand: PageSpec.Hand? = nil,
                       seed: UInt64 = 4) throws -> (SynthesizedPage, GroundTruth) {
        let page = try TestPages.receipt(dpi: 200)
        var spec = PageSpec(document: .receipt, seed: seed, difficulty: .ordinary, scene: .table, pageScale: 0.85,
                            shadowStrength: 0, size: PhotoSize(width: 1200, height: 900), format: .png, sceneValues: clean)
        spec.curl = curl; spec.folds = folds; spec.crumple = crumple; spec.hand = hand
        return (try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec), page.truth)
    }

    @Test(arguments: [(0.8, 0, 0.0), (0.3, 2, 0.0), (0.2, 1, 0.6)])
    func wordsInkLiesInsideTheirWarpedQuads(curl: Double, folds: Int, crumple: Double) throws {
        let (photo, flat) = try Self.curled(curl: curl, folds: folds, crumple: crumple)
        let probe = PhotoProbe(photo.image)
        func darkerInside(_ quads: [Quad]) -> Int {
            quads.filter { q in probe.insideAndRing(q).map { $0.inside < $0.ring - 8 } ?? false }.count
        }
        let quads = photo.truth.words.map(\.quad)
        #expect(quads.count == flat.words.count && quads.count > 20)
        let good = darkerInside(quads)
        #expect(Double(good) >= 0.85 * Double(quads.count), "only \(good) of \(quads.count) words are darker inside their quads")
        // Each word's quad bounds its warped outline, which the truth keeps as `polygon`.
        for word in photo.truth.words {
            let polygon = try #require(word.polygon)
            #expect(polygon.count == 24)
            #expect(polygon.allSatisfy { PhotoProbe.inside(word.quad, $0.x, $0.y) >= -0.01 })
        }
    }

    @Test func curlMovesWordsAwayFromTheFlatCamerasQuads() throws {
        // Same camera with and without curl: the curl must move the far words by more than a line's height,
        // so a truth that ignored the mesh would be wrong.
        let (curled, _) = try Self.curled(curl: 0.9)
        let (flat, _) = try Self.curled(curl: 0)
        #expect(flat.truth.words.allSatisfy { $0.polygon == nil })
        let shifts = zip(curled.truth.words, flat.truth.words).map { a, b in
            PhotoProbe.diagonalCrossing(a.quad).distance(to: PhotoProbe.diagonalCrossing(b.quad))
        }
        let lineHeight = flat.truth.words.map { $0.quad.boundingBox.height }.sorted()[flat.truth.words.count / 2]
        #expect((shifts.max() ?? 0) > 2 * lineHeight)
    }

    @Test func sameSeedSameBytesDifferentSeedDifferentBytes() throws {
        let a = try Self.curled(curl: 0.5, folds: 1, crumple: 0.5, hand: .corner, seed: 9).0
        let b = try Self.curled(curl: 0.5, folds: 1, crumple: 0.5, hand: .corner, seed: 9).0
        let c = try Self.curled(curl: 0.5, folds: 1, crumple: 0.5, hand: .corner, seed: 10).0
        #expect(a.encoded == b.encoded)
        #expect(a.truth == b.truth)
        #expect(a.encoded != c.encoded)
    }

    @Test func aHandOverThePrintCoversWordsAndTheTruthSaysWhich() throws {
        let (photo, _) = try Self.curled(curl: 0, hand: .overPrint, seed: 5)
        let occluded = photo.truth.words.filter { $0.occluded == true }
        let visible = photo.truth.words.filter { $0.occluded != true }
        #expect(!occluded.isEmpty && !visible.isEmpty)
        // Skin is redder than paper: the covered words' quads are red-tinted, the visible ones are not.
        func redness(_ q: Quad) -> Double {
            let box = q.boundingBox, image = photo.image
            var r = 0.0, b = 0.0
            for y in max(0, Int(box.y))..<min(image.height, Int(box.maxY)) {
                for x in max(0, Int(box.x))..<min(image.width, Int(box.maxX)) {
                    r += Double(image.pixels[(y * image.width + x) * 3]); b += Double(image.pixels[(y * image.width + x) * 3 + 2])
                }
            }
            return r / max(1, b)
        }
        let coveredRedness = occluded.map { redness($0.quad) }.sorted()[occluded.count / 2]
        let visibleRedness = visible.map { redness($0.quad) }.sorted()[visible.count / 2]
        #expect(coveredRedness > visibleRedness + 0.15, "covered \(coveredRedness), visible \(visibleRedness)")
        // Without a hand nothing is marked.
        let (bare, _) = try Self.curled(curl: 0, seed: 5)
        #expect(bare.truth.words.allSatisfy { $0.occluded == nil })
    }

    @Test func phonePresetDrawsAPhoneFrameAndReplaysByteForByte() throws {
        var spec = PageSpec(document: .receipt, seed: 21, difficulty: .phone, dpi: 150)
        spec.format = .jpg
        let page = try Synthesizer.synthesize(spec)
        let scene = try #require(page.truth.scene)
        // The frame is drawn 800–3000 px on its long side (4:3); a crop to the page, as people make before sharing
        // (most phone photos are cropped: `cropChance`), leaves an image inside it.
        let frame = scene.size.split(separator: "x").compactMap { Int($0) }
        #expect(frame.count == 2 && (800...3000).contains(frame[0]) && abs(Double(frame[0]) / Double(frame[1]) - 4.0 / 3.0) < 0.01)
        let cropped = (scene.values["crop"] ?? 0) > 0
        let long = max(page.truth.image.width, page.truth.image.height), short = min(page.truth.image.width, page.truth.image.height)
        #expect(cropped ? long <= frame[0] && short <= frame[1] : long == frame[0] && short == frame[1], "\(long)x\(short) in \(frame)")
        #expect((55...88).contains(scene.jpegQuality ?? 0))
        let again = try Synthesizer.synthesize(PageSpec(truth: page.truth))
        #expect(again.encoded == page.encoded)
    }

    @Test func otherPresetsRecordNoPhoneOrPaperValues() throws {
        let page = try TestPages.receipt(dpi: 100)
        let spec = PageSpec(document: .receipt, seed: 3, difficulty: .hard, scene: .table, size: PhotoSize(width: 800, height: 600))
        let photo = try Synthesizer.photograph(page: page.image, truth: page.truth, spec: spec)
        let keys = Set(photo.truth.scene?.values.keys.map { $0 } ?? [])
        #expect(keys.isDisjoint(with: ["curl", "folds", "crumple", "hand", "glare", "smear", "sharpen", "frameLong", "exposure"]))
    }

    @Test func outOfRangeDeformationIsRefused() throws {
        var spec = PageSpec(document: .receipt, seed: 1, difficulty: .ordinary)
        spec.folds = 3
        #expect(throws: SceneError.self) { try Synthesizer.synthesize(spec) }
        spec.folds = nil; spec.curl = 1.5
        #expect(throws: SceneError.self) { try Synthesizer.synthesize(spec) }
    }
}

/// The camera keeps a curled page's raised ends in view: placed for the flat page, a curl's ends (closer to the
/// camera, so larger) left the frame on 5 of 20 `ordinary` receipts at curl 0.6 (`scanlab-bench dewarp`), which
/// then measured page finding and dewarping on pages cut by the frame.
@Suite("Curled pages stay in the frame")
struct CurledPageFramingTests {
    static func photo(seed: UInt64, curl: Double) throws -> SynthesizedPage {
        var spec = PageSpec(document: .receipt, language: .en, seed: seed, difficulty: .ordinary)
        spec.curl = curl; spec.folds = 0; spec.crumple = 0; spec.hand = PageSpec.Hand.none
        return try Synthesizer.synthesize(spec)
    }

    static func inFrame(_ p: Point, _ page: SynthesizedPage) -> Bool {
        p.x >= 0 && p.y >= 0 && p.x <= Double(page.image.width) && p.y <= Double(page.image.height)
    }

    @Test("a curl whose ends would leave the frame moves the camera back: every corner and word is in view")
    func raisedEndsInView() throws {
        // Seed 9: placed for the flat page, the curled page's bottom-left corner stood 520 px left of the frame.
        let curled = try Self.photo(seed: 9, curl: 0.6), flat = try Self.photo(seed: 9, curl: 0)
        let corners = [curled.truth.pageCorners.topLeft, curled.truth.pageCorners.topRight,
                       curled.truth.pageCorners.bottomRight, curled.truth.pageCorners.bottomLeft]
        #expect(corners.allSatisfy { Self.inFrame($0, curled) }, "corners \(corners)")
        let outside = curled.truth.words.filter { w in
            ![w.quad.topLeft, w.quad.topRight, w.quad.bottomRight, w.quad.bottomLeft].allSatisfy { Self.inFrame($0, curled) }
        }
        #expect(outside.isEmpty, "\(outside.count) words reach outside the frame")
        let distance = try #require(curled.truth.scene?.values["distance"]), flatDistance = try #require(flat.truth.scene?.values["distance"])
        #expect(distance > flatDistance, "camera at \(distance) mm, \(flatDistance) mm for the flat page")
    }

    @Test("a curled page that fitted is photographed from where the flat page is")
    func fittingCurlKeepsTheCamera() throws {
        // Seed 3 at curl 0.6 fitted the frame as placed for the flat page.
        let curled = try Self.photo(seed: 3, curl: 0.6), flat = try Self.photo(seed: 3, curl: 0)
        #expect(curled.truth.scene?.values["distance"] == flat.truth.scene?.values["distance"])
        #expect(curled.truth.scene?.values["scale"] == flat.truth.scene?.values["scale"])
    }
}
