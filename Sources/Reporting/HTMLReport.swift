import Foundation
import Evaluation

/// `report.html`: one self-contained file (thumbnails and charts as data URIs, no network) that shows each page
/// as shot and in each style, the OCR text beside the truth with the differences marked, and the fields' outcomes.
public enum HTMLReport {
    /// - Parameters:
    ///   - thumbnails: the folder holding `<page>/<photo|style>.jpg`; missing thumbnails are left out.
    ///   - charts: PNG bytes by file name.
    public static func html(_ report: RunReport, thumbnails: String?, charts: [String: [UInt8]]) -> String {
        var body: [String] = []
        body.append("<h1>ScanLab report: \(escape(report.corpus.name))</h1>")
        var meta = "\(report.pages.count) pages · styles \(escape(report.selection.styles.joined(separator: ", "))) · readers \(escape(report.selection.readers.joined(separator: ", ")))"
        if let shard = report.shard { meta += " · shard \(shard.index)/\(shard.count)" }
        if let started = report.started { meta += " · \(escape(started))" }
        meta += " · scanlab \(escape(report.tool.version))"
        body.append("<p class=meta>\(meta)</p>")
        if let ranking = report.ranking {
            body.append("<h2 id=ranking>Ranking</h2><ul class=verdict><li>By CER: \(escape(ranking.verdict)).</li>"
                        + (ranking.fieldVerdict.map { "<li>By fields: \(escape($0)).</li>" } ?? "") + "</ul>"
                        + markdownTableToHTML(MarkdownTables.ranking(ranking))
                        + "<p class=help>\(escape(MarkdownReport.rankingHelp))</p>")
        }
        body.append("<p class=help>CER is the share of the truth's characters that the reader got wrong (substituted, dropped or added). Lower is better. In the texts below, <del>struck</del> characters are in the truth but were not read, or were read as something else; <ins>marked</ins> characters were read but are not in the truth, or replace a truth character. The marks follow the profile the cell was scored with.</p>")
        for name in MarkdownTables.names where name != "ranking" {
            guard let aggregates = report.aggregates else { break }
            if name == "fields" {
                for reader in report.selection.readers {
                    guard let table = MarkdownTables.fields(aggregates, report.selection, reader: reader) else { continue }
                    body.append("<h2 id=\"fields-\(anchor(reader))\">Fields: \(escape(reader))</h2>" + markdownTableToHTML(table))
                }
                for (reader, table) in MarkdownTables.fieldsPreferringCodes(aggregates, report.selection) {
                    body.append("<h2 id=\"fields-\(anchor(reader))\">Fields: \(escape(reader))</h2><p class=help>\(escape(MarkdownReport.fieldsPreferringCodesHelp))</p>"
                                + markdownTableToHTML(table))
                }
                continue
            }
            guard let table = MarkdownTables.table(name, from: report) else { continue }
            if name == "code-fields" {
                body.append("<h2 id=code-fields>Code fields against OCR fields</h2><p class=help>\(escape(MarkdownReport.codeFieldsHelp))</p>"
                            + markdownTableToHTML(table))
                continue
            }
            body.append("<h2>\(name.capitalized)</h2>" + markdownTableToHTML(table))
        }
        if let confusions = ConfusionTables.markdown(report) {
            body.append("<h2 id=confusions>Confusions</h2><p class=help>\(escape(ConfusionTables.help))</p>" + markdownTableToHTML(confusions))
        }
        for name in charts.keys.sorted() {
            guard let png = charts[name] else { continue }
            body.append("<figure><img alt=\"\(escape(name))\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\"><figcaption>\(escape(name))</figcaption></figure>")
        }
        let notRead = report.cells.filter { $0.status != .ok }
        if !notRead.isEmpty {
            body.append("<h2>Cells not read (\(notRead.count))</h2><ul>")
            for cell in notRead {
                body.append("<li><a href=\"#\(anchor(cell.page))\">\(escape(cell.page))</a> · \(escape(cell.style)) · \(escape(cell.reader)): <b>\(cell.status.rawValue)</b> \(escape(cell.reason ?? ""))</li>")
            }
            body.append("</ul>")
        }
        body.append("<h2>Pages</h2>")
        var cellsByPage: [String: [PageResult]] = [:]
        for cell in report.cells { cellsByPage[cell.page, default: []].append(cell) }
        for page in report.pages {
            body.append(pageSection(page, cells: cellsByPage[page.id] ?? [], thumbnails: thumbnails))
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>ScanLab report: \(escape(report.corpus.name))</title>
        <style>\(css)</style></head>
        <body>
        \(body.joined(separator: "\n"))
        </body></html>

        """
    }

    static func pageSection(_ page: PageInfo, cells: [PageResult], thumbnails: String?) -> String {
        var parts: [String] = []
        var facts = [page.kind?.rawValue, page.language?.rawValue, page.difficulty, page.size].compactMap { $0 }
        if let sweep = page.sweep { facts.append("\(sweep.parameter) = \(Charts.shortNumber(sweep.value))") }
        if let bytes = page.photoBytes { facts.append("\(bytes / 1000) KB \(page.photoFormat ?? "")") }
        if let w = page.photoWidth, let h = page.photoHeight { facts.append("\(w)×\(h)") }
        parts.append("<section id=\"\(anchor(page.id))\"><h3>\(escape(page.id))</h3><p class=meta>\(escape(facts.joined(separator: " · ")))</p>")
        if let failure = page.failure { parts.append("<p class=fail>\(escape(failure))</p>") }
        var figures: [String] = []
        let stem = SafeName.fileName(for: page.id)
        let firstByStyle = cells.reduce(into: [String: PageResult]()) { if $0[$1.style] == nil { $0[$1.style] = $1 } }
        // `original` is the photo itself, so the photo's thumbnail carries original's score.
        let styles = cells.map(\.style).reduce(into: [String]()) { if !$0.contains($1) && $1 != "original" { $0.append($1) } }
        for name in ["photo"] + styles {
            let file = thumbnails.map { "\($0)/\(stem)/\(SafeName.fileName(for: name)).jpg" }
            guard let file, let data = FileManager.default.contents(atPath: file) else { continue }
            var caption = name == "photo" && firstByStyle["original"] != nil ? "photo = original" : name
            if let cell = firstByStyle[name == "photo" ? "original" : name] {
                caption += cell.cer.map { " · CER " + MarkdownTables.percent($0) } ?? " · \(cell.status.rawValue)"
                if let choice = cell.choice { caption += " → \(choice.rawValue)" }
            }
            figures.append("<figure class=thumb><img alt=\"\(escape(name))\" src=\"data:image/jpeg;base64,\(data.base64EncodedString())\"><figcaption>\(escape(caption))</figcaption></figure>")
        }
        if !figures.isEmpty { parts.append("<div class=thumbs>\(figures.joined())</div>") }
        for cell in cells {
            var summary = "\(escape(cell.style)) · \(escape(cell.reader)): "
            if let text = cell.text {
                summary += "CER \(MarkdownTables.percent(text.cer)) · WER \(MarkdownTables.percent(text.wer))"
            } else if cell.status == .ok, let codes = cell.codes {
                let counted = codes.filter { $0.outcome != .unsupported }
                summary += "\(counted.filter { $0.outcome == .decoded }.count) of \(counted.count) codes decoded"
            } else {
                summary += "<b>\(cell.status.rawValue)</b> \(escape(cell.reason ?? ""))"
            }
            if let bytes = cell.bytes { summary += " · \(bytes / 1000) KB" }
            if let finding = cell.pageFinding { summary += String(format: " · corners off by %.1f%% of the diagonal", finding.meanCornerErrorOverDiagonal * 100) }
            var details = "<details><summary>\(summary)</summary>"
            if let ocr = cell.ocrText, let truth = page.truthText {
                let profile = cell.text?.profile ?? .standard
                if let marked = TextMarkup.scored(truth: truth, ocr: ocr, profile: profile) {
                    let c = marked.counts
                    details += "<p class=marks>As compared under the <b>\(profile.rawValue)</b> profile: \(c.substitutions + c.deletions) truth characters struck (\(c.substitutions) read wrong, \(c.deletions) missing), \(c.substitutions + c.insertions) read characters marked (\(c.substitutions) wrong, \(c.insertions) added): \(c.errors) edits.</p>"
                    details += "<div class=cols><div><h4>Truth</h4><pre>\(marked.truth)</pre></div><div><h4>OCR</h4><pre>\(marked.ocr)</pre></div></div>"
                } else {
                    let (left, right) = TextMarkup.sideBySide(truth: truth, ocr: ocr)
                    details += "<p class=marks>Too long to show the scored alignment; the marks below compare lines, then characters, and are approximate.</p>"
                    details += "<div class=cols><div><h4>Truth</h4><pre>\(left)</pre></div><div><h4>OCR</h4><pre>\(right)</pre></div></div>"
                }
            }
            if let confusions = cell.text?.confusions {
                let lists = ConfusionTables.lists(confusions)
                details += "<p class=marks>Read wrong: \(escape(lists[0])) · dropped: \(escape(lists[1])) · added: \(escape(lists[2]))</p>"
            }
            if let codes = cell.codes, !codes.isEmpty || !(cell.spuriousCodes ?? []).isEmpty {
                details += "<table class=fields><tr><th>Code</th><th>Px per module</th><th>Outcome</th><th>Truth</th><th>Read</th></tr>"
                for code in codes {
                    let size = code.modulePx.map { String(format: "%.1f", $0) } ?? ""
                    let row = code.outcome == .decoded ? "correct" : code.outcome == .wrong ? "wrong-sure" : code.outcome == .missed ? "missed" : "unsupported"
                    details += "<tr class=\"\(row)\"><td>\(code.symbology.rawValue)</td><td>\(size)</td><td>\(code.outcome.rawValue)</td><td>\(escape(code.truth))</td><td>\(escape(code.payload ?? ""))</td></tr>"
                }
                for spurious in cell.spuriousCodes ?? [] {
                    details += "<tr class=wrong-unsure><td>\(spurious.symbology.rawValue)</td><td></td><td>spurious</td><td></td><td>\(escape(spurious.payload))</td></tr>"
                }
                details += "</table>"
            }
            if let fields = cell.fields, !fields.isEmpty {
                details += "<table class=fields><tr><th>Field</th><th>Truth</th><th>Value</th><th>Sure</th><th>Outcome</th><th>Reason</th></tr>"
                for field in fields {
                    let truth = field.truth ?? field.truthValues?.joined(separator: "; ") ?? ""
                    let value = field.value ?? field.values?.joined(separator: "; ") ?? ""
                    details += "<tr class=\"\(field.outcome.rawValue)\"><td>\(escape(field.name))</td><td>\(escape(truth))</td><td>\(escape(value))</td><td>\(field.sure ? "yes" : "")</td><td>\(field.outcome.rawValue)</td><td>\(escape(field.reason ?? ""))</td></tr>"
                }
                details += "</table>"
            }
            parts.append(details + "</details>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// The Markdown tables this module writes, as HTML tables.
    /// Lines that are not table rows (a note under the table) become a paragraph after it.
    static func markdownTableToHTML(_ markdown: String) -> String {
        let lines = markdown.split(separator: "\n").map(String.init)
        let rows = lines.filter { $0.hasPrefix("|") }.map { MarkdownText.cells(of: $0) }
        let notes = lines.filter { !$0.hasPrefix("|") }
        guard let header = rows.first else { return "" }
        var html = "<table><tr>" + header.map { "<th>\(escape($0))</th>" }.joined() + "</tr>"
        for row in rows.dropFirst(2) { html += "<tr>" + row.map { "<td>\(escape($0))</td>" }.joined() + "</tr>" }
        html += "</table>"
        if !notes.isEmpty { html += "<p class=help>" + escape(notes.joined(separator: " ")) + "</p>" }
        return html
    }

    static func anchor(_ id: String) -> String {
        "p-" + id.map { $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : "_" }.joined()
    }

    static func escape(_ text: String) -> String { TextMarkup.escape(text) }

    static let css = """
    body{font-family:system-ui,-apple-system,"DejaVu Sans",sans-serif;margin:2em;color:#222;max-width:1400px}
    h1{font-size:1.6em}h2{margin-top:2em;border-bottom:1px solid #ccc}h3{margin-bottom:.2em}
    .meta{color:#666;margin-top:0}.help{color:#444;max-width:60em}.fail{color:#b00}
    table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left;font-size:.92em}
    th{background:#f4f4f4}.thumbs{display:flex;flex-wrap:wrap;gap:10px}
    figure.thumb{margin:0}figure.thumb img{max-height:320px;max-width:260px;border:1px solid #ccc}
    figcaption{font-size:.85em;color:#444}details{margin:.3em 0}summary{cursor:pointer}
    .cols{display:flex;gap:1em}.cols>div{flex:1;min-width:0}
    pre{white-space:pre-wrap;background:#fafafa;border:1px solid #eee;padding:6px;font-size:.85em}
    del{background:#fde2e2;color:#b00020;text-decoration:line-through}ins{background:#ffe1b3;color:#8a4700;text-decoration:none}
    .marks{font-size:.85em;color:#555}.verdict li{margin:.2em 0}
    tr.correct td{background:#effaef}tr.wrong-sure td{background:#fdd}tr.wrong-unsure td{background:#fff3d6}tr.missed td{background:#f3f3f3}
    """
}
