import Foundation
import Evaluation

/// The pinned accuracy figures: a report with every timing, every machine detail and the bulky texts removed,
/// keys sorted. `scanlab pin` and the tests' record mode both write it through `write(_:to:)`, and nothing else does.
public enum Baseline {
    /// The report as a baseline: what it measured, nothing about how long it took or where it ran.
    public static func make(from report: RunReport) -> RunReport {
        var baseline = report.withoutTimings()
        baseline.tool.build = nil
        baseline.shard = nil
        baseline.corpus.path = URL(fileURLWithPath: report.corpus.path).lastPathComponent
        baseline.readers = report.readers.map { identities in
            identities.map { identity in
                var kept = identity
                // The model's path is where this machine keeps it; its hash says which model it is.
                kept.model = identity.model.map { URL(fileURLWithPath: $0).lastPathComponent }
                return kept
            }
        }
        baseline.pages = report.pages.map { page in
            var kept = page
            kept.truthText = nil
            kept.truthSource = nil
            if kept.source != "generated" { kept.source = "file" }
            return kept
        }
        baseline.cells = report.cells.map { cell in
            var kept = cell
            kept.ocrText = nil
            // Every confusion pair of every cell made the baseline ten times longer; the gate never reads them,
            // and a report shows them from its own run.
            kept.text?.confusions = nil
            return kept
        }
        baseline.normalise()
        return baseline.withoutTimings()
    }

    /// The baseline's bytes: sorted keys, pretty-printed, ending in a newline.
    public static func encode(_ report: RunReport) throws -> Data {
        var data = try JSONCoding.encode(make(from: report))
        data.append(0x0A)
        return data
    }

    /// Writes the baseline of `report` to `path`, atomically. The only writer of `Reports/baseline.json`.
    public static func write(_ report: RunReport, to path: String) throws {
        try AtomicFile.write(encode(report), to: path)
    }
}
