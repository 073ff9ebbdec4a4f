import Foundation
import Evaluation

/// What changed between two reports, for the nightly comparison. Any change counts; there is no tolerance.
public struct ReportDiff: Sendable, Codable, Equatable {
    public struct CellChange: Sendable, Codable, Equatable {
        public var page: String
        public var style: String
        public var reader: String
        /// `cer`, `status`, `added`, `removed` or `fields`.
        public var what: String
        public var old: String?
        public var new: String?
        public var change: Double?
    }

    public struct StyleChange: Sendable, Codable, Equatable {
        public var style: String
        public var reader: String
        public var oldMicroCER: Double?
        public var newMicroCER: Double?
        public var oldMeanBytes: Double?
        public var newMeanBytes: Double?
    }

    public var cells: [CellChange]
    public var styles: [StyleChange]

    public static func compare(_ old: RunReport, _ new: RunReport) -> ReportDiff {
        var changes: [CellChange] = []
        let newCells = new.cellIndex, oldCells = old.cellIndex
        for before in old.cells {
            guard let after = newCells[before.key] else {
                changes.append(CellChange(page: before.page, style: before.style, reader: before.reader, what: "removed", old: before.status.rawValue))
                continue
            }
            if before.status != after.status {
                changes.append(CellChange(page: before.page, style: before.style, reader: before.reader, what: "status",
                                          old: before.status.rawValue, new: after.status.rawValue))
            } else if let a = before.cer, let b = after.cer, a != b {
                changes.append(CellChange(page: before.page, style: before.style, reader: before.reader, what: "cer",
                                          old: percent(a), new: percent(b), change: b - a))
            }
            let oldOutcomes = outcomes(before), newOutcomes = outcomes(after)
            if oldOutcomes != newOutcomes {
                changes.append(CellChange(page: before.page, style: before.style, reader: before.reader, what: "fields",
                                          old: oldOutcomes, new: newOutcomes))
            }
        }
        for after in new.cells where oldCells[after.key] == nil {
            changes.append(CellChange(page: after.page, style: after.style, reader: after.reader, what: "added", new: after.status.rawValue))
        }
        let oldStyles = Dictionary((old.aggregates?.styles ?? []).map { ($0.style + "/" + $0.reader, $0) }, uniquingKeysWith: { a, _ in a })
        let newStyles = Dictionary((new.aggregates?.styles ?? []).map { ($0.style + "/" + $0.reader, $0) }, uniquingKeysWith: { a, _ in a })
        var keys = (old.aggregates?.styles ?? []).map { $0.style + "/" + $0.reader }
        for key in (new.aggregates?.styles ?? []).map({ $0.style + "/" + $0.reader }) where !keys.contains(key) { keys.append(key) }
        let styles = keys.compactMap { key -> StyleChange? in
            let a = oldStyles[key], b = newStyles[key]
            guard let any = a ?? b else { return nil }
            guard a?.microCER != b?.microCER || a?.bytes?.mean != b?.bytes?.mean else { return nil }
            return StyleChange(style: any.style, reader: any.reader, oldMicroCER: a?.microCER, newMicroCER: b?.microCER,
                               oldMeanBytes: a?.bytes?.mean, newMeanBytes: b?.bytes?.mean)
        }
        return ReportDiff(cells: changes, styles: styles)
    }

    /// A field's outcomes as `name=outcome` pairs, for a compact comparison.
    static func outcomes(_ cell: PageResult) -> String {
        (cell.fields ?? []).map { "\($0.name)=\($0.outcome.rawValue)" }.sorted().joined(separator: " ")
    }

    static func percent(_ rate: Double) -> String { Percent.format(rate) }

    /// The changes as text tables.
    public func text() -> String {
        if cells.isEmpty && styles.isEmpty { return "diff: no changes" }
        var lines: [String] = []
        if !styles.isEmpty {
            lines.append("Styles (micro CER, mean bytes):")
            for s in styles {
                let cer = "\(s.oldMicroCER.map(Self.percent) ?? "-") → \(s.newMicroCER.map(Self.percent) ?? "-")"
                let bytes = "\(s.oldMeanBytes.map { String(Int($0)) } ?? "-") → \(s.newMeanBytes.map { String(Int($0)) } ?? "-")"
                lines.append("  \(s.style) · \(s.reader)  CER \(cer)  bytes \(bytes)")
            }
        }
        if !cells.isEmpty {
            lines.append("Cells (\(cells.count) changed):")
            for c in cells {
                let change = c.change.map { String(format: " (%+.2f%%)", $0 * 100) } ?? ""
                lines.append("  \(c.page) · \(c.style) · \(c.reader)  \(c.what): \(c.old ?? "-") → \(c.new ?? "-")\(change)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
