import Foundation
import Imaging

/// Upright copies of EXIF-turned JPEGs, for external programs that may not honour the tag themselves.
///
/// ScanLab decodes a JPEG with an EXIF orientation upright; an external reader handed the file's path might
/// read it lying on its side. So a JPEG whose orientation is not 1 is given to such a program as an upright
/// PNG (lossless, and with no tag left to apply twice); every other file is passed on untouched.
/// The copies live in one scratch folder per reader, removed when the reader goes.
final class UprightCopies {
    private let readerID: String
    private var folder: URL?

    init(readerID: String) {
        self.readerID = readerID
    }

    deinit {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// `path` itself, or an upright PNG copy when the file is a JPEG with an EXIF orientation other than 1, or a
    /// TIFF or HEIC (which external programs may not read, or may read without HEIF's rotation).
    /// - Throws: `ReaderError.badImage` when the file cannot be decoded or the copy cannot be written.
    func path(for path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return path } // the program reports it
        let bytes = [UInt8](data)
        let format = ImageFormat(sniffing: bytes)
        let needsCopy = format == .tiff || format == .heic || (format == .jpeg && ExifOrientation.of(jpeg: bytes) != .up)
        guard needsCopy else { return path }
        do {
            let image = try ImageFile.decode(bytes, name: path)
            let target = try scratchFolder().appendingPathComponent("upright.png").path
            try ImageFile.write(image, to: target)
            return target
        } catch {
            throw ReaderError.badImage(path, reason: "cannot make the PNG copy an external reader needs: \(error)")
        }
    }

    private func scratchFolder() throws -> URL {
        if let folder { return folder }
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-\(readerID)-upright-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        folder = made
        return made
    }
}
