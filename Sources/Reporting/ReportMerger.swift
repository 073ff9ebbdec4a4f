import Foundation
import Evaluation

/// Joins the reports of a corpus's shards into the report one unsharded run would have written.
public enum ReportMerger {
    /// - Throws: `ReportingError.mergeMismatch` when the reports are of different corpora, builds or selections,
    ///   or two of them hold the same page (overlapping shards, or one shard given twice).
    public static func merge(_ reports: [RunReport]) throws -> RunReport {
        guard var merged = reports.first else { throw ReportingError.mergeMismatch("no reports given") }
        var pages: [String: PageInfo] = [:]
        var shardOfPage: [String: Int] = [:]
        var cells: [CellKey: PageResult] = [:]
        var identities = merged.readers ?? []
        for (position, report) in reports.enumerated() {
            guard report.corpus.hash == merged.corpus.hash, report.corpus.name == merged.corpus.name else {
                throw ReportingError.mergeMismatch("\(report.corpus.name) (\(report.corpus.hash.prefix(12))) is not the corpus of the first report, \(merged.corpus.name) (\(merged.corpus.hash.prefix(12)))")
            }
            guard report.tool.build == merged.tool.build, report.tool.version == merged.tool.version else {
                throw ReportingError.mergeMismatch("the reports were made by different builds: \(report.tool.version) \(report.tool.build?.prefix(12) ?? "unknown") against \(merged.tool.version) \(merged.tool.build?.prefix(12) ?? "unknown"); rerun the shards with one build")
            }
            guard report.selection == merged.selection else {
                throw ReportingError.mergeMismatch("the selections differ: \(report.selection.styles) × \(report.selection.readers) against \(merged.selection.styles) × \(merged.selection.readers)")
            }
            for page in report.pages {
                // Shards of one corpus never share a page: a page in two reports means overlapping shards, a shard
                // given twice, or two runs of the same pages, and either copy could be the stale one.
                if let other = shardOfPage[page.id] {
                    throw ReportingError.mergeMismatch("page \(page.id) is in report \(other + 1) and report \(position + 1); shards must not overlap")
                }
                shardOfPage[page.id] = position
                pages[page.id] = page
            }
            for cell in report.cells {
                if let known = cells[cell.key], known.cer != cell.cer || known.status != cell.status {
                    throw ReportingError.mergeMismatch("\(cell.key) differs between two reports")
                }
                cells[cell.key] = cell
            }
            for identity in report.readers ?? [] where !identities.contains(identity) { identities.append(identity) }
        }
        merged.pages = Array(pages.values)
        merged.cells = Array(cells.values)
        merged.readers = reports.allSatisfy({ $0.readers == nil }) ? nil : identities.sorted { ($0.id, $0.model ?? "") < ($1.id, $1.model ?? "") }
        merged.shard = nil
        merged.started = reports.compactMap(\.started).min()
        merged.elapsedSeconds = reports.compactMap(\.elapsedSeconds).max()
        merged.normalise()
        return merged
    }
}
