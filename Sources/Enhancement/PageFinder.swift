import Foundation
import Imaging

/// Finds the page in a photo: a brightness detector and a print detector, and a rule between them.
public enum PageFinder {
    /// The long side of the grid the brightness detector works on.
    static let coarseSide = 400
    /// The long side of the grid for the print detector and for refining corners.
    static let fineSide = 1000

    /// Finds the page in `image` (gray or colour); the whole image when nothing is found.
    public static func find(in image: Image) -> FoundPage {
        let fine = GrayShrink.toLongSideWithScale(image, fineSide)
        return find(fine: fine.image, toFull: (fine.x, fine.y), fullWidth: image.width, fullHeight: image.height)
    }

    /// Finds the page from a gray grid of about `fineSide` px that covers the whole image of the given size.
    /// - Parameter toFull: the factors from the grid's continuous coordinates to the image's.
    static func find(fine: Image, toFull: (x: Double, y: Double), fullWidth: Int, fullHeight: Int) -> FoundPage {
        let whole = Quad(Box(x: 0, y: 0, width: Double(fullWidth), height: Double(fullHeight)))
        guard fine.width >= 16 && fine.height >= 16 else { return FoundPage(quad: whole, detector: .none) }
        let shrunk = GrayShrink.toLongSideWithScale(fine, coarseSide)
        let coarse = shrunk.image.boxFiltered(radius: 1)
        var seen: Quad?
        if let best = BrightnessDetector().best(in: coarse) {
            let scaled = Quad(points: best.quad.points.map { Point(x: $0.x * shrunk.x, y: $0.y * shrunk.y) }) ?? best.quad
            seen = EdgeRefiner().refine(scaled, in: fine, searchRadius: max(6, 2.5 * shrunk.x))
        }
        let print = PrintDetector().guess(in: fine)
        let (quad, detector) = DetectorRule.choose(seen: seen, print: print)
        guard let quad else { return FoundPage(quad: whole, detector: .none) }
        let mapped = Quad(points: quad.points.map { Point(x: $0.x * toFull.x, y: $0.y * toFull.y) }) ?? quad
        return FoundPage(quad: mapped, detector: detector)
    }

    static func scale(_ q: Quad, by f: Double) -> Quad {
        Quad(points: q.points.map { Point(x: $0.x * f, y: $0.y * f) }) ?? q
    }

    /// Area-averaged gray copy whose long side is at most `side`.
    static func shrink(_ image: Image, toLongSide side: Int) -> Image {
        GrayShrink.toLongSide(image, side)
    }
}
