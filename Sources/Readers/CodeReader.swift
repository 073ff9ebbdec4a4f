import Documents
import Imaging

/// A reader of QR codes and barcodes (`reads: codes`): it decodes the style's image file in-process and
/// returns its codes, with no text. Its identity, like a text reader's, keys the cache.
public final class CodeReader: Reader {
    public let identity: ReaderIdentity
    private let engine: any CodeEngine

    init(identity: ReaderIdentity, engine: any CodeEngine) {
        self.identity = identity
        self.engine = engine
    }

    /// The symbologies this reader can decode.
    public var supportedSymbologies: Set<Symbology> { engine.supported }

    public func read(imageAt path: String, language: Language) throws -> Reading {
        let image = try ImageFile.read(path)
        return try read(image, name: path)
    }

    /// Decodes pixels that are already in memory.
    public func read(_ image: Image, name: String = "the image") throws -> Reading {
        let gray = image.layout == .gray ? image : image.grayscale()
        let codes = try engine.decode(gray, name: name)
        return Reading(text: "", codes: codes.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) })
    }
}
