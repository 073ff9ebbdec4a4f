/// The encoded formats ScanLab reads and writes.
public enum ImageFormat: String, Sendable, Codable, CaseIterable {
    case png
    case jpeg

    /// The usual file extension, without a dot.
    public var fileExtension: String {
        switch self {
        case .png: return "png"
        case .jpeg: return "jpg"
        }
    }

    /// The format a path's extension asks for (`.png`, `.jpg`, `.jpeg`, any case); nil for others.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        default: return nil
        }
    }

    /// The format the first bytes announce; nil when they are neither PNG nor JPEG.
    public init?(sniffing bytes: [UInt8]) {
        if bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
            self = .jpeg
        } else {
            return nil
        }
    }
}
