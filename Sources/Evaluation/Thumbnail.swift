import Imaging

/// Small JPEG copies of the photo and of each style's output, for the HTML report.
public enum Thumbnail {
    /// The long side of a thumbnail, in pixels.
    public static let longSide = 480

    /// Decodes `bytes`, shrinks them to `longSide` and encodes a JPEG.
    public static func make(from bytes: [UInt8], name: String) throws -> [UInt8] {
        let image = try ImageFile.decode(bytes, name: name)
        return try make(from: image)
    }

    public static func make(from image: Image) throws -> [UInt8] {
        let scale = min(1, Double(longSide) / Double(max(image.width, image.height, 1)))
        let small = scale < 1
            ? image.resized(width: max(1, Int((Double(image.width) * scale).rounded())), height: max(1, Int((Double(image.height) * scale).rounded())))
            : image
        return try ImageFile.encodeJPEG(small, quality: 75)
    }
}
