extension Image {
    /// Counts of each gray level, 256 bins. An RGB image is counted through `grayscale()`.
    public func histogram() -> [Int] {
        guard layout == .gray else { return grayscale().histogram() }
        // Eight interleaved tables so that runs of equal values (a page's paper) do not stall on one counter: an
        // increment waits for the last one to the same counter, and with four tables that wait set the pace
        // (about 1 ns a pixel on a page of paper). Eight pixels are read as one 64-bit word.
        var tables = [Int](repeating: 0, count: 8 * 256)
        pixels.withUnsafeBufferPointer { source in
            tables.withUnsafeMutableBufferPointer { counts in
                guard let s = source.baseAddress, let c = counts.baseAddress else { return }
                let n = source.count, words = n / 8
                let raw = UnsafeRawPointer(s)
                for i in 0..<words {
                    let word = raw.loadUnaligned(fromByteOffset: 8 &* i, as: UInt64.self).littleEndian
                    for k in 0..<8 { c[256 &* k &+ Int((word >> (8 &* UInt64(k))) & 0xFF)] &+= 1 }
                }
                for i in 8 * words ..< n { c[Int(s[i])] &+= 1 }
            }
        }
        return (0..<256).map { level in (0..<8).reduce(0) { $0 + tables[256 * $1 + level] } }
    }

    /// A bitonal gray image: 255 where the gray level is above `threshold`, 0 elsewhere
    /// (the convention of `Threshold.otsu`). RGB is converted to gray first.
    public func thresholded(above threshold: Int) -> Image {
        let gray = layout == .gray ? self : grayscale()
        var result = Image(width: width, height: height, layout: .gray)
        let t = UInt8(clamping: threshold)
        let always = threshold < 0
        gray.pixels.withUnsafeBufferPointer { source in
            result.pixels.withUnsafeMutableBufferPointer { target in
                guard let s = source.baseAddress, let d = target.baseAddress else { return }
                for i in 0..<source.count { d[i] = (s[i] > t || always) ? 255 : 0 }
            }
        }
        return result
    }
}
