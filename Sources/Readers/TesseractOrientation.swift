import Foundation
import Imaging

/// Tesseract's orientation and script detection (OSD), from Debian's `tesseract-ocr-osd` model, as the other way
/// of telling how a page lies. `scanlab-bench orientation` measures it against the styles' own glyph statistics
/// (`OrientationDetector`); the styles use the latter (see its documentation for why).
///
/// Owns one engine loaded with `osd` and the legacy classifier (the only one the OSD model has). Not thread-safe:
/// one detector per worker.
public final class TesseractOrientation {
    private let engine: TesseractEngine
    static let readerID = "tesseract-osd"

    /// Loads the OSD model.
    /// - Parameter folder: the tessdata folder holding `osd.traineddata`.
    /// - Throws: `ReaderError.initFailed` when the model is missing (install `tesseract-ocr-osd`).
    public init(folder: String = TessdataLocator.systemFolder()) throws {
        guard FileManager.default.fileExists(atPath: TessdataLocator.modelPath("osd", in: folder)) else {
            throw ReaderError.initFailed(Self.readerID, reason: "no osd.traineddata in \(folder); install tesseract-ocr-osd")
        }
        engine = try TesseractEngine(readerID: Self.readerID)
        try engine.load(code: "osd", folder: folder, settings: TesseractSettings(engineMode: .legacy, pageSegmentation: 0),
                        readerID: Self.readerID)
    }

    /// How the page in `image` lies, clockwise from upright, and Tesseract's confidence; nil when it could not say.
    public func detect(_ image: Image, resolution: Int = 300) -> (orientation: PageOrientation, confidence: Double)? {
        let gray = image.layout == .gray ? image : image.grayscale()
        let result = gray.pixels.withUnsafeBufferPointer {
            engine.detectOrientation(pixels: $0, width: gray.width, height: gray.height, bytesPerPixel: 1, resolution: resolution)
        }
        guard let result, let orientation = PageOrientation(degrees: result.degrees) else { return nil }
        return (orientation, result.confidence)
    }
}
