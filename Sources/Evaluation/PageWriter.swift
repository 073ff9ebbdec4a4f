import Foundation
import Documents
import Scenes

/// Writes a synthesized page and its truth: `X.png` (or `.jpg`) beside `X.truth.json`.
public enum PageWriter {
    /// The truth file that belongs beside an image: `X.png` → `X.truth.json`.
    public static func truthPath(forImage path: String) -> String {
        stem(path) + ".truth.json"
    }

    /// The path without its last extension.
    public static func stem(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        guard !url.pathExtension.isEmpty else { return path }
        return String(path.dropLast(url.pathExtension.count + 1))
    }

    public static func write(_ page: SynthesizedPage, to path: String) throws {
        try AtomicFile.write(page.encoded, to: path)
        try AtomicFile.write(encodeTruth(page.truth), to: truthPath(forImage: path))
    }

    public static func encodeTruth(_ truth: GroundTruth) throws -> Data {
        try truth.encoded()
    }

    public static func readTruth(_ path: String) throws -> GroundTruth {
        try GroundTruth.decode(from: JSONCoding.readFile(path), name: path)
    }
}
