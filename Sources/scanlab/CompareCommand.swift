/// `scanlab compare`: one page through each style and reader, scored against its truth.
struct CompareCommand: Subcommand {
    typealias Options = PageOptions

    static let name = "compare"
    static let abstract = "Score one page for each style x reader"
    static let spec = ArgumentSpec(command: name, valued: PageOptions.valued, flags: ["json"], positionals: 1...1)
    static let usage = """
    Usage:
      scanlab compare IMG [--truth T] [--truth-layout sroie] [--styles S] [--readers R] [--lang L]
                          [--profile P] [--page-text-level line|word|region] [--json]

    The truth for X.ext is X.truth.json, else X.page.xml, X.alto.xml, X.hocr or X.xml (PAGE/ALTO/hOCR), else X.txt;
    X.fields.json and X.corners.json go beside any of them or stand alone (a page without a transcript has no CER).
    --truth FILE overrides; --truth-layout sroie reads X.txt and X.json (SROIE's company, date, address, total).

    Options:
      --styles a,b|all     styles (default original): original, colour, grayscale, ink, auto
      --readers a,b|all    readers (default tesseract)
      --lang en|de|vi      language when the truth names none (default en)
      --profile P          strict|standard|caseless (default standard)
      --page-text-level L  PAGE TextEquiv level: line (default), word or region
      --json               print rows, each with style, reader, status (ok|failed|skipped, plus reason),
                           cer, wer, bagOfWordsError, counts, ms and bytes

    Examples:
      scanlab compare receipt.png --styles all
      scanlab compare ../shared/real/sroie-dev/X51005255805.jpg --profile caseless
      scanlab compare ../shared/real/sroie-dev/X51005255805.jpg --truth-layout sroie --styles original,ink --json
    """

    static func options(from arguments: ParsedArguments) throws -> Options { try PageOptions(from: arguments) }

    static func run(_ options: Options) throws -> Int32 {
        let outcome = try PageRun.evaluate(options, command: name)
        if options.json {
            try Console.json(["rows": outcome.cells.map(CellRows.compare)])
            return ExitStatus.success
        }
        var rows = [["style", "reader", "status", "CER", "WER", "bag-of-words", "time", "bytes"]]
        for cell in outcome.cells {
            rows.append([cell.style, cell.reader, cell.status.rawValue,
                         cell.text.map { Format.percent($0.cer) } ?? "–", cell.text.map { Format.percent($0.wer) } ?? "–",
                         cell.text.map { Format.percent($0.bagOfWordsError) } ?? "–",
                         CellRows.milliseconds(cell).map(Format.milliseconds) ?? "–", cell.bytes.map(Format.bytes) ?? "–"])
        }
        Console.out(Format.table(rows))
        for cell in outcome.cells where cell.status != .ok {
            Console.out("\(cell.style) · \(cell.reader): \(cell.status.rawValue): \(cell.reason ?? "")")
        }
        return ExitStatus.success
    }
}
