import Imaging

/// Encodes the final image with Imaging's codecs: PNG (zlib level 1) or JPEG (4:2:0 for colour).
enum PageEncoder {
    static func encode(_ image: Image, format: PageSpec.Format, jpegQuality: Int) throws -> [UInt8] {
        switch format {
        case .png: return try ImageFile.encodePNG(image)
        case .jpg: return try ImageFile.encodeJPEG(image, quality: jpegQuality)
        }
    }
}
