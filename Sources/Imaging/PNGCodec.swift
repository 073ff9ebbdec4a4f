internal import CSupport

/// PNG through libpng, via the setjmp-guarded functions in CSupport.
enum PNGCodec {
    /// zlib level 1: about twice as fast as the default 6 for a few percent more bytes (FINDINGS.md).
    static let zlibLevel: Int32 = 1

    /// Reads the IHDR chunk, which the PNG specification places first.
    static func header(_ bytes: [UInt8], name: String) throws -> ImageHeader {
        // Signature (8) + length (4) + "IHDR" (4) + width (4) + height (4) + depth + colour type.
        guard bytes.count >= 26 else { throw ImageError.corrupt(name, reason: "PNG ends inside its header (truncated)") }
        guard bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            throw ImageError.corrupt(name, reason: "PNG does not start with an IHDR chunk")
        }
        func bigEndian(_ at: Int) -> Int {
            (Int(bytes[at]) << 24) | (Int(bytes[at + 1]) << 16) | (Int(bytes[at + 2]) << 8) | Int(bytes[at + 3])
        }
        let colourType = bytes[25]
        // Colour types 0 (gray) and 4 (gray + alpha) have no colour bit.
        let layout: Image.Layout = (colourType & 2) == 0 && colourType != 3 ? .gray : .rgb
        return ImageHeader(width: bigEndian(16), height: bigEndian(20), format: .png, layout: layout)
    }

    static func decode(_ bytes: [UInt8], name: String) throws -> Image {
        let header = try header(bytes, name: name)
        try ImageLimits.check(width: header.width, height: header.height, name: name)
        let count = header.width * header.height * header.layout.rawValue
        var message = [CChar](repeating: 0, count: 256)
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { input in
                csupport_png_decode(input.baseAddress, input.count, UInt32(header.width), UInt32(header.height),
                                    Int32(header.layout.rawValue), buffer.baseAddress, count, &message, message.count)
            }
            // On failure the contents do not matter; the array is dropped below.
            initialized = count
        }
        guard status == Int32(CSUPPORT_OK) else {
            throw ImageError.corrupt(name, reason: "PNG: " + string(message))
        }
        guard let image = Image(width: header.width, height: header.height, layout: header.layout, pixels: pixels) else {
            throw ImageError.corrupt(name, reason: "PNG: decoded size does not match the header")
        }
        return image
    }

    static func encode(_ image: Image, bitonalThreshold: UInt8? = nil, name: String = "PNG") throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw ImageError.emptyImage(name) }
        var message = [CChar](repeating: 0, count: 256)
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = image.pixels.withUnsafeBufferPointer { input in
            csupport_png_encode(input.baseAddress, UInt32(image.width), UInt32(image.height), Int32(image.channels),
                                zlibLevel, bitonalThreshold == nil ? 0 : 1, bitonalThreshold ?? 0,
                                &data, &size, &message, message.count)
        }
        defer { csupport_free(data) }
        guard status == Int32(CSUPPORT_OK), let data else {
            throw ImageError.writeFailed(name, reason: "PNG: " + string(message))
        }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    private static func string(_ message: [CChar]) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "unknown libpng error" : text
    }
}
