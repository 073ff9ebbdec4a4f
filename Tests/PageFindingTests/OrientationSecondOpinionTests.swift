import Documents
import Imaging
import Scenes
import Testing
@testable import PageFinding

/// The second opinion the styles ask (Tesseract's OSD) when the glyph votes are weak: when it is asked, and when its
/// answer is taken (`OrientationDetector.settle`).
@Suite("Orientation's second opinion")
struct OrientationSecondOpinionTests {
    /// A weak glyph decision: lines found running across (true), down (false) or neither (nil), the votes too even.
    static func weak(linesRunAcross: Bool?) -> OrientationDetector.Decision {
        OrientationDetector.Decision(orientation: .upright, confident: false, glyphs: 120, acrossShare: 0.8, uprightVotes: 13,
                                     upsideDownVotes: 30, reason: "the votes on which way is up are too even",
                                     linesRunAcross: linesRunAcross)
    }

    static let parameters = OrientationParameters.standard

    @Test("an answer on the lines' axis at the measured confidence is taken: 180 and 90 as X51007339642 got them")
    func onAxisTaken() {
        let across = OrientationDetector.settle(Self.weak(linesRunAcross: true), answer: (.upsideDown, 2.28))
        #expect(across.orientation == .upsideDown && across.confident, "\(across.reason)")
        #expect(across.secondOpinion?.taken == true)
        #expect(across.glyphOrientation == .upright)
        let down = OrientationDetector.settle(Self.weak(linesRunAcross: false), answer: (.clockwise, Self.parameters.secondOpinionOnAxis))
        #expect(down.orientation == .clockwise && down.confident, "\(down.reason)")
    }

    @Test("an answer on the axis below the confidence leaves the page upright, and says so")
    func onAxisUnsure() {
        let answer = Self.parameters.secondOpinionOnAxis - 0.01
        let decision = OrientationDetector.settle(Self.weak(linesRunAcross: true), answer: (.upsideDown, answer))
        #expect(decision.orientation == .upright && !decision.confident)
        #expect(decision.secondOpinion == .init(orientation: .upsideDown, confidence: answer, taken: false))
        #expect(decision.reason.contains("below"), "\(decision.reason)")
    }

    @Test("an answer across the lines the glyphs found is never taken, however sure", arguments: [PageOrientation.clockwise, .counterclockwise])
    func acrossTheLinesRefused(answer: PageOrientation) {
        let decision = OrientationDetector.settle(Self.weak(linesRunAcross: true), answer: (answer, 10))
        #expect(decision.orientation == .upright && !decision.confident, "\(decision.reason)")
        let down = OrientationDetector.settle(Self.weak(linesRunAcross: false), answer: (.upsideDown, 10))
        #expect(down.orientation == .upright && !down.confident, "\(down.reason)")
    }

    @Test("with no direction from the glyphs the answer must reach the higher confidence")
    func noDirectionNeedsMore() {
        let alone = Self.parameters.secondOpinionAlone
        let unsure = OrientationDetector.settle(Self.weak(linesRunAcross: nil), answer: (.counterclockwise, alone - 0.1))
        #expect(unsure.orientation == .upright && !unsure.confident)
        let sure = OrientationDetector.settle(Self.weak(linesRunAcross: nil), answer: (.counterclockwise, alone))
        #expect(sure.orientation == .counterclockwise && sure.confident)
        let silent = OrientationDetector.settle(Self.weak(linesRunAcross: nil), answer: nil)
        #expect(silent.orientation == .upright && silent.secondOpinion == nil && silent.reason.contains("could not say"))
    }

    @Test("the second opinion is asked on a weak page only, never on one the glyphs decide")
    func askedOnlyWhenWeak() throws {
        var asked = 0
        let opinion: OrientationDetector.SecondOpinion = { _ in asked += 1; return (.upsideDown, 5) }
        // A blank page: nothing to read, the glyphs are weak and cannot tell the lines' direction.
        let blank = Image(width: 400, height: 600, layout: .gray, fill: 250)
        let whole = Quad(Box(x: 0, y: 0, width: 400, height: 600))
        let settled = OrientationDetector.detect(in: blank, quad: whole, secondOpinion: opinion)
        #expect(asked == 1)
        #expect(settled.orientation == .upsideDown && settled.linesRunAcross == nil, "\(settled.reason)")
        // A page of lines of print the glyphs read upright on their own: the opinion is not asked.
        let page = try OrientationTests.decide(OrientationTests.pages[2], at: .upright)
        #expect(page.confident && page.orientation == .upright)
        asked = 0
        var spec = OrientationTests.pages[2].spec
        spec.orientation = .upright
        let synthesized = try Synthesizer.synthesize(spec)
        let image = try ImageFile.decode(synthesized.encoded, name: "letter." + synthesized.fileExtension)
        let decided = OrientationDetector.detect(in: image, quad: PageFinder.find(in: image.grayscale()).quad, secondOpinion: opinion)
        #expect(asked == 0 && decided.orientation == .upright && decided.secondOpinion == nil)
    }
}
