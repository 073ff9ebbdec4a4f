import Evaluation
import OptionParsing
import Reporting

/// `scanlab fields`: the field outcomes of one page for each style and reader.
struct FieldsCommand: Subcommand {
    typealias Options = PageOptions

    static let name = "fields"
    static let abstract = "Extract a page's fields for each style x reader and score them against truth"
    static let spec = ArgumentSpec(command: name, options: PageOptions.declarations, positionals: 1...1)
    static let usage = spec.usage(
        ["scanlab fields IMG [--truth T] [--truth-layout sroie] [--styles S] [--readers R] [--lang L] [--profile P]",
         "                   [--format text|json|csv] [--json]"],
        notes: """
        The truth is found as for `compare`. Outcomes: correct, missed, wrong-unsure, wrong-sure, spurious.
        With a code reader beside a text reader (--readers tesseract,zxing) on a page whose truth has an EPC QR, each
        style also gets a row TEXT+CODE (tesseract+zxing): the text reader's fields with those the code decoded
        (iban, bic, gross) taken from the code, as reports' fieldsPreferringCodes pools them.
        JSON: rows (style x reader), each with fields: name, truth, value, sure, reason, outcome.
        CSV: one row per style x reader with report.csv's columns, one column per field holding its outcome.
        """,
        examples: ["scanlab fields receipt.png",
                   "scanlab fields invoice.jpg --readers tesseract,zxing --styles original,auto",
                   "scanlab fields ../shared/real/sroie-dev/X51005255805.jpg --truth-layout sroie --json",
                   "scanlab fields ../shared/real/sroie-dev/X51005255805.jpg --truth-layout sroie --readers tesseract,rapidocr --format csv"])

    static func options(from arguments: ParsedArguments) throws -> Options { try PageOptions(from: arguments) }

    static func run(_ options: Options) throws -> Int32 {
        let outcome = try PageRun.evaluate(options, command: name)
        let cells = withPreferringCodeRows(outcome.cells)
        switch options.format {
        case .json:
            try Console.json(["rows": cells.map(CellRows.fields)])
            return ExitStatus.success
        case .csv:
            Console.write(CSVReport.csv(cells: cells, pages: [outcome.info]))
            return ExitStatus.success
        case .text:
            break
        }
        for (index, cell) in cells.enumerated() {
            if index > 0 { Console.out("") }
            Console.out("== \(cell.style) · \(cell.reader)\(cell.status == .ok ? "" : ": \(cell.status.rawValue): \(cell.reason ?? "")")")
            guard let fields = cell.fields, !fields.isEmpty else { continue }
            var rows = [["field", "truth", "value", "sure", "outcome", "reason"]]
            for field in fields {
                rows.append([field.name, field.truth ?? field.truthValues?.joined(separator: "; ") ?? "–",
                             field.value ?? field.values?.joined(separator: "; ") ?? "–", field.sure ? "sure" : "",
                             field.outcome.rawValue, field.reason ?? ""])
            }
            Console.out(Format.table(rows))
        }
        return ExitStatus.success
    }

    /// The page's cells, each style's followed by its TEXT+CODE rows (`CodeFieldAgreement.preferringCells`).
    static func withPreferringCodeRows(_ cells: [PageResult]) -> [PageResult] {
        var readers: [String] = [], styles: [String] = []
        for cell in cells {
            if !readers.contains(cell.reader) { readers.append(cell.reader) }
            if !styles.contains(cell.style) { styles.append(cell.style) }
        }
        let preferring = CodeFieldAgreement.preferringCells(cells, readers: readers)
        return styles.flatMap { style in cells.filter { $0.style == style } + preferring.filter { $0.style == style } }
    }
}
