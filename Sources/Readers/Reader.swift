import Documents

/// An OCR engine that reads one page at a time.
///
/// An instance is used from one thread at a time; make one per worker with `ReaderCatalog.makeReader`.
public protocol Reader: AnyObject {
    /// What this reader is: recorded with every result and part of the OCR cache key.
    var identity: ReaderIdentity { get }

    /// The identity when reading a language; differs from `identity` when the model file depends on the
    /// language (Tesseract's `eng.traineddata` against `deu.traineddata`). Use this one for cache keys.
    func identity(for language: Language) -> ReaderIdentity

    /// Reads the image file that a style wrote, as it is on disk.
    /// - Parameters:
    ///   - path: a PNG or JPEG file; external readers get this exact file.
    ///   - language: the page's language; readers map it to their own codes.
    /// - Throws: `ReaderError` (a skip for an unsupported language, a failure otherwise), or the image's error.
    func read(imageAt path: String, language: Language) throws -> Reading
}

extension Reader {
    /// Readers whose models do not depend on the language have one identity.
    public func identity(for language: Language) -> ReaderIdentity { identity }
}
