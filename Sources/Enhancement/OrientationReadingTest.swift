import Foundation
import Documents
import Imaging
import PageFinding
import Readers

/// Tesseract's recogniser as the orientation step's reading test (`OrientationDetector.read`), asked only when the
/// glyphs found which way the lines run but not which way is up: the view is read as it lies, and the mean
/// confidence of its words says how much it looks like text to the recogniser.
///
/// Engines (`Readers.TesseractReader`, English, one uniform block as the styles' pages are read) are kept in an
/// `EnginePool`, as `OrientationSecondOpinion` keeps its own. Without
/// Tesseract's English model there is no reading test and the second opinion decides, as before.
public final class OrientationReadingTest: @unchecked Sendable {
    /// The pool the styles use.
    public static let shared = OrientationReadingTest()

    private let engines = EnginePool { try? TesseractReader(id: "tesseract-orientation") }

    init() {}

    /// The mean confidence (0 to 100) of the words with a letter or digit that Tesseract reads in `view` as it
    /// lies; nil when it read none or cannot read.
    public func meanConfidence(_ view: Image) -> Double? {
        guard let reading = engines.use({ try? $0.read(view, language: .en, name: "the orientation view") }) else { return nil }
        let confidences = reading.words.compactMap { word -> Double? in
            guard word.text.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
            return word.confidence
        }
        guard !confidences.isEmpty else { return nil }
        return confidences.reduce(0, +) / Double(confidences.count)
    }
}
