import Foundation

/// A plane projective transform, a 3×3 matrix acting on points in continuous pixel coordinates
/// (pixel `(i, j)` covers `[i, i+1) × [j, j+1)`, its centre is `(i + 0.5, j + 0.5)`).
public struct Homography: Sendable, Hashable {
    /// Row-major 3×3 entries; `apply` divides by the third row.
    public let matrix: [Double]

    /// Wraps nine row-major entries; nil unless there are nine finite ones.
    public init?(matrix: [Double]) {
        guard matrix.count == 9, matrix.allSatisfy(\.isFinite) else { return nil }
        self.matrix = matrix
    }

    public static let identity = Homography(unchecked: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    private init(unchecked matrix: [Double]) { self.matrix = matrix }

    /// The homography that maps each corner of `from` onto the same corner of `to`;
    /// nil when either quad is degenerate (three corners on a line, repeated corners).
    public init?(from: Quad, to: Quad) {
        // Normalise both point sets (centroid at 0, mean distance √2) so the 8×8 system is well conditioned.
        guard let (source, sourceTransform) = Homography.normalised(from.points),
              let (target, targetTransform) = Homography.normalised(to.points) else { return nil }
        // For each pair (x, y) → (u, v): u·(g x + h y + 1) = a x + b y + c, likewise for v.
        var system = [[Double]]()
        for i in 0..<4 {
            let x = source[i].x, y = source[i].y, u = target[i].x, v = target[i].y
            system.append([x, y, 1, 0, 0, 0, -u * x, -u * y, u])
            system.append([0, 0, 0, x, y, 1, -v * x, -v * y, v])
        }
        guard let solution = Homography.solve(&system) else { return nil }
        let normalisedH = solution + [1]
        guard let targetInverse = Homography.inverse(targetTransform) else { return nil }
        let full = Homography.multiply(targetInverse, Homography.multiply(normalisedH, sourceTransform))
        guard abs(full[8]) > 1e-300 else { return nil }
        let scaled = full.map { $0 / full[8] }
        guard let made = Homography(matrix: scaled) else { return nil }
        self = made
    }

    /// Where `p` lands; non-finite coordinates when `p` maps to infinity (on the horizon line).
    public func apply(_ p: Point) -> Point {
        let m = matrix
        let w = m[6] * p.x + m[7] * p.y + m[8]
        return Point(x: (m[0] * p.x + m[1] * p.y + m[2]) / w, y: (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// The inverse transform; nil when the matrix is singular.
    public var inverted: Homography? {
        guard let inverse = Homography.inverse(matrix) else { return nil }
        let scale = abs(inverse[8]) > 1e-12 ? inverse[8] : 1
        return Homography(matrix: inverse.map { $0 / scale })
    }

    /// `self` after `other`: `(self ∘ other).apply(p) == self.apply(other.apply(p))`.
    public func composed(after other: Homography) -> Homography {
        Homography(matrix: Homography.multiply(matrix, other.matrix)) ?? .identity
    }

    // MARK: linear algebra on 3×3 row-major arrays

    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        var c = [Double](repeating: 0, count: 9)
        for r in 0..<3 { for k in 0..<3 { for j in 0..<3 { c[3 * r + j] += a[3 * r + k] * b[3 * k + j] } } }
        return c
    }

    static func inverse(_ m: [Double]) -> [Double]? {
        let c00 = m[4] * m[8] - m[5] * m[7], c01 = m[5] * m[6] - m[3] * m[8], c02 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c00 + m[1] * c01 + m[2] * c02
        let scale = m.reduce(0) { max($0, abs($1)) }
        guard det.isFinite, abs(det) > 1e-14 * scale * scale * scale else { return nil }
        let adjugate = [
            c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return adjugate.map { $0 / det }
    }

    /// Points moved to their centroid and scaled to mean distance √2, with the transform that did it.
    private static func normalised(_ points: [Point]) -> ([Point], [Double])? {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let cx = points.map(\.x).reduce(0, +) / 4, cy = points.map(\.y).reduce(0, +) / 4
        let meanDistance = points.map { hypot($0.x - cx, $0.y - cy) }.reduce(0, +) / 4
        guard meanDistance > 1e-9 else { return nil }
        let s = 2.0.squareRoot() / meanDistance
        let transform = [s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1]
        return (points.map { Point(x: s * ($0.x - cx), y: s * ($0.y - cy)) }, transform)
    }

    /// Gaussian elimination with partial pivoting on an n×(n+1) augmented system.
    private static func solve(_ a: inout [[Double]]) -> [Double]? {
        let n = a.count
        for column in 0..<n {
            var pivot = column
            for row in column + 1 ..< n where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
            guard abs(a[pivot][column]) > 1e-10 else { return nil }
            a.swapAt(column, pivot)
            for row in column + 1 ..< n {
                let factor = a[row][column] / a[column][column]
                if factor == 0 { continue }
                for k in column ... n { a[row][k] -= factor * a[column][k] }
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = a[row][n]
            for k in row + 1 ..< n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}
