import Foundation
import Imaging

/// Binary PGM/PPM (P5/P6): the only input ocrad and gocr accept, so the one place pixels are re-encoded for a reader.
enum PNM {
    /// Encodes gray as P5 and RGB as P6.
    static func encode(_ image: Image) -> [UInt8] {
        let magic = image.layout == .gray ? "P5" : "P6"
        var out = Array("\(magic)\n\(image.width) \(image.height)\n255\n".utf8)
        out.append(contentsOf: image.pixels)
        return out
    }
}
