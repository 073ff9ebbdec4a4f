import Foundation

import Evaluation
import OCRFormats

/// Reads a UTF-8 text file, with errors that name it.
enum TextFile {
    static func read(_ path: String) throws -> String {
        let data = try JSONCoding.readFile(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw EvaluationError.badFile(path, reason: "is not UTF-8 text")
        }
        return text
    }

    /// A transcript: a PAGE-XML, ALTO or hOCR file's text in reading order (told by its content), else the file
    /// as UTF-8 text. Markup that is none of those is refused, never scored as characters.
    static func transcript(_ path: String, level: PageTextLevel) throws -> String {
        let data = try JSONCoding.readFile(path)
        if OCRDocumentReader.looksLikeMarkup(data) { return try OCRDocumentReader.read(data, name: path, level: level).text }
        guard let text = String(data: data, encoding: .utf8) else {
            throw EvaluationError.badFile(path, reason: "is not UTF-8 text")
        }
        return text
    }
}
