import Foundation

/// The one way every input file is read: parsed strictly, checked against its schema (every value's documented
/// range, no unknown keys), and only then decoded into its Swift type. A file that fails throws one
/// `InputFileError` listing every problem, so a user fixes it in one pass and no out-of-range value ever reaches
/// the code that would trap on it.
public enum ValidatingDecoder {
    /// Parses, validates and decodes.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - schema: the shape and ranges of the file.
    ///   - file: the path, for the message.
    ///   - kind: what sort of file it is, for the message (`corpus`, `truth`).
    ///   - check: further checks that need several values at once (an id used twice, a key that excludes another).
    /// - Throws: `InputFileError` with every problem found.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, schema: InputSchema, file: String, kind: String,
                                            check: (JSONValue) -> [InputProblem] = { _ in [] }) throws -> T {
        let value = try validate(data, schema: schema, file: file, kind: kind, check: check)
        do {
            let decoder = JSONDecoder()
            return try decoder.decode(type, from: data)
        } catch let error as DecodingError {
            // The schema should have caught this; say where the decoder stopped anyway.
            throw InputFileError(file: file, kind: kind, problems: [problem(from: error, in: value)])
        } catch let error as InputFileError {
            throw error
        } catch {
            throw InputFileError(file: file, kind: kind, problems: [InputProblem(path: "", value: nil, expected: "\(error)")])
        }
    }

    /// Parses and validates without decoding, for files read by hand.
    /// - Returns: the parsed document.
    /// - Throws: `InputFileError` with every problem found.
    @discardableResult
    public static func validate(_ data: Data, schema: InputSchema, file: String, kind: String,
                                check: (JSONValue) -> [InputProblem] = { _ in [] }) throws -> JSONValue {
        guard data.count <= InputLimits.maximumFileBytes else {
            throw InputFileError(file: file, kind: kind, problems: [InputProblem(
                path: "", value: nil, expected: "the file has \(InputValidator.format(data.count)) bytes; limit \(InputValidator.format(InputLimits.maximumFileBytes))")])
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse([UInt8](data))
        } catch {
            throw InputFileError(file: file, kind: kind, problems: [InputProblem(path: "", value: nil, expected: error.message)])
        }
        var problems = InputValidator.problems(in: value, schema: schema)
        if problems.isEmpty { problems = check(value) }
        guard problems.isEmpty else { throw InputFileError(file: file, kind: kind, problems: problems) }
        return value
    }

    static func problem(from error: DecodingError, in value: JSONValue) -> InputProblem {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("") { path, key in
                if let index = key.intValue { return path + "[\(index)]" }
                return path.isEmpty ? key.stringValue : path + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return InputProblem(path: path(context.codingPath + [key]), value: nil, expected: "a required key is missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return InputProblem(path: path(context.codingPath), value: nil, expected: context.debugDescription)
        @unknown default:
            return InputProblem(path: "", value: nil, expected: "\(error)")
        }
    }
}
