internal import CTurboJPEG

/// JPEG through the TurboJPEG API, whose functions return a status instead of jumping.
///
/// A warning from libjpeg (a premature end of the file, bad Huffman code, stray bytes in the scan)
/// means the pixels are partly invented, so decode treats every warning as an error: a truncated or
/// corrupted JPEG throws `ImageError.corrupt` rather than returning a gray-filled page.
///
/// The EXIF orientation is honoured: decode returns the upright image and header its upright size,
/// as every viewer shows the file.
enum JPEGCodec {
    static func header(_ bytes: [UInt8], name: String) throws -> ImageHeader {
        let handle = try TurboJPEGHandle(.decompressor, name: name)
        let header = try readHeader(bytes, with: handle, name: name)
        let layout: Image.Layout = header.colourspace == Int32(TJCS_GRAY.rawValue) ? .gray : .rgb
        let orientation = ExifOrientation.of(jpeg: bytes)
        let (width, height) = orientation.swapsSides ? (header.height, header.width) : (header.width, header.height)
        return ImageHeader(width: Int(width), height: Int(height), format: .jpeg, layout: layout, orientation: orientation)
    }

    /// Reads the size and colour space with `handle`, which decode then reuses for the pixels.
    private static func readHeader(_ bytes: [UInt8], with handle: borrowing TurboJPEGHandle,
                                   name: String) throws -> (width: Int32, height: Int32, colourspace: Int32) {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { input in
            tjDecompressHeader3(handle.raw, input.baseAddress, UInt(input.count), &width, &height, &subsampling, &colourspace)
        }
        guard status == 0 else {
            let reason = handle.lastError
            // libjpeg refuses a zero height (it would need a DNL marker) while reading the header.
            if reason.contains("Empty JPEG image") { throw ImageError.emptyImage(name) }
            throw ImageError.corrupt(name, reason: "JPEG header: \(reason)")
        }
        return (width, height, colourspace)
    }

    static func decode(_ bytes: [UInt8], name: String) throws -> Image {
        let handle = try TurboJPEGHandle(.decompressor, name: name)
        let (width, height, colourspace) = try readHeader(bytes, with: handle, name: name)
        try ImageLimits.check(width: Int(width), height: Int(height), name: name)
        let w = Int(width), h = Int(height)
        let isGray = colourspace == Int32(TJCS_GRAY.rawValue)
        // CMYK and YCCK files cannot be converted to RGB by TurboJPEG; take CMYK and convert here.
        let isCMYK = colourspace == Int32(TJCS_CMYK.rawValue) || colourspace == Int32(TJCS_YCCK.rawValue)
        let format = isGray ? TJPF_GRAY : (isCMYK ? TJPF_CMYK : TJPF_RGB)
        let samples = isGray ? 1 : (isCMYK ? 4 : 3)
        let count = w * h * samples
        var status: Int32 = 0
        var decoded = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { input in
                tjDecompress2(handle.raw, input.baseAddress, UInt(input.count), buffer.baseAddress,
                              width, 0, height, Int32(format.rawValue), TJFLAG_STOPONWARNING)
            }
            initialized = count
        }
        guard status == 0 else {
            let reason = handle.lastError
            let kind = handle.lastFailureWasWarning ? "damaged or truncated JPEG data" : "JPEG"
            throw ImageError.corrupt(name, reason: "\(kind): \(reason)")
        }
        if isCMYK { decoded = rgb(fromInvertedCMYK: decoded, pixels: w * h) }
        guard let image = Image(width: w, height: h, layout: isGray ? .gray : .rgb, pixels: decoded) else {
            throw ImageError.corrupt(name, reason: "JPEG: decoded size does not match the header")
        }
        return image.oriented(ExifOrientation.of(jpeg: bytes))
    }

    /// Adobe writes CMYK JPEGs inverted (255 = no ink), so each channel is simply scaled by K.
    private static func rgb(fromInvertedCMYK cmyk: [UInt8], pixels: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels * 3) { out, initialized in
            cmyk.withUnsafeBufferPointer { source in
                for i in 0..<pixels {
                    let k = UInt32(source[4 * i + 3])
                    for c in 0..<3 { out[3 * i + c] = UInt8((UInt32(source[4 * i + c]) * k + 127) / 255) }
                }
            }
            initialized = pixels * 3
        }
    }

    /// Encodes gray as a one-component JPEG and RGB with 4:2:0 chroma, as phone cameras do.
    static func encode(_ image: Image, quality: Int, name: String = "JPEG") throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw ImageError.emptyImage(name) }
        let handle = try TurboJPEGHandle(.compressor, name: name)
        let gray = image.layout == .gray
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { input in
            tjCompress2(handle.raw, input.baseAddress, Int32(image.width), 0, Int32(image.height),
                        Int32((gray ? TJPF_GRAY : TJPF_RGB).rawValue), &output, &size,
                        Int32((gray ? TJSAMP_GRAY : TJSAMP_420).rawValue), Int32(min(100, max(1, quality))), 0)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output else {
            throw ImageError.writeFailed(name, reason: "JPEG: \(handle.lastError)")
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
