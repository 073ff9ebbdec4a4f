import Documents

/// The OCR text aligned to one span of the truth, and its counts: what the reader did to a field's own characters.
public struct AlignedSpan: Sendable, Codable, Equatable {
    /// Counts restricted to the span: its hits, substitutions and deletions, and the insertions inside it.
    public var counts: EditCounts
    /// The reader's characters that the alignment puts against the span.
    public var ocrText: String
    public var cer: Double { counts.errorRate }
}

/// Projects truth spans (such as a field's words) through the character alignment onto the reader's text,
/// so that a wrong field can be told apart as an OCR error (its span has errors) or a parser error (it has none).
///
/// The alignment is the same cheapest path `TextScorer` counts (same tie-breaking), over characters mapped one
/// to one so offsets keep their meaning: `strict` compares NFC characters, `standard` also unifies quotes and
/// dashes per character, `caseless` also folds case per character. Whitespace is not collapsed.
public enum SpanScorer {
    /// Above this many table cells the alignment is not traced and no spans are returned.
    public static let maximumCells = 64_000_000

    /// - Parameters:
    ///   - spans: character offsets (Swift `Character`s) into `truth`.
    /// - Returns: one `AlignedSpan` per span, or nil when the texts are too long to trace.
    public static func score(truth: String, ocr: String, spans: [Range<Int>], profile: TextProfile = .strict) -> [AlignedSpan]? {
        let t = Array(truth.precomposedStringWithCanonicalMapping), o = Array(ocr.precomposedStringWithCanonicalMapping)
        var table = SymbolTable<String>()
        let tIDs = table.encode(t.map { key($0, profile) }), oIDs = table.encode(o.map { key($0, profile) })
        guard let path = EditPath.trace(tIDs, oIDs, maximumCells: maximumCells) else { return nil }
        return spans.map { span in
            let lo = max(0, min(span.lowerBound, t.count)), hi = max(lo, min(span.upperBound, t.count))
            var counts = EditCounts(truthLength: hi - lo)
            var first: Int? = nil, last: Int? = nil
            for i in lo..<hi {
                switch path.ops[i] {
                case .hit(let j): counts.hits += 1; first = first ?? j; last = j
                case .substitution(let j): counts.substitutions += 1; first = first ?? j; last = j
                case .deletion: counts.deletions += 1
                }
                if i > lo { counts.insertions += path.insertionsBefore[i] }
            }
            let text = first.flatMap { f in last.map { String(o[f...$0]) } } ?? ""
            return AlignedSpan(counts: counts, ocrText: text)
        }
    }

    /// The character range in `truth.text` of each single-valued field printed by words, found from its word ids.
    public static func fieldSpans(in truth: GroundTruth) -> [String: Range<Int>] {
        let text = Array(truth.text)
        var wordRanges: [Int: Range<Int>] = [:]
        var cursor = 0
        let wordsByID = Dictionary(truth.words.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for line in truth.lines where !line.decorative {
            for id in line.wordIDs {
                guard let word = wordsByID[id] else { continue }
                let w = Array(word.text)
                guard !w.isEmpty, let start = find(w, in: text, from: cursor) else { continue }
                wordRanges[id] = start..<(start + w.count)
                cursor = start + w.count
            }
        }
        var out: [String: Range<Int>] = [:]
        for field in truth.fields where field.values == nil {
            let ranges = field.wordIDs.compactMap { wordRanges[$0] }
            guard let lo = ranges.map(\.lowerBound).min(), let hi = ranges.map(\.upperBound).max() else { continue }
            out[field.name] = lo..<hi
        }
        return out
    }

    private static func find(_ needle: [Character], in haystack: [Character], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var i = start
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && Array(haystack[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }

    private static let unified: [Character: String] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"", "\u{201E}": "\"",
        "\u{2013}": "-", "\u{2014}": "-", "\u{2212}": "-", "\u{00A0}": " ",
    ]

    private static func key(_ c: Character, _ profile: TextProfile) -> String {
        switch profile {
        case .strict: return String(c)
        case .standard: return unified[c] ?? String(c)
        case .caseless: return (unified[c] ?? String(c)).lowercased()
        }
    }
}
