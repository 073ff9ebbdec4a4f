/// A smooth field computed on a coarse grid and read back at full resolution by bilinear interpolation.
/// Light, shadow, table texture and fade vary slowly, so computing them at 1/4 to 1/16 of the
/// resolution costs little and looks the same.
struct LowResField: Sendable {
    let width: Int
    let height: Int
    let channels: Int
    /// Full-resolution pixels per grid cell.
    let factor: Double
    var data: [Float]

    init(width: Int, height: Int, channels: Int, factor: Double, fill: Float = 0) {
        self.width = max(1, width); self.height = max(1, height); self.channels = channels; self.factor = factor
        data = [Float](repeating: fill, count: self.width * self.height * channels)
    }

    /// A grid covering `fullWidth × fullHeight` at `factor` full pixels per cell.
    init(covering fullWidth: Int, _ fullHeight: Int, factor: Int, channels: Int) {
        self.init(width: (fullWidth + factor - 1) / factor + 1, height: (fullHeight + factor - 1) / factor + 1,
                  channels: channels, factor: Double(factor))
    }

    /// The full-resolution centre of grid cell (i, j), for filling the grid.
    @inline(__always)
    func fullPoint(_ i: Int, _ j: Int) -> (x: Double, y: Double) {
        ((Double(i) + 0.5) * factor, (Double(j) + 0.5) * factor)
    }

    /// Where full-resolution x falls on the grid: the left cell and the weight of the right one.
    func columnTaps(fullWidth: Int) -> (index: [Int32], weight: [Float]) {
        var index = [Int32](repeating: 0, count: fullWidth), weight = [Float](repeating: 0, count: fullWidth)
        for x in 0..<fullWidth {
            let g = max(0, min(Double(width - 1), (Double(x) + 0.5) / factor - 0.5))
            let i = min(width - 2, Int(g))
            index[x] = Int32(max(0, i))
            weight[x] = width < 2 ? 0 : Float(g - Double(max(0, i)))
        }
        return (index, weight)
    }

    /// Interpolates full-resolution row `y` into `out` (fullWidth × channels floats).
    func fillRow(_ y: Int, taps: (index: [Int32], weight: [Float]), into out: UnsafeMutablePointer<Float>) {
        let g = max(0, min(Double(height - 1), (Double(y) + 0.5) / factor - 0.5))
        let j = max(0, min(height - 2, Int(g)))
        let ty = height < 2 ? Float(0) : Float(g - Double(j))
        let c = channels, w = width
        data.withUnsafeBufferPointer { d in
            guard let base = d.baseAddress else { return }
            let r0 = base + j * w * c, r1 = base + min(height - 1, j + 1) * w * c
            // The row between the two grid rows at grid resolution, with one spare cell so the
            // rightmost tap can read its right neighbour.
            let mixed = UnsafeMutablePointer<Float>.allocate(capacity: (w + 1) * c)
            defer { mixed.deallocate() }
            for k in 0..<(w * c) { mixed[k] = r0[k] + (r1[k] - r0[k]) * ty }
            for k in 0..<c { mixed[w * c + k] = mixed[(w - 1) * c + k] }
            taps.index.withUnsafeBufferPointer { ix in
                taps.weight.withUnsafeBufferPointer { wx in
                    let n = ix.count
                    switch c {
                    case 1:
                        for x in 0..<n {
                            let i = Int(ix[x]), t = wx[x]
                            out[x] = mixed[i] + (mixed[i + 1] - mixed[i]) * t
                        }
                    case 2:
                        for x in 0..<n {
                            let i = 2 * Int(ix[x]), t = wx[x]
                            out[2 * x] = mixed[i] + (mixed[i + 2] - mixed[i]) * t
                            out[2 * x + 1] = mixed[i + 1] + (mixed[i + 3] - mixed[i + 1]) * t
                        }
                    case 3:
                        for x in 0..<n {
                            let i = 3 * Int(ix[x]), t = wx[x]
                            out[3 * x] = mixed[i] + (mixed[i + 3] - mixed[i]) * t
                            out[3 * x + 1] = mixed[i + 1] + (mixed[i + 4] - mixed[i + 1]) * t
                            out[3 * x + 2] = mixed[i + 2] + (mixed[i + 5] - mixed[i + 2]) * t
                        }
                    default:
                        for x in 0..<n {
                            let i = Int(ix[x]) * c, t = wx[x]
                            for ch in 0..<c { out[x * c + ch] = mixed[i + ch] + (mixed[i + c + ch] - mixed[i + ch]) * t }
                        }
                    }
                }
            }
        }
    }
}
