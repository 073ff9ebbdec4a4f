import Foundation
import Geometry

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

    /// Reads a truth file's bytes through the validating decoder: every key known, every value in its range.
    /// - Parameters:
    ///   - data: the JSON bytes.
    ///   - name: the file's name or path, for the error message.
    /// - Throws: `GroundTruthError.unsupportedSchema` for a newer schema; `InputFileError` listing every problem otherwise.
    /// The schema's range for `orientation` is 0...359; only the four quarter turns are orientations.
    static func orientationProblems(_ value: JSONValue) -> [InputProblem] {
        guard case .object(let members) = value, let orientation = members.first(where: { $0.key == "orientation" })?.value,
              case .number(let number, let literal) = orientation, PageOrientation(rawValue: Int(number)) == nil || number != number.rounded()
        else { return [] }
        return [InputProblem(path: "orientation", value: literal, expected: "0, 90, 180 or 270 (degrees clockwise)")]
    }

    public static func decode(from data: Data, name: String = "truth") throws -> GroundTruth {
        let value = try ValidatingDecoder.validate(data, schema: .any, file: name, kind: "truth")
        if case .object(let members) = value, let version = members.first(where: { $0.key == "schemaVersion" })?.value,
           case .number(let number, _) = version, number.isFinite, number > Double(currentSchemaVersion), number < Double(Int.max) {
            throw GroundTruthError.unsupportedSchema(name, version: Int(number))
        }
        return try ValidatingDecoder.decode(GroundTruth.self, from: data, schema: inputSchema, file: name, kind: "truth",
                                            check: orientationProblems)
    }
}
