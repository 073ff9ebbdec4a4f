import Imaging

/// Why a report could not be written or a README's tables not rewritten. Each case names the file or thing at fault.
public enum ReportingError: ScanLabError, Equatable {
    case noMarkers(String)
    case unknownTable(String, file: String)
    case unclosedTable(String, file: String)
    case chart(String, reason: String)
    case mergeMismatch(String)

    public var message: String {
        switch self {
        case .noMarkers(let file):
            return "\(file): no <!-- scanlab:table NAME --> markers; add one per table (\(MarkdownTables.names.joined(separator: ", ")))"
        case .unknownTable(let name, let file):
            return "\(file): unknown table '\(name)'; the tables are \(MarkdownTables.names.joined(separator: ", "))"
        case .unclosedTable(let name, let file): return "\(file): the table '\(name)' has no closing <!-- /scanlab:table -->"
        case .chart(let name, let reason): return "chart \(name): \(reason)"
        case .mergeMismatch(let reason): return "cannot merge: \(reason)"
        }
    }
}
