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
        let c = channels
        data.withUnsafeBufferPointer { d in
            guard let base = d.baseAddress else { return }
            let r0 = base + j * width * c, r1 = base + min(height - 1, j + 1) * width * c
            // The row between the two grid rows, at grid resolution, then across.
            let mixed = UnsafeMutablePointer<Float>.allocate(capacity: width * c)
            defer { mixed.deallocate() }
            for k in 0..<(width * c) { mixed[k] = r0[k] + (r1[k] - r0[k]) * ty }
            taps.index.withUnsafeBufferPointer { ix in
                taps.weight.withUnsafeBufferPointer { wx in
                    let n = ix.count
                    if c == 1 {
                        for x in 0..<n {
                            let i = Int(ix[x]), w = wx[x]
                            let a = mixed[i], b = mixed[min(width - 1, i + 1)]
                            out[x] = a + (b - a) * w
                        }
                    } else {
                        for x in 0..<n {
                            let i = Int(ix[x]) * c, w = wx[x], i1 = min(width - 1, Int(ix[x]) + 1) * c
                            for ch in 0..<c {
                                let a = mixed[i + ch], b = mixed[i1 + ch]
                                out[x * c + ch] = a + (b - a) * w
                            }
                        }
                    }
                }
            }
        }
    }
}
