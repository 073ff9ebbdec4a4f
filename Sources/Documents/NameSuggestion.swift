/// The closest valid name to a slip, for "did you mean …?" in usage errors and strict file checks.
///
/// Distance is the optimal-string-alignment edit distance (insert, delete, substitute, or swap two neighbours,
/// each costing one) between lower-cased names, so `comapre` is one edit from `compare` and `truthlayout`
/// none from `truthLayout`.
public enum NameSuggestion {
    /// The valid name nearest to `name`, or nil when none is reasonably close.
    ///
    /// A candidate is close when its distance is within `allowedEdits(for:)` of the typed name's length, or when
    /// one name starts with the other and the shorter has at least `shortestPrefix` characters (`tess` for
    /// `tesseract`). The smallest distance wins; ties go to the earlier candidate, so the answer is stable.
    /// - Parameters:
    ///   - name: what was typed.
    ///   - among: the valid names, in the order a tie should prefer.
    /// - Returns: nil when `name` is itself valid, or nothing is close.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        guard !typed.isEmpty, !candidates.contains(name) else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let valid = Array(candidate.lowercased())
            var distance = editDistance(typed, valid)
            let shorter = min(typed.count, valid.count)
            if distance > allowedEdits(for: typed.count), shorter >= shortestPrefix,
               valid.starts(with: typed) || typed.starts(with: valid) {
                // A prefix is a deliberate abbreviation, not a slip: rank it behind any real near miss.
                distance = allowedEdits(for: typed.count) + 1 + abs(typed.count - valid.count)
            } else if distance > allowedEdits(for: typed.count) {
                continue
            }
            if best == nil || distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// A prefix shorter than this says too little to guess from (`t` could be anything).
    static let shortestPrefix = 3

    /// How many edits a name of this length may be from a suggestion: one for up to three characters (so `en`
    /// is not "close" to every other two-letter code), two up to six, then a third of the length, because
    /// longer names carry more slips and more context.
    static func allowedEdits(for length: Int) -> Int {
        if length <= 3 { return 1 }
        if length <= 6 { return 2 }
        return length / 3
    }

    /// Optimal string alignment distance: Levenshtein plus the swap of two neighbouring characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            let beforePrevious = previousRow
            previousRow = row
            row = [Int](repeating: 0, count: b.count + 1)
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                row[j] = value
            }
        }
        return row[b.count]
    }
}
