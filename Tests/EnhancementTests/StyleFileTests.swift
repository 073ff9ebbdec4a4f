import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import Enhancement

@Suite("Style files")
struct StyleFileTests {
    @Test("ink is the smallest style and at least 4 times smaller than the photo")
    func inkIsSmallest() throws {
        var spec = PageSpec(document: .receipt, language: .en, seed: 1, difficulty: .ordinary)
        spec.size = PhotoSize(width: 1333, height: 750)
        let photo = try Synthesizer.synthesize(spec)
        let name = "receipt." + photo.fileExtension
        var bytes: [Style: Int] = [:]
        for style in Style.allCases where style != .auto {
            let result = try Enhancer.apply(style, toFile: photo.encoded, name: name)
            bytes[style] = result.bytes
            if style == .original { #expect(result.encoded == photo.encoded, "original must be the input's bytes") }
        }
        let ink = bytes[.ink] ?? .max
        #expect(ink * 4 <= photo.encoded.count, "ink \(ink) bytes against the photo's \(photo.encoded.count)")
        #expect(bytes.filter { $0.key != .ink }.allSatisfy { $0.value > ink }, "\(bytes)")
    }

    @Test("auto records its choice and the reason; the other styles record none")
    func autoRecordsChoice() throws {
        var spec = PageSpec(document: .receipt, language: .en, seed: 1, difficulty: .ordinary)
        spec.size = PhotoSize(width: 1333, height: 750)
        let photo = try Synthesizer.synthesize(spec)
        let auto = try Enhancer.apply(.auto, toFile: photo.encoded, name: "receipt.jpg")
        #expect(auto.choice != nil && auto.reason?.isEmpty == false)
        #expect(auto.fileExtension == (auto.choice == .ink ? "png" : "jpg"))
        let ink = try Enhancer.apply(.ink, toFile: photo.encoded, name: "receipt.jpg")
        #expect(ink.choice == nil && ink.reason == nil && ink.detector == .brightness)
    }
}
