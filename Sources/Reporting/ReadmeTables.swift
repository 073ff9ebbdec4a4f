import Foundation
import Evaluation

/// Rewrites the generated sections of a Markdown file: everything between `<!-- scanlab:table NAME -->`
/// and `<!-- /scanlab:table -->`.
public enum ReadmeTables {
    /// The text with every marked section replaced by its table.
    /// - Parameters:
    ///   - file: the file's name, for errors.
    /// - Throws: `ReportingError` when there is no marker, a marker names an unknown table, or a section is not closed.
    public static func rewrite(_ text: String, with report: RunReport, file: String = "README.md") throws -> String {
        let opening = "<!-- scanlab:table "
        let closing = "<!-- /scanlab:table -->"
        var output = ""
        var rest = Substring(text)
        var found = 0
        while let start = rest.range(of: opening) {
            guard let nameEnd = rest[start.upperBound...].range(of: " -->") else { throw ReportingError.unclosedTable("marker", file: file) }
            let name = String(rest[start.upperBound..<nameEnd.lowerBound]).trimmingCharacters(in: .whitespaces)
            guard let end = rest[nameEnd.upperBound...].range(of: closing) else { throw ReportingError.unclosedTable(name, file: file) }
            guard let table = MarkdownTables.table(name, from: report) else { throw ReportingError.unknownTable(name, file: file) }
            output += rest[..<nameEnd.upperBound]
            output += "\n" + table + "\n"
            output += closing
            rest = rest[end.upperBound...]
            found += 1
        }
        guard found > 0 else { throw ReportingError.noMarkers(file) }
        output += rest
        return output
    }
}
