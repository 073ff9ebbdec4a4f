/// Reading and writing PNG and JPEG files. Every failure throws an `ImageError` naming the file.
///
/// Sizes are checked against `ImageLimits` from the header, before any pixel is decoded.
/// Gray files decode to gray images and everything else to RGB; PNG alpha is composited on white.
/// A JPEG that libjpeg can only decode with a warning (truncated, damaged scan data) is an error.
public enum ImageFile {
    /// Reads a PNG or JPEG, recognised by its first bytes rather than its name.
    public static func read(_ path: String) throws -> Image {
        try decode(FileIO.readBytes(path), name: path)
    }

    /// Decodes PNG or JPEG bytes; `name` is used in error messages.
    public static func decode(_ bytes: [UInt8], name: String) throws -> Image {
        switch try format(of: bytes, name: name) {
        case .png: return try PNGCodec.decode(bytes, name: name)
        case .jpeg: return try JPEGCodec.decode(bytes, name: name)
        }
    }

    /// The size, format and layout a file declares, without decoding its pixels.
    public static func readHeader(_ path: String) throws -> ImageHeader {
        try header(of: FileIO.readBytes(path), name: path)
    }

    /// The size, format and layout encoded bytes declare, without decoding their pixels.
    public static func header(of bytes: [UInt8], name: String) throws -> ImageHeader {
        switch try format(of: bytes, name: name) {
        case .png: return try PNGCodec.header(bytes, name: name)
        case .jpeg: return try JPEGCodec.header(bytes, name: name)
        }
    }

    /// Writes `image` atomically (temporary file, then rename); the extension picks PNG (`.png`) or JPEG (`.jpg`, `.jpeg`).
    public static func write(_ image: Image, to path: String, jpegQuality: Int = 90) throws {
        guard let format = ImageFormat(pathExtension: path) else {
            throw ImageError.writeFailed(path, reason: "unknown extension; use .png, .jpg or .jpeg")
        }
        let bytes: [UInt8]
        switch format {
        case .png: bytes = try PNGCodec.encode(image, name: path)
        case .jpeg: bytes = try JPEGCodec.encode(image, quality: jpegQuality, name: path)
        }
        try FileIO.writeAtomically(bytes, to: path)
    }

    /// Writes already encoded bytes atomically (temporary file, then rename).
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try FileIO.writeAtomically(bytes, to: path)
    }

    /// PNG at zlib level 1, gray or RGB, 8 bits a sample.
    public static func encodePNG(_ image: Image) throws -> [UInt8] {
        try PNGCodec.encode(image)
    }

    /// A 1-bit gray PNG: samples at or above `threshold` become white. RGB is converted to gray first.
    public static func encodeBitonalPNG(_ image: Image, threshold: UInt8 = 128) throws -> [UInt8] {
        try PNGCodec.encode(image.layout == .gray ? image : image.grayscale(), bitonalThreshold: threshold)
    }

    /// JPEG at `quality` (1 to 100); gray stays a one-component JPEG, RGB uses 4:2:0 chroma.
    public static func encodeJPEG(_ image: Image, quality: Int) throws -> [UInt8] {
        try JPEGCodec.encode(image, quality: quality)
    }

    private static func format(of bytes: [UInt8], name: String) throws -> ImageFormat {
        guard !bytes.isEmpty else { throw ImageError.emptyFile(name) }
        guard let format = ImageFormat(sniffing: bytes) else { throw ImageError.unknownFormat(name) }
        return format
    }
}
