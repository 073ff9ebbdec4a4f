import Foundation
import Evaluation
import Scoring

/// What each reader confused, pooled from its cells' `confusions` (which are counted after each cell's profile):
/// per reader × style, then over every cell. report.md and report.html show it as one corpus table, and
/// report.html shows each cell's own under its diff. Not a README table: the baseline drops confusions.
enum ConfusionTables {
    /// Entries shown per list: enough to see a reader's habits (0→O, l→1, a dropped '.') without a wall of pairs.
    static let shown = 6

    static let help = "What each reader got wrong, counted after each cell's profile and pooled over its cells: the most frequent truth characters read as another, dropped, and added (␣ a space, ⏎ a line break). The last row pools every cell."

    struct Row {
        var reader: String
        var style: String
        var cells: Int
        var confusions: Confusions
    }

    /// One row per reader × style that has confusions, in the selection's order, then `all` pooled over them.
    static func rows(_ report: RunReport) -> [Row] {
        var pooled: [String: Row] = [:]
        for cell in report.cells where cell.status == .ok {
            guard let confusions = cell.text?.confusions else { continue }
            let key = cell.reader + "\u{0}" + cell.style
            var row = pooled[key] ?? Row(reader: cell.reader, style: cell.style, cells: 0, confusions: Confusions())
            row.cells += 1
            row.confusions = row.confusions + confusions
            pooled[key] = row
        }
        var rows: [Row] = []
        for reader in report.selection.readers {
            for style in report.selection.styles {
                if let row = pooled[reader + "\u{0}" + style] { rows.append(row) }
            }
        }
        if rows.count > 1 {
            let all = rows.reduce(Confusions()) { $0 + $1.confusions }
            rows.append(Row(reader: "all", style: "all", cells: rows.reduce(0) { $0 + $1.cells }, confusions: all))
        }
        return rows
    }

    /// The corpus table in Markdown (outside values escaped), or nil when no cell kept confusions.
    static func markdown(_ report: RunReport) -> String? {
        let rows = rows(report)
        guard !rows.isEmpty else { return nil }
        let e = MarkdownText.escape
        let body = rows.map { row in
            [e(row.reader), e(row.style), "\(row.cells)"] + lists(row.confusions).map(e)
        }
        return MarkdownTables.render(["Reader", "Style", "Cells", "Read wrong (truth→read ×count)", "Dropped", "Added"],
                                     body, alignRight: [2])
    }

    /// The three lists of one set of confusions, top `shown` each, as text; "–" for an empty list.
    static func lists(_ c: Confusions, limit: Int = shown) -> [String] {
        func join(_ items: [String]) -> String { items.isEmpty ? "–" : items.joined(separator: ", ") }
        return [
            join(c.substitutions.prefix(limit).map { "\(visible($0.truth))→\(visible($0.read)) ×\($0.count)" }),
            join(c.deletions.prefix(limit).map { "\(visible($0.truth)) ×\($0.count)" }),
            join(c.insertions.prefix(limit).map { "\(visible($0.read)) ×\($0.count)" }),
        ]
    }

    /// A character as it can be seen in a table: blanks and line breaks get a visible sign, since a dropped space
    /// or an added line break is as real an error as a wrong letter.
    static func visible(_ character: String) -> String {
        switch character {
        case " ": return "␣"
        case "\n", "\r\n", "\r": return "⏎"
        case "\t": return "⇥"
        case "\u{00A0}": return "⍽"
        default: return character
        }
    }
}
