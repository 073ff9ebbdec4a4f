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
        // Pass 1: every input row resampled horizontally, in Float.
        var across = [Float](repeating: 0, count: rowLength * height)
        pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { target in
                horizontal.starts.withUnsafeBufferPointer { starts in
                    horizontal.offsets.withUnsafeBufferPointer { offsets in
                        horizontal.weights.withUnsafeBufferPointer { weights in
                            guard let s = source.baseAddress, let t = target.baseAddress else { return }
                            for y in 0..<height {
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
        }
        // Pass 2: output rows as weighted sums of whole Float rows, which vectorises.
        var result = Image(width: newWidth, height: newHeight, layout: layout)
        var accumulator = [Float](repeating: 0, count: rowLength)
        across.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
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
                        for x in 0..<rowLength { out[x] = UInt8(min(255, max(0, a[x] + 0.5))) }
                    }
                }
            }
        }
        return result
    }
}
