internal import CSupport

/// TIFF through libtiff, read from memory by the callbacks in CSupport: 1-bit and 8-bit gray, 8-bit RGB,
/// any compression libtiff has (none, LZW, Deflate, PackBits, CCITT G3/G4, JPEG). Pages count from 1.
enum TIFFCodec {
    /// Sample depths decoded: bilevel scans and 8-bit photos. 16-bit samples would be scaled down silently by
    /// libtiff's RGBA path, losing what a 16-bit scan was made for, so they are refused with a reason.
    static let supportedBits: Set<Int> = [1, 8]
    /// Gray (1 sample), RGB (3), RGB with alpha or an extra sample (4).
    static let supportedSamples: Set<Int> = [1, 3, 4]
    /// TIFF's photometric interpretations that decode to gray: min-is-white (0) and min-is-black (1).
    static let grayPhotometrics: Set<UInt16> = [0, 1]
    /// libtiff reads a whole tile into memory before any pixel: a tile wider or taller than the image limit is a
    /// malformed or hostile file, refused from the header like an oversized image.
    static let maxTileSide = ImageLimits.maxSide
    /// The room for libtiff's message.
    static let messageCapacity = 512

    struct Info {
        var header: ImageHeader
        var page: Int
        var pages: Int
    }

    /// Reads page `page`'s tags and checks them against what ScanLab decodes, before any pixel.
    static func info(_ bytes: [UInt8], page: Int, name: String) throws -> Info {
        guard page >= 1 else { throw ImageError.unreadable(name, reason: "TIFF pages count from 1, not \(page)") }
        var raw = csupport_tiff_info()
        var message = [CChar](repeating: 0, count: messageCapacity)
        let status = bytes.withUnsafeBufferPointer { input in
            csupport_tiff_info_read(input.baseAddress, input.count, UInt32(page - 1), &raw, &message, message.count)
        }
        guard status == Int32(CSUPPORT_OK) else {
            throw ImageError.corrupt(name, reason: "TIFF: " + string(message, fallback: "not a readable TIFF"))
        }
        let bits = Int(raw.bits_per_sample), samples = Int(raw.samples_per_pixel)
        guard supportedBits.contains(bits) else {
            throw ImageError.unsupported(name, reason: "TIFF with \(bits)-bit samples; ScanLab reads 1-bit and 8-bit TIFFs (convert with e.g. `tiffcp` or an image editor)")
        }
        guard supportedSamples.contains(samples) else {
            throw ImageError.unsupported(name, reason: "TIFF with \(samples) samples per pixel; ScanLab reads gray and RGB TIFFs")
        }
        if raw.tile_width > 0 || raw.tile_height > 0 {
            guard Int(raw.tile_width) <= maxTileSide, Int(raw.tile_height) <= maxTileSide else {
                throw ImageError.unsupported(name, reason: "TIFF tiles of \(raw.tile_width)×\(raw.tile_height) pixels, over the limit of \(maxTileSide) a side")
            }
        }
        let layout: Image.Layout = samples == 1 && grayPhotometrics.contains(raw.photometric) ? .gray : .rgb
        let header = ImageHeader(width: Int(raw.width), height: Int(raw.height), format: .tiff, layout: layout)
        return Info(header: header, page: page, pages: Int(raw.pages))
    }

    static func header(_ bytes: [UInt8], page: Int = 1, name: String) throws -> ImageHeader {
        try info(bytes, page: page, name: name).header
    }

    static func decode(_ bytes: [UInt8], page: Int = 1, name: String) throws -> Image {
        let header = try info(bytes, page: page, name: name).header
        try ImageLimits.check(width: header.width, height: header.height, name: name)
        let channels = header.layout.rawValue
        let count = header.width * header.height * channels
        var message = [CChar](repeating: 0, count: messageCapacity)
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { input in
                csupport_tiff_decode(input.baseAddress, input.count, UInt32(page - 1), UInt32(header.width), UInt32(header.height),
                                     Int32(channels), buffer.baseAddress, count, &message, message.count)
            }
            // On failure the contents do not matter; the array is dropped below.
            initialized = count
        }
        guard status == Int32(CSUPPORT_OK) else {
            if status == Int32(CSUPPORT_NO_MEMORY) { throw ImageError.corrupt(name, reason: "TIFF: out of memory decoding the page") }
            throw ImageError.corrupt(name, reason: "TIFF: " + string(message, fallback: "libtiff could not decode the page"))
        }
        guard let image = Image(width: header.width, height: header.height, layout: header.layout, pixels: pixels) else {
            throw ImageError.corrupt(name, reason: "TIFF: decoded size does not match the header")
        }
        return image
    }

    static func string(_ message: [CChar], fallback: String) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? fallback : text
    }
}

extension TIFFCodec {
    /// TIFF compression schemes the writer offers (TIFF's `COMPRESSION_*` values).
    enum Compression: Int32, CaseIterable {
        case none = 1
        /// CCITT Group 4 fax coding: 1-bit pages only.
        case group4 = 4
        case lzw = 5
        case deflate = 8
        case packBits = 32773
    }

    /// Writes pages of one size and layout as a TIFF, for tests and tools that need real TIFF files.
    /// - Parameter bitonal: write 1-bit min-is-white (gray pages only): a sample at or above 128 is white.
    static func write(_ pages: [Image], to path: String, compression: Compression, bitonal: Bool = false) throws {
        guard let first = pages.first, pages.allSatisfy({ $0.width == first.width && $0.height == first.height && $0.layout == first.layout }) else {
            throw ImageError.writeFailed(path, reason: "TIFF pages must share one size and layout")
        }
        var message = [CChar](repeating: 0, count: messageCapacity)
        let pixels = pages.flatMap(\.pixels)
        let status = pixels.withUnsafeBufferPointer { input in
            csupport_tiff_write(path, input.baseAddress, UInt32(first.width), UInt32(first.height), Int32(first.channels),
                                UInt32(pages.count), bitonal ? 1 : 0, compression.rawValue, &message, message.count)
        }
        guard status == Int32(CSUPPORT_OK) else {
            throw ImageError.writeFailed(path, reason: "TIFF: " + string(message, fallback: "libtiff could not write"))
        }
    }
}
