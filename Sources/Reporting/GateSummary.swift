import Evaluation

/// The gate's result for CI: Markdown for a job summary or merge-request comment, and GitHub workflow commands.
public enum GateSummary {
    /// Regressions first, then improvements, then the report's ranking, so the reason a job failed is the first
    /// thing a reviewer reads.
    public static func markdown(_ result: Gate.Result, report: RunReport) -> String {
        var lines: [String] = []
        let regressions = result.regressions, improvements = result.improvements
        let verdict: String
        if result.narrower != nil { verdict = "cannot judge" } else if result.exitCode == 0 { verdict = "passed" } else { verdict = "failed" }
        lines.append("## ScanLab check: \(verdict)")
        lines.append("")
        lines.append("\(result.checked.count) cells of `\(report.corpus.name)` against the baseline, tolerance \(result.tolerance) CER\(result.strict ? ", strict" : ""): \(regressions.count) regression\(regressions.count == 1 ? "" : "s"), \(improvements.count) improvement\(improvements.count == 1 ? "" : "s").")
        if let narrower = result.narrower {
            lines += ["", "**\(escape(narrower))**"]
        }
        lines += ["", "### Regressions (\(regressions.count))", ""]
        lines.append(regressions.isEmpty ? "None." : findingsTable(regressions))
        lines += ["", "### Improvements (\(improvements.count))", ""]
        lines.append(improvements.isEmpty ? "None." : findingsTable(improvements))
        if let ranking = report.ranking {
            lines += ["", "### Ranking", "", "- By CER: \(escape(ranking.verdict))."]
            if let fields = ranking.fieldVerdict { lines.append("- By fields: \(escape(fields)).") }
            lines += ["", MarkdownTables.ranking(ranking)]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func findingsTable(_ findings: [GateFinding]) -> String {
        let rows = findings.map { f -> [String] in
            [escape(f.page), escape(f.style), escape(f.reader), f.field.map { "field `\(escape($0))`" } ?? f.what,
             f.old.map(Percent.format) ?? "–", f.new.map(Percent.format) ?? "–", escape(f.message)]
        }
        return MarkdownTables.render(["Page", "Style", "Reader", "What", "Before", "Now", "Detail"], rows)
    }

    /// A table cell's text: pipes would end the cell, newlines the row.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// One `::error title=…::…` line per regressed cell (all of a cell's findings in one line), in baseline order;
    /// with a narrower selection, one line saying so.
    public static func githubAnnotations(_ result: Gate.Result) -> [String] {
        if let narrower = result.narrower {
            return ["::error title=\(property("scanlab check: selection too narrow"))::\(data(narrower))"]
        }
        var byCell: [CellKey: [GateFinding]] = [:]
        for finding in result.failures { byCell[finding.key, default: []].append(finding) }
        return result.checked.compactMap { key in
            guard let findings = byCell[key] else { return nil }
            let title = "\(result.strict ? "Changed" : "Regression"): \(key.page) · \(key.style) · \(key.reader)"
            return "::error title=\(property(title))::\(data(findings.map(\.message).joined(separator: "; ")))"
        }
    }

    /// Escapes a workflow command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value: as `data`, plus `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
