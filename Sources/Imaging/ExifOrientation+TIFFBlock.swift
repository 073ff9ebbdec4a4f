extension ExifOrientation {
    /// A minimal EXIF payload (a big-endian TIFF header and one IFD) holding only the Orientation tag, as HEIF and
    /// JPEG writers embed it. Used to write test files that carry an EXIF orientation.
    static func tiffBlock(orientation: Int) -> [UInt8] {
        let value = UInt8(clamping: orientation)
        return [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,   // "MM", 42, first IFD at 8
                0x00, 0x01,                                         // one entry
                0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01,     // Orientation, SHORT, count 1
                0x00, value, 0x00, 0x00,                            // the value, padded
                0x00, 0x00, 0x00, 0x00]                             // no next IFD
    }
}
