/// What a reader confused, from the character alignment after the profile: each substitution pair, each dropped
/// and each inserted character, with counts. Sorted by count (most first), then by the characters, so the same
/// texts always give the same bytes; cells keep every entry, so reports can pool them exactly.
public struct Confusions: Sendable, Codable, Equatable {
    /// A truth character read as another.
    public struct Substitution: Sendable, Codable, Equatable {
        public var truth: String
        public var read: String
        public var count: Int
        public init(truth: String, read: String, count: Int) { self.truth = truth; self.read = read; self.count = count }
    }
    /// A truth character the reader dropped.
    public struct Deletion: Sendable, Codable, Equatable {
        public var truth: String
        public var count: Int
        public init(truth: String, count: Int) { self.truth = truth; self.count = count }
    }
    /// A character the reader added.
    public struct Insertion: Sendable, Codable, Equatable {
        public var read: String
        public var count: Int
        public init(read: String, count: Int) { self.read = read; self.count = count }
    }

    public var substitutions: [Substitution]
    public var deletions: [Deletion]
    public var insertions: [Insertion]

    public init(substitutions: [Substitution] = [], deletions: [Deletion] = [], insertions: [Insertion] = []) {
        self.substitutions = substitutions; self.deletions = deletions; self.insertions = insertions
    }

    /// The first `limit` entries of each list (`score` prints the top 20).
    public func top(_ limit: Int) -> Confusions {
        Confusions(substitutions: Array(substitutions.prefix(limit)), deletions: Array(deletions.prefix(limit)),
                   insertions: Array(insertions.prefix(limit)))
    }

    /// Both tables' entries summed, for pooling cells; sorted as one table is.
    public static func + (a: Confusions, b: Confusions) -> Confusions {
        var s: [Pair: Int] = [:], d: [String: Int] = [:], i: [String: Int] = [:]
        for e in a.substitutions + b.substitutions { s[Pair(truth: e.truth, read: e.read), default: 0] += e.count }
        for e in a.deletions + b.deletions { d[e.truth, default: 0] += e.count }
        for e in a.insertions + b.insertions { i[e.read, default: 0] += e.count }
        return sorted(substitutions: s, deletions: d, insertions: i)
    }

    struct Pair: Hashable { var truth: String; var read: String }

    static func sorted(substitutions s: [Pair: Int], deletions d: [String: Int], insertions i: [String: Int]) -> Confusions {
        Confusions(
            substitutions: s.map { Substitution(truth: $0.key.truth, read: $0.key.read, count: $0.value) }
                .sorted { ($1.count, $0.truth, $0.read) < ($0.count, $1.truth, $1.read) },
            deletions: d.map { Deletion(truth: $0.key, count: $0.value) }.sorted { ($1.count, $0.truth) < ($0.count, $1.truth) },
            insertions: i.map { Insertion(read: $0.key, count: $0.value) }.sorted { ($1.count, $0.read) < ($0.count, $1.read) })
    }

    /// The confusions of one alignment of grapheme ids.
    static func from(_ ops: [EditOperation], truth: [UInt32], output: [UInt32], table: GraphemeTable) -> Confusions {
        struct IDPair: Hashable { var t: UInt32; var o: UInt32 }
        var s: [IDPair: Int] = [:], d: [UInt32: Int] = [:], ins: [UInt32: Int] = [:]
        var i = 0, j = 0
        for op in ops {
            switch op {
            case .hit: break
            case .substitution: s[IDPair(t: truth[i], o: output[j]), default: 0] += 1
            case .deletion: d[truth[i], default: 0] += 1
            case .insertion: ins[output[j], default: 0] += 1
            }
            i += op.truthAdvance; j += op.outputAdvance
        }
        func text(_ id: UInt32) -> String { String(table.character(id)) }
        var pairs: [Pair: Int] = [:]
        for (k, v) in s { pairs[Pair(truth: text(k.t), read: text(k.o)), default: 0] += v }
        var dropped: [String: Int] = [:], added: [String: Int] = [:]
        for (k, v) in d { dropped[text(k), default: 0] += v }
        for (k, v) in ins { added[text(k), default: 0] += v }
        return sorted(substitutions: pairs, deletions: dropped, insertions: added)
    }
}
