/// What an image file's header declares, read without decoding any pixel.
public struct ImageHeader: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var format: ImageFormat
    /// The layout a decode gives: gray for gray files, RGB for everything else.
    public var layout: Image.Layout

    public init(width: Int, height: Int, format: ImageFormat, layout: Image.Layout) {
        self.width = width; self.height = height; self.format = format; self.layout = layout
    }
}
