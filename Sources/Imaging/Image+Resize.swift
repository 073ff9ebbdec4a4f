#if arch(x86_64)
internal import _Builtin_intrinsics.intel
#endif

extension Image {
    /// The image at a new size: area average along an axis that shrinks, bilinear along one that grows.
    /// A non-positive size gives an empty image.
    public func resized(width newWidth: Int, height newHeight: Int) -> Image {
        guard newWidth > 0, newHeight > 0, width > 0, height > 0 else {
            return Image(width: max(0, newWidth), height: max(0, newHeight), layout: layout)
        }
        if newWidth == width && newHeight == height { return self }
        let channels = self.channels
        let horizontal = ResampleTaps(input: width, output: newWidth)
        let vertical = ResampleTaps(input: height, output: newHeight)
        let rowLength = newWidth * channels
        // Pass 1: every input row resampled horizontally, in Float. Every sample is written below, so the buffer
        // starts uninitialised rather than zeroed.
        let across = [Float](unsafeUninitializedCapacity: rowLength * height) { target, initialized in
            pixels.withUnsafeBufferPointer { source in
                horizontal.starts.withUnsafeBufferPointer { starts in
                    horizontal.offsets.withUnsafeBufferPointer { offsets in
                        horizontal.weights.withUnsafeBufferPointer { weights in
                            guard let s = source.baseAddress, let t = target.baseAddress else { return }
                            var firstScalarRow = 0
                            if channels == 1 {
                                // Gray, four rows at a time: each lane is one row's sum, with the same products
                                // added in the same order as the scalar loop below, so the Floats are identical;
                                // the taps' indices and weights are read once for four rows. The four rows are
                                // first laid side by side as Floats, a column to a vector, so each tap is one load
                                // (converting the four bytes at every tap cost more than the sums).
                                let columns = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
                                defer { columns.deallocate() }
                                var y = 0
                                while y &+ 4 <= height {
                                    let r0 = s + y * width, r1 = r0 + width, r2 = r1 + width, r3 = r2 + width
                                    let o0 = t + y * rowLength, o1 = o0 + rowLength, o2 = o1 + rowLength, o3 = o2 + rowLength
                                    for i in 0..<width {
                                        columns[i] = SIMD4<Float>(Float(r0[i]), Float(r1[i]), Float(r2[i]), Float(r3[i]))
                                    }
                                    for o in 0..<newWidth {
                                        let first = Int(starts[o]), begin = Int(offsets[o]), end = Int(offsets[o + 1])
                                        let taps = columns + (first &- begin)
                                        var sum = SIMD4<Float>(repeating: 0)
                                        for k in begin..<end { sum += weights[k] * taps[k] }
                                        o0[o] = sum[0]; o1[o] = sum[1]; o2[o] = sum[2]; o3[o] = sum[3]
                                    }
                                    y &+= 4
                                }
                                firstScalarRow = y
                            }
                            for y in firstScalarRow..<height {
                                let row = s + y * width * channels, out = t + y * rowLength
                                if channels == 1 {
                                    // Gray: the same sums in the same order, without the channel loop around them.
                                    for o in 0..<newWidth {
                                        let first = Int(starts[o]), begin = Int(offsets[o]), end = Int(offsets[o + 1])
                                        let taps = row + first
                                        var sum: Float = 0
                                        for k in begin..<end { sum += weights[k] * Float(taps[k - begin]) }
                                        out[o] = sum
                                    }
                                    continue
                                }
                                for o in 0..<newWidth {
                                    let first = Int(starts[o]), begin = Int(offsets[o]), end = Int(offsets[o + 1])
                                    for c in 0..<channels {
                                        var sum: Float = 0
                                        for k in begin..<end { sum += weights[k] * Float(row[(first + k - begin) * channels + c]) }
                                        out[o * channels + c] = sum
                                    }
                                }
                            }
                        }
                    }
                }
            }
            initialized = rowLength * height
        }
        // Pass 2: output rows as weighted sums of whole Float rows, which vectorises (every output sample is
        // written, so the pixels start uninitialised too).
        var accumulator = [Float](repeating: 0, count: rowLength)
        let resizedPixels = [UInt8](unsafeUninitializedCapacity: rowLength * newHeight) { target, initialized in
            across.withUnsafeBufferPointer { source in
                accumulator.withUnsafeMutableBufferPointer { acc in
                    guard let s = source.baseAddress, let t = target.baseAddress, let a = acc.baseAddress else { return }
                    for o in 0..<newHeight {
                        let first = Int(vertical.starts[o]), begin = Int(vertical.offsets[o]), end = Int(vertical.offsets[o + 1])
                        let w0 = vertical.weights[begin], row0 = s + first * rowLength
                        for x in 0..<rowLength { a[x] = w0 * row0[x] }
                        if end - begin > 1 {
                            for k in begin + 1 ..< end {
                                let w = vertical.weights[k], row = s + (first + k - begin) * rowLength
                                for x in 0..<rowLength { a[x] += w * row[x] }
                            }
                        }
                        let out = t + o * rowLength
                        var x = 0
                        #if arch(x86_64)
                        x = Self.roundedBytesSSE2(a, count: rowLength, into: out)
                        #endif
                        for x in x..<rowLength { out[x] = UInt8(min(255, max(0, a[x] + 0.5))) }
                    }
                }
            }
            initialized = rowLength * newHeight
        }
        return Image(width: newWidth, height: newHeight, layout: layout, pixels: resizedPixels)
            ?? Image(width: newWidth, height: newHeight, layout: layout)
    }

    #if arch(x86_64)
    /// `resized`'s last step eight samples at a time: `UInt8(min(255, max(0, v + 0.5)))` as SSE2 computes it, the
    /// same bytes (the sums are never NaN; `maxps` gives +0 where `max` keeps −0, and both truncate to 0;
    /// `cvttps2dq` truncates as `UInt8(_:)` does, and the packs cannot saturate values already in 0...255). The
    /// scalar loop does not vectorise, because `UInt8(_:)` may trap. Returns the first sample not done.
    private static func roundedBytesSSE2(_ values: UnsafePointer<Float>, count: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        let half = _mm_set1_ps(0.5), zero = _mm_setzero_ps(), top = _mm_set1_ps(255)
        @inline(__always) func rounded(_ v: __m128) -> __m128i { _mm_cvttps_epi32(_mm_min_ps(_mm_max_ps(_mm_add_ps(v, half), zero), top)) }
        var x = 0
        while x &+ 8 <= count {
            let words = _mm_packs_epi32(rounded(_mm_loadu_ps(values + x)), rounded(_mm_loadu_ps(values + (x &+ 4))))
            _mm_storel_epi64(UnsafeMutableRawPointer(out + x).assumingMemoryBound(to: __m128i.self), _mm_packus_epi16(words, words))
            x &+= 8
        }
        return x
    }
    #endif
}
