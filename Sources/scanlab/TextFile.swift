import Foundation

import Evaluation

/// Reads a UTF-8 text file, with errors that name it.
enum TextFile {
    static func read(_ path: String) throws -> String {
        let data = try JSONCoding.readFile(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw EvaluationError.badFile(path, reason: "is not UTF-8 text")
        }
        return text
    }
}
