extension Image {
    /// The gray image (ITU-R BT.601 luma, as OpenCV and libjpeg weigh it); a gray image is returned as is.
    public func grayscale() -> Image {
        guard layout == .rgb else { return self }
        let count = width * height
        let gray = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                // Rows have no padding, so the whole image is one run of pixels: no per-row tails.
                guard let s = source.baseAddress, let d = out.baseAddress else { return }
                LumaKernel.convert(rgb: s, into: d, count: count)
            }
            initialized = count
        }
        return Image(width: width, height: height, layout: .gray, pixels: gray) ?? self
    }

    /// The RGB image; gray samples are repeated in all three channels, an RGB image is returned as is.
    public func rgb() -> Image {
        guard layout == .gray else { return self }
        let count = width * height
        let rgb = [UInt8](unsafeUninitializedCapacity: count * 3) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                guard let s = source.baseAddress, let d = out.baseAddress else { return }
                for i in 0..<count {
                    let v = s[i]
                    d[3 * i] = v; d[3 * i + 1] = v; d[3 * i + 2] = v
                }
            }
            initialized = count * 3
        }
        return Image(width: width, height: height, layout: .rgb, pixels: rgb) ?? self
    }
}
