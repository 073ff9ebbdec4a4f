import Foundation
import Enhancement
import Readers

/// Evaluates a corpus (or one shard of it) and assembles the report.
public enum CorpusRun {
    public static let scanlabVersion = "0.1.0"

    /// - Parameters:
    ///   - shard: `(index, count)` with index from 1, or nil for the whole corpus.
    public static func evaluate(_ corpus: Corpus, settings: EvaluationSettings, provider: ReaderProvider,
                                shard: RunReport.ShardInfo? = nil) throws -> RunReport {
        let started = Date()
        let part = shard.map { corpus.shard($0.index, of: $0.count) } ?? corpus
        // Hashed before any cell runs: the identity is of the pages as they were when read.
        let hash = try corpus.contentHash()
        let (outcomes, identities) = Evaluator.run(part.pages, settings: settings, provider: provider)
        var report = RunReport(
            tool: RunReport.ToolInfo(version: scanlabVersion, build: BuildIdentity.current(cache: settings.cache)),
            corpus: RunReport.CorpusInfo(name: corpus.name, path: corpus.path, hash: hash, pageCount: corpus.pages.count,
                                         folder: corpus.isFolder ? true : nil),
            selection: RunReport.Selection(styles: settings.styles.map(\.rawValue), readers: settings.readers),
            shard: shard, seed: corpus.seed, readers: identities, machine: machine(),
            started: ISO8601DateFormatter().string(from: started),
            elapsedSeconds: Date().timeIntervalSince(started),
            pages: outcomes.map(\.info), cells: outcomes.flatMap(\.cells))
        report.normalise()
        return report
    }

    /// The machine a report was made on. Never part of a baseline.
    public static func machine() -> RunReport.MachineInfo {
        let info = ProcessInfo.processInfo
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return RunReport.MachineInfo(hostname: info.hostName, cores: info.activeProcessorCount, memoryBytes: info.physicalMemory,
                                     os: info.operatingSystemVersionString, cpu: cpu)
    }
}
