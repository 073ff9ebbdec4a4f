import Foundation
import Imaging

/// Decodes the file a reader is given into pixels for the in-process engine.
enum PageImage {
    static func read(_ path: String) throws -> Image {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageError.missingFile(path)
        }
        let bytes = [UInt8](data)
        if let image = PNM.decode(bytes) { return image }
        // TODO(readers): ImageFile.read once the imaging helper lands PNG/JPEG decoding on main.
        throw ImageError.unknownFormat(path)
    }
}
