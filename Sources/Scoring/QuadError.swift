import Geometry

/// How far a found page quad lies from the true one.
public struct QuadError: Sendable, Codable, Equatable {
    /// The mean distance between corresponding corners, as a share of the reference diagonal.
    public var meanCornerErrorOverDiagonal: Double
    /// Intersection over union of the two quads' areas, in [0, 1].
    public var iou: Double
    public init(meanCornerErrorOverDiagonal: Double, iou: Double) {
        self.meanCornerErrorOverDiagonal = meanCornerErrorOverDiagonal; self.iou = iou
    }
}

/// Scores a found page against the true page corners.
/// - Parameters:
///   - truth: the true corners, clockwise. Which corner comes first does not matter: a truth lists the page's own
///     top-left first, wherever a turned page puts it, while a detector lists the corner nearest the image's top-left
///     first; corners are paired in whichever of the four cyclic orders lies closest.
///   - found: the corners a detector found, clockwise.
///   - imageDiagonal: the diagonal of the image both quads live in. When nil, the truth quad's mean diagonal
///     is used, so the error is a share of the page's own size.
/// - Returns: the mean corner error over the diagonal, and the IoU (0 when either quad has no area).
public func pageFindingError(truth: Quad, found: Quad, imageDiagonal: Double? = nil) -> QuadError {
    let t = truth.points, f = found.points
    var sum = Double.infinity
    for shift in 0..<4 {
        var shifted = 0.0
        for i in 0..<4 { shifted += t[i].distance(to: f[(i + shift) % 4]) }
        if shifted.isNaN { sum = .nan; break }
        sum = min(sum, shifted)
    }
    let pageDiagonal = (truth.topLeft.distance(to: truth.bottomRight) + truth.topRight.distance(to: truth.bottomLeft)) / 2
    let diagonal = imageDiagonal ?? pageDiagonal
    let meanError = diagonal > 0 ? (sum / 4) / diagonal : (sum == 0 ? 0 : 1)
    return QuadError(meanCornerErrorOverDiagonal: meanError, iou: QuadOverlap.iou(truth, found))
}
