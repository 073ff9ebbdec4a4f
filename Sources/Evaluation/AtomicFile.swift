import Foundation
import Imaging

/// Output files are written whole or not at all (Imaging's temporary file beside the target, renamed over it),
/// so an interrupted run never leaves half a report or half a cached result behind. Parent folders are created.
public enum AtomicFile {
    /// Writes `bytes` to `path` whole, creating parent folders; with `root`, refuses to write through a symbolic link
    /// anywhere between `root` and the file, so an id or a planted link can never send output outside the folder.
    /// - Throws: `EvaluationError.writeFailed` or `ImageError.writeFailed`, naming the file.
    public static func write(_ bytes: [UInt8], to path: String, within root: String) throws {
        try refuseLinks(path, below: root)
        try write(bytes, to: path)
    }

    public static func write(_ data: Data, to path: String, within root: String) throws {
        try write([UInt8](data), to: path, within: root)
    }

    public static func write(_ text: String, to path: String, within root: String) throws {
        try write(Array(text.utf8), to: path, within: root)
    }

    /// Throws when a component of `path` below `root` exists and is a symbolic link.
    static func refuseLinks(_ path: String, below root: String) throws {
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        let target = URL(fileURLWithPath: path).standardizedFileURL.path
        guard target.hasPrefix(base + "/") else {
            throw EvaluationError.writeFailed(path, reason: "it lies outside the output folder \(root)")
        }
        var current = base
        for component in target.dropFirst(base.count + 1).split(separator: "/") {
            current += "/" + component
            var info = stat()
            guard lstat(current, &info) == 0 else { return }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                throw EvaluationError.writeFailed(path, reason: "\(current) is a symbolic link inside the output folder; links there are not followed")
            }
        }
    }

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
