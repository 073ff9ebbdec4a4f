import Foundation
import Imaging

/// A 3×3 projective map of the plane, row-major, in continuous pixel coordinates
/// (pixel (i, j) covers [i, i+1) × [j, j+1)).
struct Projective: Sendable, Equatable {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    static func == (a: Projective, b: Projective) -> Bool { a.entries == b.entries }

    init(_ e: [Double]) {
        m = (e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7], e[8])
    }

    var entries: [Double] { [m.0, m.1, m.2, m.3, m.4, m.5, m.6, m.7, m.8] }

    static let identity = Projective([1, 0, 0, 0, 1, 0, 0, 0, 1])

    static func translation(_ dx: Double, _ dy: Double) -> Projective { Projective([1, 0, dx, 0, 1, dy, 0, 0, 1]) }
    static func scaling(_ s: Double) -> Projective { Projective([s, 0, 0, 0, s, 0, 0, 0, 1]) }

    func apply(_ p: Point) -> Point {
        let w = m.6 * p.x + m.7 * p.y + m.8
        return Point(x: (m.0 * p.x + m.1 * p.y + m.2) / w, y: (m.3 * p.x + m.4 * p.y + m.5) / w)
    }

    func apply(_ q: Quad) -> Quad {
        Quad(topLeft: apply(q.topLeft), topRight: apply(q.topRight),
             bottomRight: apply(q.bottomRight), bottomLeft: apply(q.bottomLeft))
    }

    /// `self` after `other`: maps p to self(other(p)).
    func after(_ other: Projective) -> Projective {
        let a = entries, b = other.entries
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j] } }
        return Projective(r)
    }

    /// The inverse; nil when the map is singular.
    var inverted: Projective? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        let r = [A, -(b * i - c * h), b * f - c * e,
                 B, a * i - c * g, -(a * f - c * d),
                 C, -(a * h - b * g), a * e - b * d]
        return Projective(r.map { $0 / det })
    }
}
