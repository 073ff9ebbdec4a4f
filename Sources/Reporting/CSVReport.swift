import Foundation
import Evaluation
import Fields

/// `report.csv`, and `compare`/`fields --format csv`: one row per cell with the columns of shared/CLI.md, for a
/// spreadsheet or pandas. A figure a cell lacks (or that this build does not compute yet) is an empty field.
public enum CSVReport {
    /// The columns before the fields, in CLI.md's order.
    public static let leadingColumns = ["page", "kind", "language", "difficulty", "style", "reader", "status", "reason", "cer", "wer",
                                        "bagOfWordsError", "fca", "substitutions", "deletions", "insertions", "hits", "truthLength", "bytes"]
    /// The column after the fields.
    public static let trailingColumns = ["decodeRate"]

    /// The canonical field names in the order ARCHITECTURE.md lists them; other names follow alphabetically.
    static let fieldOrder = [FieldNames.merchant, FieldNames.address, FieldNames.date, FieldNames.time, FieldNames.total,
                             FieldNames.currency, FieldNames.invoiceNumber, FieldNames.invoiceDate, FieldNames.dueDate,
                             FieldNames.net, FieldNames.vat, FieldNames.gross, FieldNames.iban, FieldNames.bic,
                             FieldNames.sceneHeadings, FieldNames.characters]

    /// The whole file: a header row, then one row per cell in the order given. Lines end in CRLF (RFC 4180).
    public static func csv(cells: [PageResult], pages: [PageInfo]) -> String {
        let pageByID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let present = Set(cells.flatMap { ($0.fields ?? []).map(\.name) })
        let fieldColumns = fieldOrder.filter(present.contains) + present.subtracting(fieldOrder).sorted()
        var rows = [leadingColumns + fieldColumns + trailingColumns]
        for cell in cells {
            rows.append(row(cell, page: pageByID[cell.page], fieldColumns: fieldColumns))
        }
        return rows.map { $0.map(quote).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    public static func csv(_ report: RunReport) -> String { csv(cells: report.cells, pages: report.pages) }

    static func row(_ cell: PageResult, page: PageInfo?, fieldColumns: [String]) -> [String] {
        let text = cell.status == .ok ? cell.text : nil
        let counts = text?.counts
        // A field name may carry both an expected outcome and a spurious suggestion: the expected one is the cell's answer.
        var outcomes: [String: FieldOutcomeKind] = [:]
        for field in cell.fields ?? [] where outcomes[field.name] == nil || outcomes[field.name] == .spurious {
            outcomes[field.name] = field.outcome
        }
        let leading: [String] = [
            cell.page, page?.kind?.rawValue ?? "", page?.language?.rawValue ?? "", page?.difficulty ?? "",
            cell.style, cell.reader, cell.status.rawValue, cell.reason ?? "",
            number(text?.cer), number(text?.wer), number(text?.bagOfWordsError),
            "", // fca: the Scoring stage does not compute it yet
            counts.map { String($0.substitutions) } ?? "", counts.map { String($0.deletions) } ?? "",
            counts.map { String($0.insertions) } ?? "", counts.map { String($0.hits) } ?? "",
            counts.map { String($0.truthLength) } ?? "", cell.bytes.map(String.init) ?? "",
        ]
        // decodeRate: a code cell's share of the truth's codes decoded (nil for a text cell, or with no supported code).
        return leading + fieldColumns.map { outcomes[$0]?.rawValue ?? "" } + [number(cell.status == .ok ? cell.decodeRate : nil)]
    }

    /// The shortest decimal that reads back as the same double, so the file is exact and deterministic.
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        return "\(value)"
    }

    /// RFC 4180: a field holding a comma, a quote or a line break is quoted, with quotes doubled.
    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
