extension Image {
    /// Counts of each gray level, 256 bins. An RGB image is counted through `grayscale()`.
    public func histogram() -> [Int] {
        guard layout == .gray else { return grayscale().histogram() }
        // Four interleaved tables so that runs of equal values do not stall on one counter.
        var tables = [Int](repeating: 0, count: 4 * 256)
        pixels.withUnsafeBufferPointer { source in
            tables.withUnsafeMutableBufferPointer { counts in
                guard let s = source.baseAddress, let c = counts.baseAddress else { return }
                let n = source.count, quads = n / 4
                for i in 0..<quads {
                    let p = s + 4 * i
                    c[Int(p[0])] &+= 1
                    c[256 + Int(p[1])] &+= 1
                    c[512 + Int(p[2])] &+= 1
                    c[768 + Int(p[3])] &+= 1
                }
                for i in 4 * quads ..< n { c[Int(s[i])] &+= 1 }
            }
        }
        return (0..<256).map { tables[$0] + tables[256 + $0] + tables[512 + $0] + tables[768 + $0] }
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
