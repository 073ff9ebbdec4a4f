import Imaging

/// A bright region the brightness detector considered, with the measures its checks use.
struct PageCandidate: Sendable {
    /// Corners in the grid's pixels, clockwise on screen, top-left first.
    var quad: Quad
    var level: Int
    var solidity: Double
    var corners: Int
    var frameShare: Double
    var worstAngleOffSquare: Double
    var contrast: Double
    /// Which view of the grid it came from: `plain` or `normalised` (shadows divided out).
    var view = "plain"
    /// Why it was rejected; nil when it passed every check.
    var rejection: String?
}
