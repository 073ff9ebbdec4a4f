import Foundation
import Evaluation

/// The CI gate of shared/CLI.md: compares a report with the baseline cell by cell.
public enum Gate {
    public struct Result: Sendable, Codable, Equatable {
        /// Why the report cannot be judged against this baseline (its selection does not cover the baseline's).
        public var narrower: String?
        /// Why the report is not of the baseline's corpus: both hashes, named. Nil when they match, or when
        /// `--allow-corpus-change` asked to compare the cells they share anyway.
        public var identity: String?
        /// Cells whose figures cannot be judged: a NaN or infinite rate, or an `ok` text cell without counts.
        public var invalid: [String] = []
        public var findings: [GateFinding]
        public var tolerance: Double
        public var strict: Bool
        /// Every baseline cell checked, in baseline order: the junit test cases.
        public var checked: [CellKey]

        public var regressions: [GateFinding] { findings.filter { $0.kind == .regression } }
        public var improvements: [GateFinding] { findings.filter { $0.kind == .improvement } }

        /// Why the gate cannot judge at all (a harness error, exit 2), or nil.
        public var harnessError: String? {
            if let identity { return identity }
            if let narrower { return narrower }
            guard !invalid.isEmpty else { return nil }
            let listed = invalid.prefix(10).joined(separator: "; ")
            return "\(invalid.count) cell\(invalid.count == 1 ? "" : "s") cannot be judged: \(listed)\(invalid.count > 10 ? "; …" : "")"
        }

        /// 2 when the gate cannot judge (another corpus, a narrower selection, NaN or missing counts); 1 for a
        /// regression, or with `strict` for any change; else 0.
        public var exitCode: Int32 {
            if harnessError != nil { return 2 }
            if !regressions.isEmpty { return 1 }
            if strict && !improvements.isEmpty { return 1 }
            return 0
        }

        /// The findings that fail the gate.
        public var failures: [GateFinding] { strict ? findings : regressions }
    }

    /// - Parameters:
    ///   - tolerance: the absolute CER change allowed either way.
    ///   - strict: any change beyond the tolerance, better or worse, fails.
    ///   - allowCorpusChange: compare the cells a report and a baseline share even when their corpus hashes differ
    ///     (after an intended corpus change); otherwise that is a harness error naming both hashes.
    public static func check(_ report: RunReport, against baseline: RunReport, tolerance: Double = 0.002, strict: Bool = false,
                             allowCorpusChange: Bool = false) -> Result {
        var result = Result(narrower: nil, findings: [], tolerance: tolerance, strict: strict, checked: [])
        if !allowCorpusChange, report.corpus.hash != baseline.corpus.hash {
            // A baseline pinned before corpus hashes were recorded cannot vouch for its corpus: refuse, never guess.
            let pinned = baseline.corpus.hash.isEmpty ? "no corpus hash (re-pin it with `scanlab pin`)" : "corpus hash \(baseline.corpus.hash)"
            result.identity = "the report is of corpus \(report.corpus.name) with hash \(report.corpus.hash), the baseline records \(baseline.corpus.name) with \(pinned); they are not the same pages. Pass --allow-corpus-change to compare the cells they share after an intended change"
            return result
        }
        result.invalid = invalidCells(report, against: baseline)
        let missingStyles = baseline.selection.styles.filter { !report.selection.styles.contains($0) }
        let missingReaders = baseline.selection.readers.filter { !report.selection.readers.contains($0) }
        if !missingStyles.isEmpty || !missingReaders.isEmpty {
            var parts: [String] = []
            if !missingStyles.isEmpty { parts.append("styles \(missingStyles.joined(separator: ","))") }
            if !missingReaders.isEmpty { parts.append("readers \(missingReaders.joined(separator: ","))") }
            result.narrower = "the report's selection does not cover the baseline's: it lacks \(parts.joined(separator: " and ")); run with the baseline's selection (styles \(baseline.selection.styles.joined(separator: ",")), readers \(baseline.selection.readers.joined(separator: ",")))"
            return result
        }
        let cells = report.cellIndex
        for old in baseline.cells {
            result.checked.append(old.key)
            func finding(_ kind: GateFinding.Kind, _ what: String, field: String? = nil, old oldValue: Double? = nil, new newValue: Double? = nil,
                         _ message: String) {
                result.findings.append(GateFinding(kind: kind, page: old.page, style: old.style, reader: old.reader, what: what,
                                                   field: field, old: oldValue, new: newValue, message: message))
            }
            guard let new = cells[old.key] else {
                // After an allowed corpus change, a page the new corpus dropped is not a regression.
                let pageGone = allowCorpusChange && report.page(old.page) == nil
                if old.status == .ok, !pageGone { finding(.regression, "missing", "\(old.key): missing from the report") }
                continue
            }
            switch (old.status, new.status) {
            case (.ok, .ok):
                break
            case (.ok, let status):
                finding(.regression, status.rawValue, "\(old.key): \(status.rawValue)\(new.reason.map { ": \($0)" } ?? "")")
                continue
            case (_, .ok):
                finding(.improvement, "cer", new: new.cer, "\(old.key): now read (was \(old.status.rawValue))")
                continue
            default:
                continue
            }
            if let before = old.cer, let after = new.cer {
                let change = after - before
                if change > tolerance {
                    finding(.regression, "cer", old: before, new: after, "\(old.key): CER \(percent(before)) → \(percent(after)) (+\(percent(change)))")
                } else if -change > tolerance {
                    finding(.improvement, "cer", old: before, new: after, "\(old.key): CER \(percent(before)) → \(percent(after)) (\(percent(change)))")
                }
            }
            let newFields = Dictionary((new.fields ?? []).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            let oldFields = Set((old.fields ?? []).map(\.name))
            // A value read wrong and marked sure is the costliest mistake (it is trusted), so becoming one is a
            // regression from any other outcome, even one that was not correct.
            for field in new.fields ?? [] where field.outcome == .wrongSure && !oldFields.contains(field.name) {
                finding(.regression, "field", field: field.name, "\(old.key): field \(field.name) is now wrong-sure (was absent)")
            }
            for field in old.fields ?? [] {
                let now = newFields[field.name]?.outcome
                if now == .wrongSure, field.outcome != .wrongSure, field.outcome != .correct {
                    finding(.regression, "field", field: field.name, "\(old.key): field \(field.name) was \(field.outcome.rawValue), now wrong-sure")
                } else if field.outcome == .correct, now != .correct {
                    finding(.regression, "field", field: field.name, "\(old.key): field \(field.name) was correct, now \(now?.rawValue ?? "absent")")
                } else if field.outcome != .correct, now == .correct {
                    finding(.improvement, "field", field: field.name, "\(old.key): field \(field.name) now correct (was \(field.outcome.rawValue))")
                }
            }
            // A code decoded in the baseline and not now is a regression, like a field (shared/CLI.md, Codes).
            var newCodes = new.codes ?? []
            for code in old.codes ?? [] {
                let index = newCodes.firstIndex { $0.symbology == code.symbology && $0.truth == code.truth }
                let now = index.map { newCodes.remove(at: $0).outcome }
                let name = "\(code.symbology.rawValue) \(code.truth.prefix(24))"
                if code.outcome == .decoded, now != .decoded {
                    finding(.regression, "code", field: name, "\(old.key): code \(name) was decoded, now \(now?.rawValue ?? "absent")")
                } else if code.outcome != .decoded, now == .decoded {
                    finding(.improvement, "code", field: name, "\(old.key): code \(name) now decoded (was \(code.outcome.rawValue))")
                }
            }
        }
        return result
    }

    /// Cells whose figures cannot be compared: any rate that is NaN or infinite in an `ok` cell, or an `ok` cell
    /// without text scores where the baseline's cell had them (a scoring fault, not a result).
    static func invalidCells(_ report: RunReport, against baseline: RunReport) -> [String] {
        let pinned = baseline.cellIndex
        var invalid: [String] = []
        for cell in report.cells where cell.status == .ok {
            if let text = cell.text {
                let rates = [("cer", text.cer), ("cerBounded", text.cerBounded), ("wer", text.wer), ("bagOfWordsError", text.bagOfWordsError)]
                if let bad = rates.first(where: { !$0.1.isFinite }) {
                    invalid.append("\(cell.key): \(bad.0) is \(bad.1)")
                }
            } else if pinned[cell.key]?.text != nil {
                invalid.append("\(cell.key): ok but has no text counts")
            }
        }
        return invalid
    }

    /// The gate's verdict as lines for a person: each finding, then the styles that regressed with their pages.
    public static func summary(_ result: Result) -> String {
        if let error = result.harnessError { return "check: \(error)" }
        var lines: [String] = []
        let regressions = result.regressions, improvements = result.improvements
        lines.append("check: \(result.checked.count) cells, \(regressions.count) regression\(regressions.count == 1 ? "" : "s"), \(improvements.count) improvement\(improvements.count == 1 ? "" : "s") (tolerance \(result.tolerance)\(result.strict ? ", strict" : ""))")
        for finding in regressions { lines.append("REGRESSION   \(finding.message)") }
        for finding in improvements { lines.append("\(result.strict ? "CHANGED    " : "improvement") \(finding.message)") }
        var byStyle: [String: [String]] = [:]
        for finding in result.failures { byStyle[finding.style + " · " + finding.reader, default: []].append(finding.page) }
        for style in byStyle.keys.sorted() {
            let pages = byStyle[style, default: []].reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            lines.append("\(result.strict ? "changed" : "regressed") in style \(style): pages \(pages.joined(separator: ", "))")
        }
        if result.exitCode == 0 { lines.append("check: passed") }
        return lines.joined(separator: "\n")
    }

    static func percent(_ rate: Double) -> String { Percent.format(rate) }
}
