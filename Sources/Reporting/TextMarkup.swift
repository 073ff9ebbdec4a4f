import Scoring

/// Truth and OCR text side by side as HTML, with what differs marked.
///
/// `scored` marks exactly the edits the score counted, from Scoring's own alignment under the cell's profile:
/// each truth character substituted or dropped in `<del>` (red, struck), each read character substituted or
/// inserted in `<ins>` (orange). `sideBySide` is the fallback for texts too long to align exactly: lines first,
/// then the characters of lines that differ.
enum TextMarkup {
    /// A removed or added line break, shown so that it can be seen, followed by the break itself outside the mark.
    static let lineBreakMark = "↵"

    /// Returns (truth HTML, OCR HTML, counts), or nil when the texts are too long to align exactly.
    static func scored(truth: String, ocr: String, profile: TextProfile) -> (truth: String, ocr: String, counts: EditCounts)? {
        guard let alignment = TextAlignment.align(truth: truth, read: ocr, profile: profile) else { return nil }
        var left = MarkedText(tag: "del"), right = MarkedText(tag: "ins")
        for step in alignment.steps {
            switch step {
            case .hit(let t, let r): left.append(t, marked: false); right.append(r, marked: false)
            case .substitution(let t, let r): left.append(t, marked: true); right.append(r, marked: true)
            case .deletion(let t): left.append(t, marked: true)
            case .insertion(let r): right.append(r, marked: true)
            }
        }
        return (left.html(), right.html(), alignment.counts)
    }

    /// HTML built a character at a time, runs of marked characters in one element.
    struct MarkedText {
        let tag: String
        var out = ""
        var open = false

        mutating func append(_ character: Character, marked: Bool) {
            if marked != open { out += marked ? "<\(tag)>" : "</\(tag)>"; open = marked }
            if character.isNewline {
                if marked { out += TextMarkup.lineBreakMark + "</\(tag)>\n"; open = false } else { out += "\n" }
            } else {
                out += TextMarkup.escape(String(character))
            }
        }

        func html() -> String { open ? out + "</\(tag)>" : out }
    }

    /// The longest common subsequence of two sequences, as pairs of matched indices.
    static func matches<T: Equatable>(_ a: [T], _ b: [T]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return [] }
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < n && j < m {
            if a[i] == b[j] { pairs.append((i, j)); i += 1; j += 1 } else if table[i + 1][j] >= table[i][j + 1] { i += 1 } else { j += 1 }
        }
        return pairs
    }

    /// Returns (truth HTML, OCR HTML): characters only in the truth in `<del>`, only in the OCR in `<ins>`.
    static func sideBySide(truth: String, ocr: String) -> (String, String) {
        let t = truth.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let o = ocr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The line alignment's table has one entry per pair of lines; past this many (a 2,000-line page against
        // itself) the texts are shown whole, unmarked, rather than holding the report for minutes.
        let maximumLinePairs = 4_000_000
        guard t.count.multipliedReportingOverflow(by: o.count).partialValue <= maximumLinePairs,
              !t.count.multipliedReportingOverflow(by: o.count).overflow else {
            return (escape(truth), escape(ocr))
        }
        var left: [String] = [], right: [String] = []
        var i = 0, j = 0
        for (mi, mj) in matches(t, o) + [(t.count, o.count)] {
            // The unmatched lines before this match: pair them in order, compare their characters.
            let tBlock = Array(t[i..<mi]), oBlock = Array(o[j..<mj])
            for k in 0..<max(tBlock.count, oBlock.count) {
                let (l, r) = markLine(k < tBlock.count ? tBlock[k] : nil, k < oBlock.count ? oBlock[k] : nil)
                if let l { left.append(l) }
                if let r { right.append(r) }
            }
            if mi < t.count { left.append(escape(t[mi])); right.append(escape(o[mj])) }
            i = mi + 1; j = mj + 1
        }
        return (left.joined(separator: "\n"), right.joined(separator: "\n"))
    }

    static func markLine(_ truth: String?, _ ocr: String?) -> (String?, String?) {
        guard let truth else { return (nil, ocr.map { "<ins>\(escape($0))</ins>" }) }
        guard let ocr else { return ("<del>\(escape(truth))</del>", nil) }
        let a = Array(truth), b = Array(ocr)
        guard a.count * b.count <= 250_000 else { return ("<del>\(escape(truth))</del>", "<ins>\(escape(ocr))</ins>") }
        let pairs = matches(a, b)
        let keptA = Set(pairs.map(\.0)), keptB = Set(pairs.map(\.1))
        return (mark(a, kept: keptA, tag: "del"), mark(b, kept: keptB, tag: "ins"))
    }

    static func mark(_ characters: [Character], kept: Set<Int>, tag: String) -> String {
        var out = "", open = false
        for (index, ch) in characters.enumerated() {
            let differs = !kept.contains(index)
            if differs && !open { out += "<\(tag)>"; open = true }
            if !differs && open { out += "</\(tag)>"; open = false }
            out += escape(String(ch))
        }
        if open { out += "</\(tag)>" }
        return out
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
