import Foundation
import Documents
import Imaging
import Scenes
import Testing
@testable import PageFinding

/// The hard cases that motivated the edge detector and its rule, each a generated photo with its seed: the
/// corners found must lie within 1% of the page's diagonal of the truth's (the synthesizer's page corners, which
/// are the expected corners; they are printed on failure).
@Suite("Page finding on the hard cases: gingham, a heavy shadow, stone")
struct HardCaseTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var kind: DocumentKind
        var seed: UInt64
        var difficulty: PageSpec.Difficulty = .ordinary
        var scene: PageSpec.Scene? = nil
        var shadow: Point? = nil
        var shadowStrength: Double? = nil
        var sceneValues: [String: Double]? = nil
        /// What today's code (before the edge detector) did with it, said honestly.
        var before: String
        var description: String { name }

        var spec: PageSpec {
            var spec = PageSpec(document: kind, language: .en, seed: seed, difficulty: difficulty)
            spec.scene = scene
            spec.shadow = shadow
            spec.shadowStrength = shadowStrength
            spec.sceneValues = sceneValues
            return spec
        }
    }

    static let cases: [Case] = [
        // CASES
    ]

    @Test("corners within 1% of the page's diagonal", arguments: cases)
    func corners(_ c: Case) throws {
        let page = try Synthesizer.synthesize(c.spec)
        let image = try ImageFile.decode(page.encoded, name: c.name)
        let found = PageFinder.find(in: image)
        let error = cornerError(page.truth.pageCorners, found.quad)
        #expect(error < 0.01, """
            \(c.name) (before: \(c.before)): corner error \(error) by \(found.detector); \
            found \(found.quad.points), expected \(page.truth.pageCorners.points)
            \(found.trace.lines.joined(separator: "\n"))
            """)
    }

    @Test("without the edge detector the case fails, or is marked as passing already", arguments: cases)
    func failedBefore(_ c: Case) throws {
        let page = try Synthesizer.synthesize(c.spec)
        let image = try ImageFile.decode(page.encoded, name: c.name)
        var parameters = PageFindingParameters.standard
        parameters.rule.usesEdges = false
        let found = PageFinder.find(in: image, parameters: parameters)
        let error = cornerError(page.truth.pageCorners, found.quad)
        let passedBefore = c.before.hasPrefix("passed")
        #expect((error < 0.01) == passedBefore, "\(c.name): before the edge detector, corner error \(error) (said: \(c.before))")
    }
}
