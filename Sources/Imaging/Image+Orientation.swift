extension Image {
    /// The image as it appears upright when stored with `orientation`: one of the eight rotations and flips.
    ///
    /// Each output row is written left to right; the input pixel it takes walks a fixed step, which for the
    /// turning orientations (5 to 8) crosses rows, so those are done in square tiles that stay in the cache.
    public func oriented(_ orientation: ExifOrientation) -> Image {
        guard orientation != .up, width > 0, height > 0 else { return self }
        let w = width, h = height
        // The input pixel index for output (0, 0), and its steps per output column and per output row.
        let (start, stepX, stepY): (Int, Int, Int)
        switch orientation {
        case .up: (start, stepX, stepY) = (0, 1, w)
        case .upMirrored: (start, stepX, stepY) = (w - 1, -1, w)
        case .down: (start, stepX, stepY) = ((h - 1) * w + w - 1, -1, -w)
        case .downMirrored: (start, stepX, stepY) = ((h - 1) * w, 1, -w)
        case .leftMirrored: (start, stepX, stepY) = (0, w, 1)
        case .right: (start, stepX, stepY) = ((h - 1) * w, -w, 1)
        case .rightMirrored: (start, stepX, stepY) = ((h - 1) * w + w - 1, -w, -1)
        case .left: (start, stepX, stepY) = (w - 1, w, -1)
        }
        let outWidth = orientation.swapsSides ? h : w
        let outHeight = orientation.swapsSides ? w : h
        let channels = self.channels
        let count = pixels.count
        let tile = orientation.swapsSides ? 64 : max(outWidth, 1)
        let out = [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            pixels.withUnsafeBufferPointer { input in
                var tileY = 0
                while tileY < outHeight {
                    let rowEnd = min(outHeight, tileY + tile)
                    var tileX = 0
                    while tileX < outWidth {
                        let columnEnd = min(outWidth, tileX + tile)
                        for y in tileY..<rowEnd {
                            var source = start + y * stepY + tileX * stepX
                            var target = y * outWidth + tileX
                            if channels == 1 {
                                for _ in tileX..<columnEnd {
                                    output[target] = input[source]
                                    source += stepX; target += 1
                                }
                            } else {
                                for _ in tileX..<columnEnd {
                                    let s = source * 3, t = target * 3
                                    output[t] = input[s]; output[t + 1] = input[s + 1]; output[t + 2] = input[s + 2]
                                    source += stepX; target += 1
                                }
                            }
                        }
                        tileX = columnEnd
                    }
                    tileY = rowEnd
                }
            }
            initialized = count
        }
        // The count always matches: the output holds the same pixels with the sides perhaps swapped.
        return Image(width: outWidth, height: outHeight, layout: layout, pixels: out) ?? self
    }
}
