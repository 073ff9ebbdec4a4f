import Readers

/// Everything a run found: the selection, every page and cell, and the aggregates. Schema version 1; later
/// features add optional sections, never reshape these. Every report format is written from this value.
public struct RunReport: Sendable, Codable, Equatable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int = RunReport.currentSchemaVersion
    public var tool: ToolInfo
    public var corpus: CorpusInfo
    public var selection: Selection
    /// Set on the report of one shard; nil on a whole or merged run.
    public var shard: ShardInfo?
    /// Seeds the bootstrap intervals.
    public var seed: UInt64
    /// Each reader's identity (engine, version, model and its hash, settings) per language it read.
    public var readers: [ReaderIdentity]?
    public var machine: MachineInfo?
    /// ISO 8601, UTC.
    public var started: String?
    public var elapsedSeconds: Double?
    public var pages: [PageInfo]
    public var cells: [PageResult]
    public var aggregates: Aggregates?
    /// Every reader × style ranked against the best cell; recomputed with the aggregates.
    public var ranking: Ranking?

    public init(tool: ToolInfo, corpus: CorpusInfo, selection: Selection, shard: ShardInfo? = nil, seed: UInt64,
                readers: [ReaderIdentity]? = nil, machine: MachineInfo? = nil, started: String? = nil, elapsedSeconds: Double? = nil,
                pages: [PageInfo], cells: [PageResult], aggregates: Aggregates? = nil) {
        self.tool = tool; self.corpus = corpus; self.selection = selection; self.shard = shard; self.seed = seed
        self.readers = readers; self.machine = machine; self.started = started; self.elapsedSeconds = elapsedSeconds
        self.pages = pages; self.cells = cells; self.aggregates = aggregates
    }

    public struct ToolInfo: Sendable, Codable, Equatable {
        public var name: String
        public var version: String
        /// The SHA-256 of the executable that made the report.
        public var build: String?
        public init(name: String = "scanlab", version: String, build: String?) { self.name = name; self.version = version; self.build = build }
    }

    public struct CorpusInfo: Sendable, Codable, Equatable {
        public var name: String
        public var path: String
        public var hash: String
        /// Pages in the whole corpus, whatever the shard.
        public var pageCount: Int
        /// `true` when the run was over one folder (`scanlab run DIR`) rather than a corpus file; absent otherwise.
        public var folder: Bool?
        public init(name: String, path: String, hash: String, pageCount: Int, folder: Bool? = nil) {
            self.name = name; self.path = path; self.hash = hash; self.pageCount = pageCount; self.folder = folder
        }

        enum CodingKeys: String, CodingKey { case name, path, hash, pageCount, folder }

        /// A report or baseline written without a corpus hash still loads, with an empty hash, which `check`
        /// refuses to match against anything (it cannot vouch for its pages) unless told `--allow-corpus-change`.
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            path = try c.decode(String.self, forKey: .path)
            hash = try c.decodeIfPresent(String.self, forKey: .hash) ?? ""
            pageCount = try c.decode(Int.self, forKey: .pageCount)
            folder = try c.decodeIfPresent(Bool.self, forKey: .folder)
        }
    }

    /// The styles and readers a run covered; the gate compares it with the baseline's.
    public struct Selection: Sendable, Codable, Equatable {
        public var styles: [String]
        public var readers: [String]
        public init(styles: [String], readers: [String]) { self.styles = styles; self.readers = readers }
    }

    public struct ShardInfo: Sendable, Codable, Equatable {
        public var index: Int
        public var count: Int
        public init(index: Int, count: Int) { self.index = index; self.count = count }
    }

    public struct MachineInfo: Sendable, Codable, Equatable {
        public var hostname: String
        public var cores: Int
        public var memoryBytes: UInt64
        public var os: String
        public var cpu: String?
        public init(hostname: String, cores: Int, memoryBytes: UInt64, os: String, cpu: String?) {
            self.hostname = hostname; self.cores = cores; self.memoryBytes = memoryBytes; self.os = os; self.cpu = cpu
        }
    }

    /// The cell, if the report has it.
    public func cell(_ key: CellKey) -> PageResult? { cellIndex[key] }

    public var cellIndex: [CellKey: PageResult] {
        Dictionary(cells.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The page's record, if the report has it.
    public func page(_ id: String) -> PageInfo? { pages.first { $0.id == id } }

    /// The report without anything that depends on how long things took or where it ran: timings, dates,
    /// the machine, and which stages came from the cache. Two runs of the same build on the same pages agree on this.
    public func withoutTimings() -> RunReport {
        var copy = self
        copy.machine = nil
        copy.started = nil
        copy.elapsedSeconds = nil
        copy.pages = pages.map { var page = $0; page.ms = nil; return page }
        copy.cells = cells.map { var cell = $0; cell.ms = nil; cell.cached = nil; return cell }
        copy.aggregates = aggregates.map { aggregates in
            var kept = aggregates
            kept.styles = aggregates.styles.map { var summary = $0; summary.ms = nil; return summary }
            return kept
        }
        return copy
    }

    /// Sorts pages by corpus index and cells by page, then the selection's order of styles and readers,
    /// and recomputes the aggregates: equal results give equal reports, however they were split or merged.
    public mutating func normalise() {
        pages.sort { $0.index < $1.index }
        let pageOrder = Dictionary(pages.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let styleOrder = Dictionary(selection.styles.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let readerOrder = Dictionary(selection.readers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        cells.sort {
            let a = (pageOrder[$0.page] ?? Int.max, styleOrder[$0.style] ?? Int.max, readerOrder[$0.reader] ?? Int.max)
            let b = (pageOrder[$1.page] ?? Int.max, styleOrder[$1.style] ?? Int.max, readerOrder[$1.reader] ?? Int.max)
            return a < b
        }
        aggregates = Aggregates.compute(pages: pages, cells: cells, selection: selection, seed: seed)
        ranking = Ranking.compute(cells: cells, selection: selection, seed: seed)
    }
}
