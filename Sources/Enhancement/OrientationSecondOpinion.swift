import Foundation
import Imaging
import PageFinding
import Readers

/// Tesseract's OSD as the orientation step's second opinion, asked only when the glyph statistics are too weak to
/// decide and the reading test (`OrientationReadingTest`) was not asked or could not tell (`OrientationDetector.settle`),
/// at about ten times the glyphs' cost. (It was the first witness after the glyphs until it read the faint
/// dot-matrix receipt X51007339642 of sroie-dev upside down, 0.51 sure, on a crop a few pixels off.)
///
/// Each engine has one owner at a time: engines (`Readers.TesseractOrientation`, about 100 ms to load) are made the
/// first time they are needed and kept in a pool, so a worker thread takes one, uses it alone and gives it back;
/// there are never more engines than callers asking at once (one per worker). Without `tesseract-ocr-osd` installed
/// there is no second opinion and weak pages stay as they are (`Scripts/install-deps.sh` installs it).
public final class OrientationSecondOpinion: @unchecked Sendable {
    /// The pool the styles use.
    public static let shared = OrientationSecondOpinion()

    private let engines = EnginePool { try? TesseractOrientation() }

    init() {}

    /// How the page in `view` (gray, square on) lies and OSD's confidence; nil when OSD could not say or is missing.
    public func ask(_ view: Image) -> (orientation: PageOrientation, confidence: Double)? {
        engines.use { $0.detect(view) }
    }
}
