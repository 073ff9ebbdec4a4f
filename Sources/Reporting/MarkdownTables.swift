import Foundation
import Evaluation
import Documents

/// The README's tables, written from a report's aggregates (a baseline has them too). Accuracy and size only,
/// never timings, so the baseline alone regenerates them.
public enum MarkdownTables {
    /// The names `scanlab table` fills: `<!-- scanlab:table NAME -->`.
    public static let names = ["ranking", "styles", "readers", "fields", "sizes", "codes", "code-fields"]

    public static func table(_ name: String, from report: RunReport) -> String? {
        if name == "ranking" { return report.ranking.map(ranking) }
        guard let aggregates = report.aggregates else { return nil }
        switch name {
        case "styles": return styles(aggregates, report.selection)
        case "readers": return readers(aggregates, report.selection)
        case "fields": return fields(aggregates, report.selection)
        case "sizes": return sizes(aggregates, report.selection)
        case "codes": return codes(aggregates)
        case "code-fields": return codeFields(aggregates)
        default: return nil
        }
    }

    static func percent(_ rate: Double?) -> String { Percent.format(rate) }

    static func render(_ header: [String], _ rows: [[String]], alignRight: Set<Int> = []) -> String {
        var lines = ["| " + header.joined(separator: " | ") + " |"]
        lines.append("|" + header.indices.map { alignRight.contains($0) ? "---:" : "---" }.joined(separator: "|") + "|")
        for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }

    static func styles(_ a: Aggregates, _ selection: RunReport.Selection) -> String {
        let differences = Dictionary(a.differences.map { ($0.style + "/" + $0.reader, $0) }, uniquingKeysWith: { x, _ in x })
        let rows = a.styles.filter(readsText).map { s -> [String] in
            var versus = s.style == "original" ? "–" : "n/a"
            if let d = differences[s.style + "/" + s.reader] {
                let interval = d.low.flatMap { low in d.high.map { String(format: " [%+.2f, %+.2f]", low * 100, $0 * 100) } } ?? ""
                versus = "\(Percent.signed(d.meanDifference))\(interval) \(d.verdict)"
            }
            return [MarkdownText.escape(s.style), MarkdownText.escape(s.reader), "\(s.ok)/\(s.cells)", percent(s.microCER), percent(s.macroCER), percent(s.medianCER),
                    percent(s.p90CER), versus]
        }
        return render(["Style", "Reader", "Pages read", "CER (all characters)", "Mean page CER", "Median", "p90",
                       "Δ mean vs original [95% CI]"], rows, alignRight: [2, 3, 4, 5, 6])
    }

    /// Whether a style × reader belongs in the text tables: it read text, or some of its cells were not read. A code
    /// reader's cells (codes, no text) have their own table.
    static func readsText(_ s: Aggregates.StyleSummary) -> Bool { s.microCER != nil || s.failed + s.skipped > 0 }

    static func readers(_ a: Aggregates, _ selection: RunReport.Selection) -> String {
        let byKey = Dictionary(a.styles.map { ($0.style + "/" + $0.reader, $0) }, uniquingKeysWith: { x, _ in x })
        let rows = selection.readers.filter { reader in
            selection.styles.compactMap { byKey[$0 + "/" + reader] }.contains(where: readsText)
        }.map { reader -> [String] in
            let summaries = selection.styles.compactMap { byKey[$0 + "/" + reader] }
            let notRead = summaries.reduce(0) { $0 + $1.failed + $1.skipped }
            return [MarkdownText.escape(reader)] + selection.styles.map { percent(byKey[$0 + "/" + reader]?.microCER) } + ["\(notRead)"]
        }
        return render(["Reader"] + selection.styles.map(MarkdownText.escape) + ["Cells not read"], rows, alignRight: Set(1...(selection.styles.count + 1)))
    }

    /// Every reader × style, best CER first, with each difference to the best cell and its verdict.
    public static func ranking(_ ranking: Ranking) -> String {
        func versus(_ comparison: Ranking.Comparison?) -> (String, String) {
            guard let c = comparison else { return ("–", "–") }
            if c.verdict == .best { return ("best", "best") }
            let interval = c.low.flatMap { low in c.high.map { String(format: " [%+.2f, %+.2f]", low * 100, $0 * 100) } } ?? ""
            return (Percent.signed(c.difference) + interval, c.verdict.rawValue)
        }
        let rows = ranking.entries.map { e -> [String] in
            let cer = versus(e.cerVersusBest), fields = versus(e.fieldsVersusBest)
            return [e.rank.map(String.init) ?? "–", MarkdownText.escape(e.reader), MarkdownText.escape(e.style), "\(e.pages)", percent(e.cer), cer.0, cer.1,
                    e.fieldCorrectness.map { String(format: "%.1f%%", $0 * 100) } ?? "–", fields.0, fields.1]
        }
        return render(["Rank", "Reader", "Style", "Pages", "CER (all characters)", "Δ CER vs best [95% CI]", "CER verdict",
                       "Fields correct (mean)", "Δ fields vs best [95% CI]", "Fields verdict"], rows, alignRight: [0, 3, 4, 5, 7, 8])
    }

    /// One field table per reader, in the selection's order, separated by a blank line.
    static func fields(_ a: Aggregates, _ selection: RunReport.Selection) -> String {
        selection.readers.compactMap { fields(a, selection, reader: $0) }.joined(separator: "\n\n")
    }

    /// One reader's field table: a row per field name, a column per style; nil when the reader has no field rows.
    static func fields(_ a: Aggregates, _ selection: RunReport.Selection, reader: String) -> String? {
        fields(a.fields, styles: selection.styles, reader: reader)
    }

    /// The field tables of each text reader whose fields are taken from a code reader's decoded code where it gave
    /// them (`Aggregates.fieldsPreferringCodes`), by that combined reader's name (`TEXT+CODE`), in the report's order.
    static func fieldsPreferringCodes(_ a: Aggregates, _ selection: RunReport.Selection) -> [(reader: String, table: String)] {
        let summaries = a.fieldsPreferringCodes ?? []
        let readers = summaries.map(\.reader).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return readers.compactMap { reader in fields(summaries, styles: selection.styles, reader: reader).map { (reader, $0) } }
    }

    /// A field table from field summaries: a row per field name, a column per style; nil when the reader has none.
    static func fields(_ all: [Aggregates.FieldSummary], styles: [String], reader: String) -> String? {
        let summaries = all.filter { $0.reader == reader }
        let names = summaries.map(\.field).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.sorted()
        let byKey = Dictionary(summaries.map { ($0.field + "/" + $0.style, $0.rates) }, uniquingKeysWith: { x, _ in x })
        guard !summaries.isEmpty else { return nil }
        let rows = names.map { name -> [String] in
            let expected = styles.compactMap { byKey[name + "/" + $0]?.expected }.max() ?? 0
            return [name, "\(expected)"] + styles.map { style in
                guard let r = byKey[name + "/" + style], r.expected > 0 else { return "–" }
                let correct = Double(r.correct) / Double(r.expected)
                return String(format: "%.0f%% · %.0f%%", correct * 100, r.silentErrorRate * 100)
            }
        }
        return render(["Field (\(MarkdownText.escape(reader)))", "Pages"] + styles.map { "\(MarkdownText.escape($0)): correct · silent" }, rows,
                      alignRight: Set(1...(styles.count + 1)))
    }

    static func sizes(_ a: Aggregates, _ selection: RunReport.Selection) -> String {
        guard let reader = selection.readers.first else { return "" }
        let groupOrder = ["page", "4k", "12mp", "real"]
        let present = groupOrder.filter { value in a.groups.contains { $0.dimension == "size" && $0.value == value } }
        let byKey = Dictionary(a.groups.filter { $0.dimension == "size" && $0.reader == reader }.map { ($0.style + "/" + $0.value, $0) },
                               uniquingKeysWith: { x, _ in x })
        let overall = Dictionary(a.styles.filter { $0.reader == reader }.map { ($0.style, $0) }, uniquingKeysWith: { x, _ in x })
        func kilobytes(_ bytes: Double?) -> String { bytes.map { String(format: "%.0f KB", $0 / 1000) } ?? "–" }
        let labels = ["page": "flat page", "4k": "4K photo", "12mp": "12 MP photo", "real": "real page"]
        let rows = selection.styles.map { style -> [String] in
            [MarkdownText.escape(style), kilobytes(overall[style]?.bytes?.mean), kilobytes(overall[style]?.bytes?.median)]
                + present.map { kilobytes(byKey[style + "/" + $0]?.meanBytes) }
        }
        return render(["Style", "Mean file", "Median file"] + present.map { "Mean, \(labels[$0] ?? $0)" }, rows,
                      alignRight: Set(1...(present.count + 2)))
    }

    /// Decode rate per style × reader × symbology: a row per style, a column per code reader × symbology, each
    /// cell decoded of the codes the reader supports. A reader's column for a symbology it supports on no page
    /// (zbar: Data Matrix, PDF417, Aztec) is left out, and the table says so under it.
    static func codes(_ a: Aggregates) -> String {
        let summaries = a.codes ?? []
        let symbologies = Symbology.allCases.filter { symbology in summaries.contains { $0.symbology == symbology } }
        let styles = summaries.map(\.style).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let readers = summaries.map(\.reader).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var columns: [(reader: String, symbology: Symbology)] = []
        var unsupported: [String] = []
        for reader in readers {
            for symbology in symbologies {
                let mine = summaries.filter { $0.reader == reader && $0.symbology == symbology }
                if mine.contains(where: { $0.decodeRate != nil }) {
                    columns.append((reader, symbology))
                } else if !mine.isEmpty {
                    unsupported.append("\(MarkdownText.escape(reader)): \(symbology.rawValue)")
                }
            }
        }
        let byKey = Dictionary(summaries.map { ($0.style + "/" + $0.reader + "/" + $0.symbology.rawValue, $0) }, uniquingKeysWith: { x, _ in x })
        let rows = styles.map { style -> [String] in
            [MarkdownText.escape(style)] + columns.map { column -> String in
                guard let s = byKey[style + "/" + column.reader + "/" + column.symbology.rawValue] else { return "–" }
                guard let rate = s.decodeRate else { return "unsupported" }
                return "\(percent(rate)) (\(s.decoded)/\(s.decoded + s.wrong + s.missed))"
            }
        }
        var table = render(["Style"] + columns.map { "\(MarkdownText.escape($0.reader)): \($0.symbology.rawValue)" }, rows,
                           alignRight: Set(1..<(1 + columns.count)))
        if !unsupported.isEmpty {
            table += "\n\nNot decodable by the reader, so left out of its columns: " + unsupported.joined(separator: ", ") + "."
        }
        return table
    }

    /// The fields a code gives against the same fields read from the text: per style, text reader, code reader and
    /// field, on how many pages the two agree or differ or only one gave a value, and how many pages each side, and
    /// the text preferring the code where it gave a value, got right. nil when no report cell pairs them.
    static func codeFields(_ a: Aggregates) -> String? {
        guard let rows = a.codeFieldAgreement, !rows.isEmpty else { return nil }
        let e = MarkdownText.escape
        return render(["Style", "Text reader", "Code reader", "Field", "Pages", "Agree", "Disagree", "Code only", "Text only", "Neither",
                       "Agreement", "Correct: text", "Correct: code", "Correct: text preferring code"],
                      rows.map { r in
                          [e(r.style), e(r.reader), e(r.codeReader), e(r.field), "\(r.pages)", "\(r.agree)", "\(r.disagree)", "\(r.codeOnly)",
                           "\(r.textOnly)", "\(r.neither)", r.agreementRate.map { percent($0) } ?? "–", "\(r.textCorrect)", "\(r.codeCorrect)",
                           "\(r.preferredCorrect)"]
                      }, alignRight: Set(4...13))
    }
}
