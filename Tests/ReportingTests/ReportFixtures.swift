import Evaluation
import Fields
import Scoring

/// Small reports built by hand, so the gate and the formats are tested without images or readers.
enum ReportFixtures {
    /// A cell whose CER is `errors / 100`.
    static func cell(_ page: String, _ style: String, errors: Int, reader: String = "tesseract", status: CellStatus = .ok,
                     fields: [FieldResult]? = nil, bytes: Int = 1000) -> PageResult {
        var cell = PageResult(page: page, style: style, reader: reader, status: status, reason: status == .ok ? nil : "broken on purpose")
        if status == .ok {
            let counts = EditCounts(substitutions: errors, deletions: 0, insertions: 0, hits: 100 - errors, truthLength: 100)
            cell.text = TextScore(cer: counts.errorRate, cerBounded: counts.boundedErrorRate, wer: counts.errorRate,
                                  bagOfWordsError: counts.errorRate, counts: counts, wordCounts: counts, profile: .standard)
            cell.fields = fields
            cell.bytes = bytes
            cell.ms = ["read": 100, "enhance": 10]
            cell.ocrText = "text"
        }
        return cell
    }

    static func field(_ name: String, _ outcome: FieldOutcomeKind) -> FieldResult {
        FieldResult(name: name, truth: "12.30", value: outcome == .correct ? "12.30" : "12.80", sure: outcome == .wrongSure,
                    reason: nil, outcome: outcome)
    }

    static func page(_ id: String, index: Int, difficulty: String = "flat", size: String = "page") -> PageInfo {
        var info = PageInfo(id: id, index: index, source: "generated", difficulty: difficulty, size: size, profile: "standard")
        info.kind = .receipt
        info.language = .en
        info.truthText = "truth"
        info.ms = ["synth.render": 20]
        return info
    }

    /// A report of pages `a`, `b`, `c` × the styles, errors from `errors(page, style)`.
    static func report(styles: [String] = ["original", "ink"], readers: [String] = ["tesseract"],
                       pages: [String] = ["a", "b", "c"],
                       errors: (String, String) -> Int = { _, _ in 1 },
                       fields: (String, String) -> [FieldResult]? = { _, _ in nil }) -> RunReport {
        var cells: [PageResult] = []
        for page in pages { for style in styles { for reader in readers {
            cells.append(cell(page, style, errors: errors(page, style), reader: reader, fields: fields(page, style)))
        } } }
        var report = RunReport(tool: .init(version: "test", build: "abc"),
                               corpus: .init(name: "fixture", path: "/somewhere/fixture.json", hash: "h", pageCount: pages.count),
                               selection: .init(styles: styles, readers: readers), seed: 7,
                               machine: .init(hostname: "box", cores: 2, memoryBytes: 1, os: "linux", cpu: nil),
                               started: "2026-01-01T00:00:00Z", elapsedSeconds: 12,
                               pages: pages.enumerated().map { page($1, index: $0) }, cells: cells)
        report.normalise()
        return report
    }
}
