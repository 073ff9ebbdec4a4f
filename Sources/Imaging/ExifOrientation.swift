/// How a camera says its stored pixels must be turned to appear upright: the EXIF Orientation tag (0x0112).
///
/// Raw values are the tag's values 1 to 8; case names follow the position of the stored image's top row
/// once shown upright (`right`: a phone held upright stored its picture lying on its side, top row on the right).
public enum ExifOrientation: Int, Sendable, Codable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: mirrored left to right.
    case upMirrored = 2
    /// 3: upside down.
    case down = 3
    /// 4: mirrored top to bottom.
    case downMirrored = 4
    /// 5: transposed (mirrored across the main diagonal).
    case leftMirrored = 5
    /// 6: turn a quarter clockwise to show upright (a phone photo taken upright).
    case right = 6
    /// 7: transversed (mirrored across the other diagonal).
    case rightMirrored = 7
    /// 8: turn a quarter anticlockwise to show upright.
    case left = 8

    /// Whether showing the image upright swaps its width and height.
    public var swapsSides: Bool { rawValue >= 5 }
}
