import Foundation

extension GroundTruth {
    /// The canonical bytes of a truth file: sorted keys, pretty-printed, slashes unescaped, ending in a newline.
    /// The same truth always gives the same bytes, so golden hashes and replays can compare them.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a truth file's bytes.
    /// - Parameters:
    ///   - data: the JSON bytes.
    ///   - name: the file's name or path, for the error message.
    /// - Throws: `GroundTruthError` when the bytes are not a truth file this build understands.
    public static func decode(from data: Data, name: String = "truth") throws -> GroundTruth {
        struct VersionProbe: Decodable { var schemaVersion: Int? }
        if let probe = try? JSONDecoder().decode(VersionProbe.self, from: data),
           let version = probe.schemaVersion, version > currentSchemaVersion {
            throw GroundTruthError.unsupportedSchema(name, version: version)
        }
        do {
            return try JSONDecoder().decode(GroundTruth.self, from: data)
        } catch let error as DecodingError {
            throw GroundTruthError.undecodable(name, reason: describe(error))
        } catch {
            throw GroundTruthError.undecodable(name, reason: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let at = path(context.codingPath)
            return (at.isEmpty ? "" : "\(at): ") + context.debugDescription
        @unknown default: return "\(error)"
        }
    }
}
