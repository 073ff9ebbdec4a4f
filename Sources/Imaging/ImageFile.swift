import Foundation

/// Reading PNG, JPEG, TIFF and HEIC files, and writing PNG and JPEG. Every failure throws an `ImageError` naming the file.
///
/// Sizes are checked against `ImageLimits` from the header, before any pixel is decoded.
/// Gray files decode to gray images and everything else to RGB; PNG alpha is composited on white.
/// A JPEG that libjpeg can only decode with a warning (truncated, damaged scan data) is an error.
public enum ImageFile {
    /// Reads a PNG, JPEG, TIFF or HEIC, recognised by its first bytes rather than its name.
    /// A path ending in `#N` (and no file of that name) reads page N of a multi-page TIFF.
    public static func read(_ path: String) throws -> Image {
        let (file, page) = pageReference(path)
        return try decode(FileIO.readBytes(file), name: path, page: page)
    }

    /// Splits `scan.tif#2` into the file and the page (from 1); a path naming an existing file is never split.
    public static func pageReference(_ path: String) -> (file: String, page: Int?) {
        guard let hash = path.lastIndex(of: "#"), let page = Int(path[path.index(after: hash)...]), page >= 1,
              !FileManager.default.fileExists(atPath: path) else { return (path, nil) }
        return (String(path[..<hash]), page)
    }

    /// Decodes PNG, JPEG, TIFF or HEIC bytes; `name` is used in error messages.
    /// - Parameter page: the page of a multi-page TIFF, from 1; nil means the first. Other formats have one page.
    public static func decode(_ bytes: [UInt8], name: String, page: Int? = nil) throws -> Image {
        let format = try format(of: bytes, name: name)
        if let page, page != 1, format != .tiff {
            throw ImageError.unreadable(name, reason: "only TIFF files have pages; this is \(format.rawValue.uppercased())")
        }
        switch format {
        case .png: return try PNGCodec.decode(bytes, name: name)
        case .jpeg: return try JPEGCodec.decode(bytes, name: name)
        case .tiff: return try TIFFCodec.decode(bytes, page: page ?? 1, name: name)
        case .heic: return try HEICChild.decode(bytes, name: name)
        }
    }

    /// The size, format and layout a file declares, without decoding its pixels.
    public static func readHeader(_ path: String) throws -> ImageHeader {
        let (file, page) = pageReference(path)
        return try header(of: FileIO.readBytes(file), name: path, page: page)
    }

    /// The size, format and layout encoded bytes declare, without decoding their pixels.
    public static func header(of bytes: [UInt8], name: String, page: Int? = nil) throws -> ImageHeader {
        switch try format(of: bytes, name: name) {
        case .png: return try PNGCodec.header(bytes, name: name)
        case .jpeg: return try JPEGCodec.header(bytes, name: name)
        case .tiff: return try TIFFCodec.header(bytes, page: page ?? 1, name: name)
        case .heic: return try HEICChild.header(bytes, name: name)
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
        case .tiff, .heic: throw ImageError.writeFailed(path, reason: "ScanLab reads \(format.rawValue.uppercased()) but writes only .png and .jpg")
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
