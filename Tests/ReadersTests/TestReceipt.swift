import Foundation
import Documents
import Imaging
import Rendering

/// A flat synthesised receipt for reader tests, rendered at 300 dpi and written as PNG (the file a style would write).
enum TestReceipt {
    /// The generated receipt every reader is pinned on: seed 7, the plain variant.
    static func document(_ language: Language) throws -> Document {
        try DocumentGenerator.make(kind: .receipt, language: language, seed: 7, variant: "plain")
    }

    /// Renders the receipt once per language and process and writes it as PNG; returns the file and its truth text.
    static func file(_ language: Language) throws -> (path: String, truth: String) {
        lock.lock(); defer { lock.unlock() }
        if let known = cache[language] { return known }
        let page = try PageRenderer.render(try document(language))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("scanlab-readers-receipt-\(language.rawValue)-\(getpid()).png").path
        try ImageFile.write(page.image, to: path)
        cache[language] = (path, page.truth.text)
        return (path, page.truth.text)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [Language: (path: String, truth: String)] = [:]
}
