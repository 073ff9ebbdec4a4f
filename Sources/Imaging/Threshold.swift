import Foundation

/// Global and local thresholds for turning a gray page into ink and paper.
public enum Threshold {
    /// Otsu's threshold: the level `t` that maximises the between-class variance of `≤ t` and `> t`.
    /// When a range of levels ties (an empty gap between two modes), the middle of the range is
    /// returned, which is robust where the first maximum would hug the dark mode.
    /// - Returns: a level in 0...255; 0 for an empty histogram or a single level.
    public static func otsu(histogram: [Int]) -> Int {
        let bins = min(256, histogram.count)
        let total = histogram.prefix(bins).reduce(0) { $0 + max(0, $1) }
        guard total > 0 else { return 0 }
        var weightedTotal = 0.0
        for i in 0..<bins { weightedTotal += Double(i) * Double(max(0, histogram[i])) }
        var below = 0.0, weightedBelow = 0.0
        var best = -1.0, firstBest = 0, lastBest = 0
        let n = Double(total)
        for t in 0..<bins {
            let count = Double(max(0, histogram[t]))
            below += count
            weightedBelow += Double(t) * count
            let above = n - below
            guard below > 0, above > 0 else { continue }
            let meanBelow = weightedBelow / below, meanAbove = (weightedTotal - weightedBelow) / above
            let variance = below * above * (meanBelow - meanAbove) * (meanBelow - meanAbove)
            if variance > best * (1 + 1e-12) {
                best = variance; firstBest = t; lastBest = t
            } else if variance >= best * (1 - 1e-12) && lastBest == t - 1 {
                lastBest = t
            }
        }
        return (firstBest + lastBest) / 2
    }

    /// Sauvola's local threshold, T = m · (1 + k · (s / 128 − 1)), with the mean m and standard deviation s
    /// over a (2·radius+1)² window (cut at the edges) computed from running sums, so the cost does not
    /// depend on the radius. - Returns: a gray image, 255 where the pixel is above T (paper), 0 elsewhere.
    public static func sauvola(_ image: Image, radius: Int, k: Double) -> Image {
        let gray = image.layout == .gray ? image : image.grayscale()
        let width = gray.width, height = gray.height
        var result = Image(width: width, height: height, layout: .gray)
        guard width > 0, height > 0 else { return result }
        let r = max(1, radius)
        let kf = Float(k)
        var sums = [UInt32](repeating: 0, count: width)
        var squares = [UInt32](repeating: 0, count: width)
        var prefix = [UInt32](repeating: 0, count: width + 1)
        var prefixSquares = [UInt64](repeating: 0, count: width + 1)
        let columnCounts: [Float] = (0..<width).map { x in Float(min(width - 1, x + r) - max(0, x - r) + 1) }
        gray.pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sumBuffer in
                    squares.withUnsafeMutableBufferPointer { squareBuffer in
                        prefix.withUnsafeMutableBufferPointer { prefixBuffer in
                            prefixSquares.withUnsafeMutableBufferPointer { prefixSquareBuffer in
                                columnCounts.withUnsafeBufferPointer { counts in
                                    guard let s = source.baseAddress, let t = target.baseAddress,
                                          let cs = sumBuffer.baseAddress, let cq = squareBuffer.baseAddress,
                                          let ps = prefixBuffer.baseAddress, let pq = prefixSquareBuffer.baseAddress,
                                          let cc = counts.baseAddress else { return }
                                    func add(_ row: UnsafePointer<UInt8>) {
                                        for x in 0..<width { let v = UInt32(row[x]); cs[x] &+= v; cq[x] &+= v &* v }
                                    }
                                    func remove(_ row: UnsafePointer<UInt8>) {
                                        for x in 0..<width { let v = UInt32(row[x]); cs[x] &-= v; cq[x] &-= v &* v }
                                    }
                                    for y in 0..<min(r, height) { add(s + y * width) }
                                    for y in 0..<height {
                                        if y + r < height { add(s + (y + r) * width) }
                                        if y - r - 1 >= 0 { remove(s + (y - r - 1) * width) }
                                        for x in 0..<width {
                                            ps[x + 1] = ps[x] &+ cs[x]
                                            pq[x + 1] = pq[x] &+ UInt64(cq[x])
                                        }
                                        let rows = Float(min(height - 1, y + r) - max(0, y - r) + 1)
                                        let row = s + y * width, out = t + y * width
                                        for x in 0..<width {
                                            let high = min(width, x + r + 1), low = max(0, x - r)
                                            let n = rows * cc[x]
                                            let mean = Float(ps[high] &- ps[low]) / n
                                            let meanSquare = Float(pq[high] &- pq[low]) / n
                                            let deviation = max(0, meanSquare - mean * mean).squareRoot()
                                            let threshold = mean * (1 + kf * (deviation / 128 - 1))
                                            out[x] = Float(row[x]) > threshold ? 255 : 0
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
