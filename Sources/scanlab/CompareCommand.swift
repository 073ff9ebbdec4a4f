import OptionParsing
import Reporting

/// `scanlab compare`: one page through each style and reader, scored against its truth.
struct CompareCommand: Subcommand {
    typealias Options = PageOptions

    static let name = "compare"
    static let abstract = "Score one page for each style x reader"
    static let spec = ArgumentSpec(command: name, options: PageOptions.declarations, positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab compare IMG [--truth T] [--truth-layout sroie] [--styles S] [--readers R] [--lang L]",
         "                    [--profile P] [--page-text-level line|word|region] [--format text|json|csv] [--json]"],
        notes: """
        The truth for X.ext is X.truth.json, else X.page.xml, X.alto.xml, X.hocr or X.xml (PAGE/ALTO/hOCR), else X.txt;
        X.fields.json and X.corners.json go beside any of them or stand alone (a page without a transcript has no CER).
        --truth FILE overrides; --truth-layout sroie reads X.txt and X.json (SROIE's company, date, address, total).
        JSON: rows, each with style, reader, status (ok|failed|skipped, plus reason), cer, wer, bagOfWordsError,
        counts, ms and bytes. CSV: one row per style x reader with report.csv's columns.
        """,
        examples: ["scanlab compare receipt.png --styles all",
                   "scanlab compare ../shared/real/sroie-dev/X51005255805.jpg --profile caseless",
                   "scanlab compare ../shared/real/sroie-dev/X51005255805.jpg --truth-layout sroie --styles original,ink --json",
                   "scanlab compare receipt.png --styles all --readers tesseract,rapidocr --format csv > cells.csv"])

    static func options(from arguments: ParsedArguments) throws -> Options { try PageOptions(from: arguments) }

    static func run(_ options: Options) throws -> Int32 {
        let outcome = try PageRun.evaluate(options, command: name)
        switch options.format {
        case .json:
            try Console.json(["rows": outcome.cells.map(CellRows.compare)])
            return ExitStatus.success
        case .csv:
            Console.write(CSVReport.csv(cells: outcome.cells, pages: [outcome.info]))
            return ExitStatus.success
        case .text:
            break
        }
        var rows = [["style", "reader", "status", "CER", "WER", "bag-of-words", "time", "bytes"]]
        for cell in outcome.cells {
            rows.append([cell.style, cell.reader, cell.status.rawValue,
                         cell.text.map { Format.percent($0.cer) } ?? "–", cell.text.map { Format.percent($0.wer) } ?? "–",
                         cell.text.map { Format.percent($0.bagOfWordsError) } ?? "–",
                         CellRows.time(cell), cell.bytes.map(Format.bytes) ?? "–"])
        }
        Console.out(Format.table(rows))
        for cell in outcome.cells where cell.status == .ok {
            guard let codes = cell.codes else { continue }
            let counted = codes.filter { $0.outcome != .unsupported }
            let decoded = counted.filter { $0.outcome == .decoded }.count
            let rate = cell.decodeRate.map { " (\(Format.percent($0)))" } ?? ""
            let detail = codes.map { "\($0.symbology.rawValue) \($0.outcome.rawValue)" }.joined(separator: ", ")
            Console.out("\(cell.style) · \(cell.reader): codes decoded \(decoded)/\(counted.count)\(rate)\(detail.isEmpty ? "" : ": " + detail)"
                        + (cell.spuriousCodes.map { ", \($0.count) spurious" } ?? ""))
        }
        for cell in outcome.cells where cell.status != .ok {
            Console.out("\(cell.style) · \(cell.reader): \(cell.status.rawValue): \(cell.reason ?? "")")
        }
        return ExitStatus.success
    }
}
