import Foundation

/// The one JSON style of every file ScanLab writes: sorted keys, so equal values give equal bytes.
public enum JSONCoding {
    public static func encode<T: Encodable>(_ value: T, pretty: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(value)
    }

    public static func string<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        String(decoding: try encode(value, pretty: pretty), as: UTF8.self)
    }

    /// Reads and decodes a JSON file.
    /// - Throws: `EvaluationError.missingFile` or `.badFile` naming the file and what is wrong with it.
    public static func read<T: Decodable>(_ type: T.Type, from path: String) throws -> T {
        let data = try readFile(path)
        do {
            return try decode(type, from: data)
        } catch {
            throw EvaluationError.badFile(path, reason: describe(error))
        }
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(type, from: data)
    }

    /// The bytes of a file, with an error that names it.
    public static func readFile(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw EvaluationError.missingFile(path) }
        guard !isDirectory.boolValue else { throw EvaluationError.badFile(path, reason: "is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw EvaluationError.badFile(path, reason: "cannot be read") }
        return data
    }

    /// A decoding error as one line: what was wrong, and where.
    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
            return keys.isEmpty ? "" : " at \(keys)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)'\(path(context))"
        case .typeMismatch(_, let context): return "\(context.debugDescription)\(path(context))"
        case .valueNotFound(_, let context): return "missing value\(path(context))"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"] as? String
            return "\(underlying ?? context.debugDescription)\(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
