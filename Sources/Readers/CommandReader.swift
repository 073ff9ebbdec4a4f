import Foundation
import Documents
import Imaging
import OCRFormats

/// A reader that runs a declared command once per page, under a timeout.
///
/// The command gets the file the style wrote; only engines declared with `"input": "pnm"` (ocrad, gocr,
/// which read nothing else) get a PGM/PPM made from it, in a scratch folder this reader owns. Both are upright:
/// the PNM is made from the decoded (EXIF-turned) pixels, and an EXIF-turned JPEG is handed over as an upright PNG.
public final class CommandReader: Reader {
    public let declaration: ReaderDeclaration
    /// Computed on first use: hashing the model files takes a moment.
    public private(set) lazy var identity: ReaderIdentity = makeIdentity()
    private let makeIdentity: () -> ReaderIdentity
    private let paths: ReaderPaths
    private var scratch: URL?
    private let upright: UprightCopies

    init(declaration: ReaderDeclaration, identity: @escaping () -> ReaderIdentity, paths: ReaderPaths) {
        self.declaration = declaration
        self.makeIdentity = identity
        self.paths = paths
        self.upright = UprightCopies(readerID: declaration.id)
    }

    deinit {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    public func read(imageAt path: String, language: Language) throws -> Reading {
        let code: String
        if let map = declaration.languages {
            guard let mapped = map[language.rawValue] else {
                throw ReaderError.languageUnsupported(declaration.id, language: language.rawValue)
            }
            code = mapped
        } else {
            code = language.rawValue
        }
        let input = declaration.input == .pnm ? try pnmCopy(of: path) : try upright.path(for: path)
        let arguments = Placeholders(paths: paths, image: input, language: code).expand(declaration.command ?? [])
        let text = try ProcessRunner.run(arguments, readerID: declaration.id, file: path,
                                         timeout: declaration.timeout ?? ReaderDeclaration.defaultTimeout,
                                         environment: declaration.environment ?? [:])
        switch declaration.output ?? .text {
        case .text:
            return LineGrouper.reading(fromText: text)
        case .jsonl:
            do { return try ReaderItems.reading(fromJSONLines: text) } catch let failure as ReaderItems.Failure {
                throw ReaderError.badOutput(declaration.id, reason: failure.reason)
            }
        case .hocr, .alto, .page:
            // A standard document: its lines and words in reading order, with their boxes.
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return Reading(text: "") }
            do {
                return try OCRDocumentReader.read(Data(text.utf8), name: "\(declaration.id) output").reading
            } catch OCRFormatError.noText {
                return Reading(text: "")
            } catch let error as OCRFormatError {
                throw ReaderError.badOutput(declaration.id, reason: error.message)
            }
        }
    }

    /// Writes the page as PNM for engines that cannot read PNG or JPEG; the pixels are unchanged.
    private func pnmCopy(of path: String) throws -> String {
        let folder: URL
        if let scratch { folder = scratch } else {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-\(declaration.id)-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            scratch = folder
        }
        let image = try ImageFile.read(path)
        let target = folder.appendingPathComponent(image.layout == .gray ? "page.pgm" : "page.ppm")
        do {
            try Data(PNM.encode(image)).write(to: target)
        } catch {
            throw ReaderError.badImage(path, reason: "cannot write the PNM copy to \(target.path): \(error.localizedDescription)")
        }
        return target.path
    }
}
