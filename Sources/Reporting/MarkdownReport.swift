import Foundation
import Evaluation

/// `report.md`: the README's tables for this run, then what a person checks next: cells not read, the worst
/// pages, and where the time went.
public enum MarkdownReport {
    public static func markdown(_ report: RunReport, charts: [String]) -> String {
        var lines: [String] = []
        // Every value that came from outside (corpus and page names, reader ids, reader messages) goes through
        // MarkdownText.escape: report.md is rendered by CI servers and code hosts.
        let e = MarkdownText.escape
        lines.append("# ScanLab report: \(e(report.corpus.name))")
        lines.append("")
        var meta = "\(report.pages.count) of \(report.corpus.pageCount) pages · styles \(report.selection.styles.map(e).joined(separator: ", ")) · readers \(report.selection.readers.map(e).joined(separator: ", ")) · corpus hash `\(report.corpus.hash.prefix(64).filter(\.isHexDigit))`"
        if let shard = report.shard { meta += " · shard \(shard.index)/\(shard.count)" }
        if report.corpus.folder == true { meta = "a folder without a corpus file: `\(report.corpus.path)` · " + meta }
        lines.append(meta)
        lines.append("")
        if let ranking = report.ranking {
            lines.append("")
            lines.append("## Ranking")
            lines.append("")
            lines.append("- By CER: " + e(ranking.verdict) + ".")
            if let fields = ranking.fieldVerdict { lines.append("- By fields: " + e(fields) + ".") }
            lines.append("")
            lines.append(MarkdownTables.ranking(ranking))
            lines.append("")
            lines.append(rankingHelp)
        }
        lines.append("")
        lines.append("CER is the share of the truth's characters that were read wrong; lower is better. \"Δ mean vs original\" is the mean, over pages, of each style's CER minus `original`'s on the same page, with a bootstrap 95% interval: `noise` when the interval includes zero.")
        for name in MarkdownTables.names where name != "ranking" {
            guard let aggregates = report.aggregates else { break }
            if name == "fields" {
                for reader in report.selection.readers {
                    guard let table = MarkdownTables.fields(aggregates, report.selection, reader: reader) else { continue }
                    lines += ["", "## Fields: \(e(reader))", "", table]
                }
                for (reader, table) in MarkdownTables.fieldsPreferringCodes(aggregates, report.selection) {
                    lines += ["", "## Fields: \(e(reader))", "", fieldsPreferringCodesHelp, "", table]
                }
                continue
            }
            guard let table = MarkdownTables.table(name, from: report) else { continue }
            lines.append("")
            if name == "code-fields" {
                lines += ["## Code fields against OCR fields", "", codeFieldsHelp, ""]
                lines.append(table)
                continue
            }
            lines.append("## \(name.capitalized)")
            lines.append("")
            lines.append(table)
        }
        if let confusions = ConfusionTables.markdown(report) {
            lines += ["", "## Confusions", "", ConfusionTables.help, "", confusions]
        }
        if !charts.isEmpty {
            lines.append("")
            lines.append("## Charts")
            lines.append("")
            for chart in charts.sorted() { lines.append("![\(e(chart))](charts/\(chart))") }
        }
        if let aggregates = report.aggregates {
            lines.append("")
            lines.append("## Worst pages")
            lines.append("")
            for summary in aggregates.styles where !summary.worst.isEmpty {
                let worst = summary.worst.map { "\(e($0.page)) (\(MarkdownTables.percent($0.cer)))" }.joined(separator: ", ")
                lines.append("- \(e(summary.style)) · \(e(summary.reader)): \(worst)")
            }
            let stages = Set(aggregates.styles.flatMap { ($0.ms ?? [:]).keys }).filter { !$0.contains(".") }.sorted()
            if !stages.isEmpty {
                lines.append("")
                lines.append("## Time per cell (mean ms)")
                lines.append("")
                let rows = aggregates.styles.map { s in [e(s.style), e(s.reader)] + stages.map { stage in s.ms?[stage].map { String(format: "%.0f", $0) } ?? "–" } }
                lines.append(MarkdownTables.render(["Style", "Reader"] + stages, rows, alignRight: Set(2..<(2 + stages.count))))
            }
        }
        let notRead = report.cells.filter { $0.status != .ok }
        if !notRead.isEmpty {
            lines.append("")
            lines.append("## Cells not read (\(notRead.count))")
            lines.append("")
            for cell in notRead {
                lines.append("- \(e(cell.page)) · \(e(cell.style)) · \(e(cell.reader)): \(cell.status.rawValue): \(e(cell.reason ?? ""))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How to read the fields table of a text reader preferring a code reader, said once above each.
    static let fieldsPreferringCodesHelp = "The text reader's fields, except that the fields a decoded code gives (an EPC QR's IBAN, BIC and gross) are taken from the code reader's cell wherever it gave a value; where the code was not decoded the text's value stands."

    /// How to read the code-fields table, said once above it in Markdown and HTML.
    static let codeFieldsHelp = "On the pages whose code gives fields (an EPC QR: IBAN, BIC, gross), the code reader's value against the text reader's, same page and style. Agreement is agree over the pages where both gave a value; the correct columns count pages where the text's value, the code's, and the code's where it gave one (else the text's) equal the truth."

    /// How to read the ranking, said once under it in Markdown and HTML.
    static let rankingHelp = "Each reader × style is compared with the best cell on the pages both read: Δ is its pooled CER (or mean share of fields correct) minus the best's, with a paired bootstrap 95% interval over pages. `worse` when the interval lies wholly on the worse side, `within-noise` when it reaches zero."
}
