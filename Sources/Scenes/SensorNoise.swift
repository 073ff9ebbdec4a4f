import Foundation

/// Poisson–Gaussian sensor noise as one table lookup per sample.
///
/// A sample of level x gets x + sqrt(shot · x + noise²) · g, with g standard normal. The table holds,
/// for every level x and each of 256 equally likely normal quantiles g_j = Φ⁻¹((j + ½)/256), the
/// rounded, clamped result; a sample then costs one random byte and one load.
struct SensorNoise: Sendable {
    /// 256 levels × 256 quantiles; nil when there is no noise at all.
    let table: [UInt8]?

    init(noise: Double, shot: Double) {
        guard noise > 0 || shot > 0 else { table = nil; return }
        let quantiles = (0..<256).map { SensorNoise.inverseNormal((Double($0) + 0.5) / 256) }
        var t = [UInt8](repeating: 0, count: 65_536)
        for x in 0..<256 {
            let sd = (max(0, shot) * Double(x) + noise * noise).squareRoot()
            for j in 0..<256 {
                t[x << 8 | j] = UInt8(max(0, min(255, (Double(x) + sd * quantiles[j]).rounded())))
            }
        }
        table = t
    }

    /// Φ⁻¹(p) by bisection on erfc: slow, exact enough, and only used to fill the table.
    static func inverseNormal(_ p: Double) -> Double {
        var lo = -10.0, hi = 10.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if 0.5 * erfc(-mid / 2.0.squareRoot()) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
