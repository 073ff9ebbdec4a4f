import Foundation
import Evaluation

/// Where the CLI writes: results to stdout, errors and progress to stderr.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Text exactly as given, with no newline added (CSV brings its own line ends).
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// One line on stderr: newlines inside the message are folded so scripts can rely on a single line.
    static func error(_ text: String) {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        FileHandle.standardError.write(Data(("scanlab: " + line + "\n").utf8))
    }

    /// Prints exactly one JSON document on stdout, keys sorted, in the one JSON style of every file ScanLab writes
    /// (so a NaN or an infinity prints as `"nan"` or `"inf"` instead of failing the command).
    static func json<T: Encodable>(_ value: T) throws {
        out(String(decoding: try JSONCoding.encode(value, pretty: true), as: UTF8.self))
    }
}
