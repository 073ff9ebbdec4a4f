import Geometry

extension GroundTruth {
    /// The truth of the same image turned clockwise by `orientation`: every quad, outline and corner that lives in
    /// the image's pixels is carried along (each quad keeps its corner order, so a word's own top-left stays
    /// first), the image's size swaps for 90 and 270, and `orientation` records the page's new lie. Quads on the
    /// flat page (`pageQuad`) stay as they were; where the image was the flat page, they are filled in, since
    /// the image no longer is.
    public func turned(_ turn: PageOrientation) -> GroundTruth {
        var truth = self
        let w = Double(image.width), h = Double(image.height)
        func map(_ q: Quad) -> Quad { turn.turn(q, width: w, height: h) }
        truth.words = words.map { word in
            var turned = word
            turned.quad = map(word.quad)
            turned.pageQuad = word.pageQuad ?? word.quad
            turned.polygon = word.polygon?.map { turn.turn($0, width: w, height: h) }
            return turned
        }
        truth.lines = lines.map { line in
            var turned = line
            turned.quad = map(line.quad)
            return turned
        }
        truth.pageCorners = map(pageCorners)
        truth.codes = codes?.map { code in
            var turned = code
            turned.quad = map(code.quad)
            turned.pageQuad = code.pageQuad ?? code.quad
            return turned
        }
        let size = turn.turnedSize(width: image.width, height: image.height)
        truth.image = ImageInfo(width: size.width, height: size.height, dpi: image.dpi)
        truth.orientation = (orientation ?? .upright).followed(by: turn)
        return truth
    }
}
