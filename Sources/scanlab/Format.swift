import Foundation
import Reporting

/// Number formats for the CLI's tables.
enum Format {
    /// A rate as a percentage with two decimals, such as `1.23%`.
    static func percent(_ rate: Double) -> String { Percent.format(rate) }

    static func milliseconds(_ ms: Double) -> String { ms >= 1000 ? String(format: "%.2f s", ms / 1000) : String(format: "%.0f ms", ms) }

    static func bytes(_ count: Int) -> String {
        let units = ["B", "KB", "MB", "GB"]
        var value = Double(count), unit = 0
        while value >= 1000 && unit < units.count - 1 { value /= 1000; unit += 1 }
        return unit == 0 ? "\(count) B" : String(format: "%.1f %@", value, units[unit])
    }

    /// Pads the columns of a table of rows to their widest cell.
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) }
                .joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
