/// The encoded formats ScanLab reads and writes.
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png
    case jpeg
    /// Read only (libtiff): 1-bit and 8-bit gray, 8-bit RGB.
    case tiff
    /// Read only (libheif): HEIC and other HEIF still images.
    case heic

    /// The usual file extension, without a dot.
    public var fileExtension: String {
        switch self {
        case .png: return "png"
        case .jpeg: return "jpg"
        case .tiff: return "tif"
        case .heic: return "heic"
        }
    }

    /// The format a path's extension asks for (`.png`, `.jpg`, `.jpeg`, any case); nil for others.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "tif", "tiff": self = .tiff
        case "heic", "heif": self = .heic
        default: return nil
        }
    }

    /// HEIF brands libheif decodes as still images (ISO/IEC 23008-12 and Apple's): found in the `ftyp` box.
    static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]

    /// Whether ScanLab can write this format (PNG and JPEG); TIFF and HEIC are read only.
    public var isWritable: Bool { self == .png || self == .jpeg }

    /// The format the first bytes announce; nil when they are none of PNG, JPEG, TIFF and HEIC.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else if bytes.count >= 4, bytes[0..<4].elementsEqual([0x49, 0x49, 0x2A, 0x00]) || bytes[0..<4].elementsEqual([0x4D, 0x4D, 0x00, 0x2A])
                    || bytes[0..<4].elementsEqual([0x49, 0x49, 0x2B, 0x00]) || bytes[0..<4].elementsEqual([0x4D, 0x4D, 0x00, 0x2B]) {
            // Classic TIFF and BigTIFF, little- and big-endian.
            self = .tiff
        } else if bytes.count >= 12, bytes[4..<8].elementsEqual(Array("ftyp".utf8)),
                  Self.heifBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self)) {
            self = .heic
        } else {
            return nil
        }
    }
}
