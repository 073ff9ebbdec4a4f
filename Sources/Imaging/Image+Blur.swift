import Foundation
#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif

extension Image {
    /// A Gaussian blur, separable, edges replicated. Up to σ = 8 the kernel is applied directly
    /// (radius ⌈3σ⌉, Float rows); beyond, three box blurs of matched variance stand in for it,
    /// whose cost does not grow with σ. For very large σ, blurring a downscaled copy is cheaper still.
    public func gaussianBlurred(sigma: Double) -> Image {
        guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return self }
        if sigma > 8 {
            var image = self
            for radius in Image.boxRadii(approximatingSigma: sigma, passes: 3) { image = image.boxFiltered(radius: radius) }
            return image
        }
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var kernel = (0...2 * radius).map { i -> Double in let d = Double(i - radius); return exp(-d * d / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        let half = kernel[radius...].map { Float($0) }  // half[0] is the centre, half[i] the weight at distance i
        return separableSymmetric(half)
    }

    /// Convolves rows then columns with a symmetric kernel given from its centre outward.
    ///
    /// Each source row is filtered horizontally once, into a ring of 2·radius+1 Float rows; each output
    /// row is then a weighted sum of ring rows. Every inner loop runs over one contiguous row with the
    /// tap fixed, which the compiler vectorises.
    func separableSymmetric(_ half: [Float]) -> Image {
        let radius = half.count - 1, channels = self.channels
        let rowLength = width * channels, pad = radius * channels
        let ringSize = 2 * radius + 1
        var result = Image(width: width, height: height, layout: layout)
        var padded = [Float](repeating: 0, count: rowLength + 2 * pad)
        var ring = [Float](repeating: 0, count: ringSize * rowLength)
        var accumulator = [Float](repeating: 0, count: rowLength)
        let lastRow = height - 1
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                padded.withUnsafeMutableBufferPointer { paddedBuffer in
                    ring.withUnsafeMutableBufferPointer { ringBuffer in
                        accumulator.withUnsafeMutableBufferPointer { accumulatorBuffer in
                            half.withUnsafeBufferPointer { k in
                                guard let s = source.baseAddress, let t = target.baseAddress, let p = paddedBuffer.baseAddress,
                                      let r = ringBuffer.baseAddress, let a = accumulatorBuffer.baseAddress else { return }
                                let middle = p + pad
                                /// Filters source row `row` (clamped) horizontally into its ring slot.
                                func filterRow(_ row: Int) {
                                    let clamped = min(lastRow, max(0, row))
                                    let input = s + clamped * rowLength
                                    for x in 0..<rowLength { middle[x] = Float(input[x]) }
                                    for i in 0..<radius {
                                        for c in 0..<channels {
                                            p[i * channels + c] = middle[c]
                                            middle[rowLength + i * channels + c] = middle[rowLength - channels + c]
                                        }
                                    }
                                    let slot = r + ((row + ringSize * (radius + 1)) % ringSize) * rowLength
                                    let k0 = k[0]
                                    for x in 0..<rowLength { slot[x] = k0 * middle[x] }
                                    for i in stride(from: 1, through: radius, by: 1) {
                                        let ki = k[i], left = middle - i * channels, right = middle + i * channels
                                        for x in 0..<rowLength { slot[x] += ki * (left[x] + right[x]) }
                                    }
                                }
                                func slot(_ row: Int) -> UnsafeMutablePointer<Float> {
                                    r + ((row + ringSize * (radius + 1)) % ringSize) * rowLength
                                }
                                for row in -radius ..< radius { filterRow(row) }
                                for y in 0..<height {
                                    filterRow(y + radius)
                                    let k0 = k[0], centre = slot(y)
                                    for x in 0..<rowLength { a[x] = k0 * centre[x] }
                                    for i in stride(from: 1, through: radius, by: 1) {
                                        let ki = k[i], above = slot(y - i), below = slot(y + i)
                                        for x in 0..<rowLength { a[x] += ki * (above[x] + below[x]) }
                                    }
                                    let out = t + y * rowLength
                                    for x in 0..<rowLength {
                                        // Adding 2^23 leaves round(v) in the low mantissa bits: no trapping conversion.
                                        let v = min(max(a[x], 0), 255) + 8_388_608
                                        out[x] = UInt8(truncatingIfNeeded: v.bitPattern)
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

    /// Box radii whose successive blurs have the variance of a Gaussian of `sigma` (Kovesi's construction).
    static func boxRadii(approximatingSigma sigma: Double, passes n: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower), nd = Double(n)
        let m = Int(((12 * sigma * sigma - nd * l * l - 4 * nd * l - 3 * nd) / (-4 * l - 4)).rounded())
        return (0..<n).map { ($0 < m ? lower : upper) / 2 }
    }

    /// The mean over a (2·radius+1)² window; near the edges the window is cut to the image and the
    /// mean taken over what remains. Cost does not depend on the radius (running sums).
    public func boxFiltered(radius: Int) -> Image {
        guard radius > 0, width > 0, height > 0 else { return self }
        let channels = self.channels, rowLength = width * channels
        var result = Image(width: width, height: height, layout: layout)
        var columnSums = [UInt32](repeating: 0, count: rowLength)
        var prefix = [UInt32](repeating: 0, count: rowLength + channels)
        // 1 / (columns in the window) for each x.
        let columnReciprocal: [Float] = (0..<width).map { x in 1 / Float(min(width - 1, x + radius) - max(0, x - radius) + 1) }
        pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                columnSums.withUnsafeMutableBufferPointer { columnBuffer in
                    prefix.withUnsafeMutableBufferPointer { prefixBuffer in
                        columnReciprocal.withUnsafeBufferPointer { reciprocal in
                            guard let s = source.baseAddress, let t = target.baseAddress,
                                  let cs = columnBuffer.baseAddress, let pre = prefixBuffer.baseAddress else { return }
                            // Column sums over rows 0 ..< radius (the window of row -1, minus its top).
                            for y in 0..<min(radius, height) {
                                let row = s + y * rowLength
                                for x in 0..<rowLength { cs[x] &+= UInt32(row[x]) }
                            }
                            for y in 0..<height {
                                if y + radius < height {
                                    let entering = s + (y + radius) * rowLength
                                    for x in 0..<rowLength { cs[x] &+= UInt32(entering[x]) }
                                }
                                if y - radius - 1 >= 0 {
                                    let leaving = s + (y - radius - 1) * rowLength
                                    for x in 0..<rowLength { cs[x] &-= UInt32(leaving[x]) }
                                }
                                let rows = Float(min(height - 1, y + radius) - max(0, y - radius) + 1)
                                // Prefix sums along the row; wrapping arithmetic is exact for the differences.
                                for c in 0..<channels { pre[c] = 0 }
                                if channels == 1 {
                                    // The running sum kept in a register, not read back from the slot just written.
                                    var run: UInt32 = 0
                                    for x in 0..<rowLength {
                                        run &+= cs[x]
                                        pre[x + 1] = run
                                    }
                                } else {
                                    for x in 0..<rowLength { pre[x + channels] = pre[x] &+ cs[x] }
                                }
                                let out = t + y * rowLength
                                let rowScale = 1 / rows
                                if channels == 1 {
                                    Self.boxRowGray(prefix: pre, reciprocal: reciprocal, rowScale: rowScale, radius: radius,
                                                    width: width, into: out)
                                    continue
                                }
                                for x in 0..<width {
                                    let high = min(width, x + radius + 1) * channels, low = max(0, x - radius) * channels
                                    let scale = rowScale * reciprocal[x]
                                    for c in 0..<channels {
                                        let sum = pre[high + c] &- pre[low + c]
                                        out[x * channels + c] = UInt8(min(255, Float(sum) * scale + 0.5))
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

    /// One gray output row of `boxFiltered` from the row's prefix sums of column sums: the same arithmetic as the
    /// general loop (`sum · (rowScale · reciprocal[x]) + ½`, truncated), with the window's clamps needed only
    /// within `radius` of either end. The interior loop has no clamps and no per-channel loop (the gray page
    /// finder's grids spend most of their box-filter time here).
    @inline(__always)
    private static func boxRowGray(prefix pre: UnsafePointer<UInt32>, reciprocal: UnsafeBufferPointer<Float>, rowScale: Float,
                                   radius: Int, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard let reciprocals = reciprocal.baseAddress else { return }
        @inline(__always) func value(_ sum: UInt32, _ x: Int) -> UInt8 {
            // The truncation of a value in 0.5...255 is the general loop's UInt8(_:).
            let v = min(255, Float(sum) * (rowScale * reciprocals[x]) + 0.5)
            return UInt8(truncatingIfNeeded: Int32(v))
        }
        let interiorStart = min(radius, width), interiorEnd = max(interiorStart, width - radius - 1)
        for x in 0..<interiorStart {
            out[x] = value(pre[min(width, x + radius + 1)] &- pre[max(0, x - radius)], x)
        }
        // Here x − radius ≥ 0 and x + radius + 1 ≤ width − 1.
        let ahead = pre + radius + 1, behind = pre - radius
        var x = interiorStart
        #if arch(x86_64)
        // Four at a time, the same operations in SSE2 lanes: the conversions of `value` check their range one
        // sample at a time, which keeps the compiler from vectorising it.
        // Lanes convert sums as signed 32-bit integers: exact while a whole window's sum stays below 2³¹.
        let signedLanesHold = (2 * radius + 1) * (2 * radius + 1) <= Int(Int32.max) / 255
        let scale = _mm_set1_ps(rowScale), half = _mm_set1_ps(0.5), top = _mm_set1_ps(255)
        while signedLanesHold && x &+ 4 <= interiorEnd {
            let sums = _mm_sub_epi32(UnsafeRawPointer(ahead + x).loadUnaligned(as: __m128i.self),
                                     UnsafeRawPointer(behind + x).loadUnaligned(as: __m128i.self))
            let weights = _mm_mul_ps(scale, UnsafeRawPointer(reciprocals + x).loadUnaligned(as: __m128.self))
            // min(v, 255) is `v < 255 ? v : 255`, as Swift's min(255, v); then truncation, as Int32(_:).
            let v = _mm_min_ps(_mm_add_ps(_mm_mul_ps(_mm_cvtepi32_ps(sums), weights), half), top)
            let words = _mm_packs_epi32(_mm_cvttps_epi32(v), _mm_setzero_si128())
            UnsafeMutableRawPointer(out + x).storeBytes(of: _mm_cvtsi128_si32(_mm_packus_epi16(words, words)), as: Int32.self)
            x &+= 4
        }
        #endif
        while x < interiorEnd {
            out[x] = value(ahead[x] &- behind[x], x)
            x += 1
        }
        for x in interiorEnd..<width {
            out[x] = value(pre[min(width, x + radius + 1)] &- pre[max(0, x - radius)], x)
        }
    }
}
