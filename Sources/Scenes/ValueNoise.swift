import Documents
/// Smooth lattice noise from a seed: the same seed and point give the same value on every machine.
/// Used for the table's texture, the fade field and the shadow-free paper, all at low resolution.
///
/// The lattice is a 256 × 256 table of seeded values that wraps, so a value costs four loads;
/// at the scales used here (millimetres to centimetres per cell) the wrap never shows.
final class ValueNoise: Sendable {
    /// 65,536 values; every index below is masked into range.
    private let table: [Float]

    init(_ generator: SeededGenerator) {
        var g = generator
        table = (0..<65_536).map { _ in Float(g.next() >> 40) / Float(1 << 24) }
    }

    /// Smoothly interpolated noise at a point in lattice units, in [0, 1).
    @inline(__always)
    func value(_ x: Float, _ y: Float, octave: Int = 0) -> Float {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx) &+ octave &* 71, iy = Int(fy) &+ octave &* 113
        var tx = x - fx, ty = y - fy
        tx = tx * tx * (3 - 2 * tx)
        ty = ty * ty * (3 - 2 * ty)
        let x0 = ix & 255, x1 = (ix &+ 1) & 255, y0 = (iy & 255) << 8, y1 = ((iy &+ 1) & 255) << 8
        let (a, b, c, d) = table.withUnsafeBufferPointer { t in (t[y0 | x0], t[y0 | x1], t[y1 | x0], t[y1 | x1]) }
        let top = a + (b - a) * tx, bottom = c + (d - c) * tx
        return top + (bottom - top) * ty
    }

    /// Fractal noise: octaves at about doubling frequency and halving weight, normalised to [0, 1).
    @inline(__always)
    func fractal(_ x: Float, _ y: Float, octaves: Int) -> Float {
        var sum: Float = 0, weight: Float = 1, total: Float = 0, f: Float = 1
        for o in 0..<octaves {
            sum += value(x * f, y * f, octave: o) * weight
            total += weight
            weight *= 0.5
            f *= 2.03
        }
        return sum / total
    }
}
