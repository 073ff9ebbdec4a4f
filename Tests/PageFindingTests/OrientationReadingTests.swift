import Imaging
import Testing
@testable import PageFinding

/// The reading test the styles ask (Tesseract's recogniser) when the glyphs found the lines' axis but not which way
/// is up: which views it reads and when its answer is taken (`OrientationDetector.read`).
@Suite("Orientation's reading test")
struct OrientationReadingTests {
    static let parameters = OrientationParameters.standard

    /// A view whose top-left pixel is black and every other white: which way it was turned shows where the black
    /// pixel went.
    static let view: Image = {
        var image = Image(width: 40, height: 60, layout: .gray, fill: 255)
        image.pixels[0] = 0
        return image
    }()

    /// How the view was turned before it was read, from where its black pixel lies.
    static func turn(of image: Image) -> PageOrientation {
        let w = image.width, h = image.height
        if image.pixels[0] == 0 { return .upright }
        if image.pixels[w - 1] == 0 { return .clockwise }
        if image.pixels[(h - 1) * w + w - 1] == 0 { return .upsideDown }
        return .counterclockwise
    }

    /// A reading test that reads the view turned by `upright` (the page standing up) at `sure` and any other at 30.
    static func test(upright: PageOrientation, sure: Double, asked: @escaping (PageOrientation) -> Void = { _ in })
        -> OrientationDetector.ReadingTest {
        { image in
            let t = turn(of: image)
            asked(t)
            return t == upright ? sure : 30
        }
    }

    @Test("lines across: the view is read as it lies and turned half, and the surer reading is taken",
          arguments: [PageOrientation.upright, .upsideDown])
    func acrossTaken(lying: PageOrientation) {
        var asked: [PageOrientation] = []
        // Lying at `lying`, the page stands up in the view turned by its inverse.
        let decision = OrientationDetector.read(OrientationSecondOpinionTests.weak(linesRunAcross: true), view: Self.view,
                                                linesRunAcross: true,
                                                readingTest: Self.test(upright: lying.inverse, sure: 80) { asked.append($0) })
        #expect(asked == [.upright, .upsideDown])
        #expect(decision.orientation == lying && decision.confident, "\(decision.reason)")
        #expect(decision.reading == .init(orientation: lying, better: 80, worse: 30, taken: true))
        #expect(decision.glyphOrientation == .upright)
    }

    @Test("lines down: the view is read turned a quarter each way", arguments: [PageOrientation.clockwise, .counterclockwise])
    func downTaken(lying: PageOrientation) {
        var asked: [PageOrientation] = []
        let decision = OrientationDetector.read(OrientationSecondOpinionTests.weak(linesRunAcross: false), view: Self.view,
                                                linesRunAcross: false,
                                                readingTest: Self.test(upright: lying.inverse, sure: 80) { asked.append($0) })
        #expect(asked == [.counterclockwise, .clockwise])
        #expect(decision.orientation == lying && decision.confident, "\(decision.reason)")
    }

    @Test("a lead below the measured one leaves the page as it is, and says so")
    func smallLeadRefused() {
        let sure = 30 + Self.parameters.readingLead - 0.1
        let decision = OrientationDetector.read(OrientationSecondOpinionTests.weak(linesRunAcross: true), view: Self.view,
                                                linesRunAcross: true, readingTest: Self.test(upright: .upsideDown, sure: sure))
        #expect(decision.orientation == .upright && !decision.confident)
        #expect(decision.reading?.taken == false && decision.reason.contains("as sure"), "\(decision.reason)")
        let taken = OrientationDetector.read(OrientationSecondOpinionTests.weak(linesRunAcross: true), view: Self.view,
                                             linesRunAcross: true,
                                             readingTest: Self.test(upright: .upsideDown, sure: 30 + Self.parameters.readingLead))
        #expect(taken.orientation == .upsideDown && taken.confident)
    }

    @Test("when no word is read either way, the print as the glyphs see it is read instead")
    func inkReadWhenNothingRead() {
        // A gray ground with one black pixel: the reading test reads nothing where the ground is gray (Tesseract's
        // threshold lost the print), and reads the black-on-white print the glyphs see.
        var view = Image(width: 40, height: 60, layout: .gray, fill: 200)
        view.pixels[0] = 0
        var asked: [Bool] = []
        let decision = OrientationDetector.read(OrientationSecondOpinionTests.weak(linesRunAcross: true), view: view,
                                                linesRunAcross: true) { image in
            let gray = image.pixels.contains(200)
            asked.append(gray)
            guard !gray else { return nil }
            return Self.turn(of: image) == .upsideDown ? 70 : 25
        }
        #expect(asked == [true, true, false, false])
        #expect(decision.orientation == .upsideDown && decision.confident, "\(decision.reason)")
    }

    @Test("the reading test is asked before the second opinion, and only where the glyphs found the lines' axis")
    func askedBeforeOpinion() {
        var read = 0, opinions = 0
        let readingTest: OrientationDetector.ReadingTest = { _ in read += 1; return 50 }
        let opinion: OrientationDetector.SecondOpinion = { _ in opinions += 1; return (.upsideDown, 5) }
        // A blank page: the glyphs cannot tell the lines' direction, so there is nothing to read along.
        let blank = Image(width: 400, height: 600, layout: .gray, fill: 250)
        let whole = Quad(Box(x: 0, y: 0, width: 400, height: 600))
        let decision = OrientationDetector.detect(in: blank, quad: whole, readingTest: readingTest, secondOpinion: opinion)
        #expect(read == 0 && opinions == 1 && decision.orientation == .upsideDown, "\(decision.reason)")
    }
}
