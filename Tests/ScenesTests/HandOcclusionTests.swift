import Documents
import Foundation
import Geometry
import Imaging
import Scenes
import Testing

/// The truth's `occluded` marks against the skin in the pixels: the same seed photographed with and without a hand
/// differs only where the hand lies (every other value has its own sub-stream of the seed), so the skin over each
/// word can be measured from the image, independently of the hand's own shape function.
@Suite("Hand occlusion marks")
struct HandOcclusionTests {
    /// A pixel is under skin where the channels' absolute differences add up to this (light skin at half coverage
    /// over white paper differs by about 55; the two photos share their noise draws and are not compressed).
    static let skinDifference = 40
    /// A word with this share of its box under skin cannot be read (Tesseract read almost none of the words with a
    /// tenth to a third covered: `Scripts/bench/occlusion.py`), so it must be marked; one with less than the lower
    /// share is readable and must not be. Between the two the sampling grid may fall either way.
    static let mustBeMarked = 0.25
    static let mustNotBeMarked = 0.05

    /// The share of each word's quad under skin, with its mark.
    static func words(_ kind: DocumentKind, seed: UInt64, hand: PageSpec.Hand) throws -> [(text: String, share: Double, marked: Bool)] {
        var spec = PageSpec(document: kind, seed: seed, difficulty: .ordinary, size: .fourK, format: .png)
        spec.hand = hand
        let held = try Synthesizer.synthesize(spec)
        spec.hand = PageSpec.Hand.none
        let bare = try Synthesizer.synthesize(spec)
        let a = held.image, b = bare.image
        #expect(a.width == b.width && a.height == b.height && a.layout == .rgb && b.layout == .rgb)
        return held.truth.words.map { word in
            let box = word.quad.boundingBox
            var inside = 0, skin = 0
            for y in max(0, Int(box.y))..<min(a.height, Int(box.maxY.rounded(.up))) {
                for x in max(0, Int(box.x))..<min(a.width, Int(box.maxX.rounded(.up)))
                where PhotoProbe.inside(word.quad, Double(x) + 0.5, Double(y) + 0.5) >= 0 {
                    inside += 1
                    let k = (y * a.width + x) * 3
                    let difference = (0..<3).reduce(0) { $0 + abs(Int(a.pixels[k + $1]) - Int(b.pixels[k + $1])) }
                    if difference >= skinDifference { skin += 1 }
                }
            }
            return (word.text, inside > 0 ? Double(skin) / Double(inside) : 0, word.occluded == true)
        }
    }

    /// Seeds whose hands lie partly over words. Under the old rule (30% of a 5 × 3 grid) receipt seed 3 left `12ct`
    /// unmarked with 34% of its box under the thumb, and invoice seed 1 left `below.` and `regards` (29%, 30%).
    @Test("every word a third under skin is marked occluded, and no word clear of it", arguments: [
        (DocumentKind.receipt, UInt64(3), PageSpec.Hand.edge), (.invoice, 1, .overPrint), (.screenplay, 3, .overPrint),
    ])
    func marksFollowTheSkin(_ kind: DocumentKind, _ seed: UInt64, _ hand: PageSpec.Hand) throws {
        let words = try Self.words(kind, seed: seed, hand: hand)
        let covered = words.filter { $0.share >= Self.mustBeMarked }
        #expect(!covered.isEmpty, "the hand covers no word on \(kind) seed \(seed)")
        for word in covered {
            #expect(word.marked, "'\(word.text)' is \(Int(word.share * 100))% under skin but not marked occluded")
        }
        for word in words where word.share < Self.mustNotBeMarked {
            #expect(!word.marked, "'\(word.text)' is only \(Int(word.share * 100))% under skin but marked occluded")
        }
    }
}
