/// What an image file's header declares, read without decoding any pixel; sizes are those of the upright image.
public struct ImageHeader: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var format: ImageFormat
    /// The layout a decode gives: gray for gray files, RGB for everything else.
    public var layout: Image.Layout
    /// The EXIF orientation of a JPEG (`.up` for PNG); `width` and `height` are already those of the upright image.
    public var orientation: ExifOrientation

    public init(width: Int, height: Int, format: ImageFormat, layout: Image.Layout, orientation: ExifOrientation = .up) {
        self.width = width; self.height = height; self.format = format; self.layout = layout; self.orientation = orientation
    }
}
