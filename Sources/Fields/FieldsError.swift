import Geometry

/// Errors reading field truth files.
public enum FieldsError: ScanLabError, Equatable {
    /// A SROIE `X.json` that is not a JSON object of strings.
    case sroieJSON(file: String, cause: String)

    public var message: String {
        switch self {
        case .sroieJSON(let file, let cause): return "\(file): not a SROIE field file (\(cause)); expected {\"company\", \"date\", \"address\", \"total\"}"
        }
    }
}
