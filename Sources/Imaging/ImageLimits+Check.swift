extension ImageLimits {
    /// Throws unless a declared size is non-empty and within the limits; called before decoding.
    static func check(width: Int, height: Int, name: String) throws {
        guard width > 0, height > 0 else { throw ImageError.emptyImage(name) }
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw ImageError.tooLarge(name, width: width, height: height, limit: maxSide)
        }
    }
}
