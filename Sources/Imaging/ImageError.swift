/// Why an image could not be read or written. Every case names the file.
public enum ImageError: ScanLabError, Equatable {
    case missingFile(String)
    case emptyFile(String)
    case unreadable(String, reason: String)
    case unknownFormat(String)
    case corrupt(String, reason: String)
    case tooLarge(String, width: Int, height: Int, limit: Int)
    case emptyImage(String)
    case writeFailed(String, reason: String)
    /// A well-formed file of a kind ScanLab does not decode (16-bit TIFF samples, huge TIFF tiles).
    case unsupported(String, reason: String)

    public var message: String {
        switch self {
        case .missingFile(let p): return "\(p): no such file"
        case .emptyFile(let p): return "\(p): the file is empty"
        case .unreadable(let p, let r): return "\(p): cannot read: \(r)"
        case .unknownFormat(let p): return "\(p): not a PNG, JPEG, TIFF or HEIC image"
        case .corrupt(let p, let r): return "\(p): corrupt image: \(r)"
        case .tooLarge(let p, let w, let h, let limit):
            return "\(p): image is \(w)×\(h) pixels, over the limit of \(limit) pixels a side (\(ImageLimits.maxPixels) in all)"
        case .emptyImage(let p): return "\(p): image has zero width or height"
        case .writeFailed(let p, let r): return "\(p): cannot write: \(r)"
        case .unsupported(let p, let r): return "\(p): unsupported image: \(r)"
        }
    }
}

/// Limits checked from the header, before any pixel is decoded.
public enum ImageLimits {
    /// The longest side accepted, in pixels.
    public static let maxSide = 30_000
    /// The most pixels accepted in all (about 16 K × 12 K, four 12 MP photos).
    public static let maxPixels = 200_000_000
}
