import Imaging

/// Encodes the final image. Until the imaging codecs land this throws `SceneError.stageMissing`.
enum PageEncoder {
    static func encode(_ image: Image, format: PageSpec.Format, jpegQuality: Int) throws -> [UInt8] {
        throw SceneError.stageMissing("encode \(format.rawValue)")
    }
}
