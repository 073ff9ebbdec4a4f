import Foundation
import Imaging

/// Output files are written whole or not at all (Imaging's temporary file beside the target, renamed over it),
/// so an interrupted run never leaves half a report or half a cached result behind. Parent folders are created.
public enum AtomicFile {
    /// - Throws: `EvaluationError.writeFailed` or `ImageError.writeFailed`, naming the file.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw EvaluationError.writeFailed(path, reason: "cannot create \(parent.path): \(describe(error))")
        }
        try ImageFile.writeAtomically(bytes, to: path)
    }

    public static func write(_ data: Data, to path: String) throws {
        try write([UInt8](data), to: path)
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Encodes `value` as JSON with sorted keys (stable diffs) and writes it.
    public static func writeJSON<T: Encodable>(_ value: T, to path: String, pretty: Bool = true) throws {
        try write(JSONCoding.encode(value, pretty: pretty), to: path)
    }

    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
