import Imaging

/// The orientation step of the processed styles: how the found page lies, and the image turned so it stands upright,
/// with the page found again on it.
///
/// The detectors read a turned page differently from the same page upright (print lines are sought running across,
/// grids are shrunk from the top-left corner): of the 19 sroie-dev receipts whose orientation was told at every turn,
/// 14 gave other grayscale output turned than upright (X51005255805 turned by 180 was cut 14% narrower, X51005705760
/// by 270 9%; 2026-12-01). So when the page lies
/// turned, the whole image is turned upright (a permutation of its pixels: nothing is resampled) and the page is found
/// again there. A turned page is then cut, sized and toned exactly as the same page upright; only the corners and
/// the mapping are carried back to the input's pixels (`inInput`).
struct UprightPage {
    /// The image the page is cut from: the input, or the input turned upright.
    var image: Image
    var gray: Image
    /// The page in `image`, its corners clockwise from the page's own top-left.
    var found: FoundPage
    /// How the page lay in the input, clockwise from upright.
    var orientation: PageOrientation
    /// What the orientation was decided from; nil when it was not decided (`rotate` off).
    var reason: String?
    /// The input's size.
    var inputWidth: Int
    var inputHeight: Int

    /// Finds the page in `image`, decides how it lies (when `options.rotate`) and turns it upright.
    init(_ image: Image, gray: Image, pipeline: PagePipeline) {
        (self.image, self.gray) = (image, gray)
        (inputWidth, inputHeight) = (image.width, image.height)
        found = pipeline.find(in: image, gray: gray)
        orientation = .upright
        guard pipeline.options.rotate else { return }
        // Orientation is counted from the image's top-left: start the corners there whatever order the finder used.
        found.quad = found.quad.cycledToImageTopLeft()
        // Tesseract settles the pages whose glyph evidence is weak: its recogniser reads the page both ways on the
        // lines' axis (`OrientationReadingTest`), and its OSD answers where that cannot tell (`OrientationSecondOpinion`).
        let decision = pipeline.clock.time("orientation") {
            OrientationDetector.detect(in: gray, quad: found.quad, readingTest: OrientationReadingTest.shared.meanConfidence,
                                       secondOpinion: OrientationSecondOpinion.shared.ask)
        }
        orientation = decision.orientation
        reason = decision.reason
        guard orientation != .upright else { return }
        let back = orientation.inverse
        (self.image, self.gray) = pipeline.clock.time("turn") { (image.turned(back), gray.turned(back)) }
        found = pipeline.find(in: self.image, gray: self.gray)
        found.quad = found.quad.cycledToImageTopLeft()
    }

    /// A page found on `image`, in the input's pixels: corners still clockwise from the page's own top-left, and
    /// every proposal of the trace moved likewise.
    func inInput(_ page: FoundPage) -> FoundPage {
        guard orientation != .upright else { return page }
        let (w, h) = (Double(image.width), Double(image.height))
        var moved = page
        moved.quad = orientation.turn(page.quad, width: w, height: h)
        moved.trace.proposals = page.trace.proposals.map { proposal in
            var p = proposal
            p.quad = p.quad.map { orientation.turn($0, width: w, height: h) }
            return p
        }
        return moved
    }

    /// A mapping from `image`'s points, taking the input's points instead.
    func inInput(_ mapping: PageMapping) -> PageMapping {
        guard orientation != .upright else { return mapping }
        let frame = Quad(Box(x: 0, y: 0, width: Double(inputWidth), height: Double(inputHeight)))
        let toUpright = orientation.inverse.turn(frame, width: Double(inputWidth), height: Double(inputHeight))
        guard let turn = Homography(from: frame, to: toUpright) else { return mapping }
        var moved = mapping
        moved.toPage = mapping.toPage.composed(after: turn)
        return moved
    }
}
