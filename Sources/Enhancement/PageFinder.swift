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
        let gray = image.grayscale()
        let fine = shrink(gray, toLongSide: fineSide)
        return find(fine: fine, fullWidth: image.width, fullHeight: image.height)
    }

    /// Finds the page from a gray grid of about `fineSide` px that covers the whole image of the given size.
    static func find(fine: Image, fullWidth: Int, fullHeight: Int) -> FoundPage {
        let whole = Quad(Box(x: 0, y: 0, width: Double(fullWidth), height: Double(fullHeight)))
        guard fine.width >= 16 && fine.height >= 16 else { return FoundPage(quad: whole, detector: .none) }
        let coarse = shrink(fine, toLongSide: coarseSide).boxFiltered(radius: 1)
        let toFine = Double(fine.width) / Double(coarse.width)
        var seen: Quad?
        if let best = BrightnessDetector().best(in: coarse) {
            let scaled = scale(best.quad, by: toFine)
            seen = EdgeRefiner().refine(scaled, in: fine, searchRadius: max(6, 2.5 * toFine))
        }
        let print = PrintDetector().guess(in: fine)
        let (quad, detector) = DetectorRule.choose(seen: seen, print: print)
        guard let quad else { return FoundPage(quad: whole, detector: .none) }
        let toFull = Double(fullWidth) / Double(fine.width)
        return FoundPage(quad: scale(quad, by: toFull), detector: detector)
    }

    static func scale(_ q: Quad, by f: Double) -> Quad {
        Quad(points: q.points.map { Point(x: $0.x * f, y: $0.y * f) }) ?? q
    }

    /// Area-averaged copy whose long side is at most `side`.
    static func shrink(_ image: Image, toLongSide side: Int) -> Image {
        let long = max(image.width, image.height)
        guard long > side else { return image }
        let f = Double(side) / Double(long)
        return image.resized(width: max(1, Int((Double(image.width) * f).rounded())),
                             height: max(1, Int((Double(image.height) * f).rounded())))
    }
}
