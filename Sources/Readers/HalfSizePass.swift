import Documents
import Geometry

/// zxing's second look at a page: the same read on a copy at half the size, binarised by the global histogram,
/// whose finds join the full-size ones (`CodeFinds.merge`).
///
/// zxing-cpp binarises matrix codes (QR, Data Matrix, PDF417) by the local average over 40 px windows
/// (`HybridBinarizer`), so a PDF417 printed at 5.5–7 px per module, whose 8-module start bar is wider than the
/// window, breaks into holes and is missed. On the styles' pages (light already evened out) the global histogram's
/// threshold keeps those bars whole, and at half the size the read costs a quarter of the pixels. Measured on
/// ordinary 4K photos of labels (Scripts/bench-codes.sh styles, 12 labels as printed): of the PDF417s at 5.6–6.8 px
/// the full-size read missed in `colour`, `grayscale`, `ink` and `auto`, a half-size local-average pass found all
/// but one and a half-size global-histogram pass all (on 150 styled pages the latter found everything the former
/// did); on the raw photo (uneven light), where the global histogram fails, the full-size read keeps what it found. zxing-cpp's own `tryDownscale` reads smaller copies too, but 1.4 merges its layers with an
/// assertion that aborts on a linear code seen on several scan lines, so the merge is done here.
enum HalfSizePass {
    /// The smallest side, in pixels, of the half-size copy for it to be read: zxing-cpp's own
    /// `downscaleThreshold`, below which its pyramid stops (codes in a smaller copy are too small to decode).
    static let minimumSide = 500

    /// Whether an image of this size gets the half-size pass.
    static func applies(width: Int, height: Int) -> Bool { min(width, height) / 2 >= minimumSide }

    /// A code found in the half-size copy, with its box in the full-size image's pixels.
    /// - Parameter scale: full-size pixels per half-size pixel along x and y.
    static func scaledBack(_ code: ReadCode, scaleX: Double, scaleY: Double) -> ReadCode {
        var code = code
        code.box = Box(x: code.box.x * scaleX, y: code.box.y * scaleY, width: code.box.width * scaleX, height: code.box.height * scaleY)
        return code
    }
}
