import Foundation
import Documents

/// Truth fields from the SROIE layout's `X.json`: company becomes `merchant`, dates are read day-first,
/// and `RM` is stripped from the total.
public enum SROIETruth {
    /// The fields a SROIE file annotates; suggestions for other fields are not scored (see `FieldScorer`).
    public static let annotatedFields: Set<String> = [FieldNames.merchant, FieldNames.address, FieldNames.date, FieldNames.total]
    public static let dateOrder: DateOrder = .dmy

    /// - Parameters:
    ///   - data: the bytes of `X.json`.
    ///   - file: the file's name, for the error message.
    /// - Throws: `FieldsError.sroieJSON` when the bytes are not a JSON object of strings.
    public static func fields(fromJSON data: Data, file: String = "X.json") throws -> [TruthField] {
        let object: [String: String]
        do {
            object = try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            throw FieldsError.sroieJSON(file: file, cause: "\(error)".prefix(120).description)
        }
        var out: [TruthField] = []
        if let company = object["company"] {
            out.append(TruthField(name: FieldNames.merchant, value: FieldNormaliser.text(company), printed: company))
        }
        if let address = object["address"] {
            out.append(TruthField(name: FieldNames.address, value: FieldNormaliser.text(address), printed: address))
        }
        if let date = object["date"] {
            out.append(TruthField(name: FieldNames.date, value: FieldNormaliser.date(date, order: dateOrder) ?? FieldNormaliser.text(date), printed: date))
        }
        if let total = object["total"] {
            out.append(TruthField(name: FieldNames.total, value: FieldNormaliser.amount(total, language: .en) ?? total, printed: total))
        }
        return out
    }
}
