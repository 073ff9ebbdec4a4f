@testable import Scoring

/// The alignment ScanLab scored with before the bit-parallel one, kept unchanged (renamed) as the reference the
/// property tests compare against: Levenshtein in a doubling diagonal band, linear memory.
///
///
/// Each cell of the two-row table carries, besides its cost, the substitutions and deletions on the path
/// it chose; hits and insertions follow from the cell's coordinates (`hits = i - S - D`,
/// `insertions = cost - S - D`). Ties go to the diagonal (hit or substitution), then to a deletion, then to
/// an insertion, so the same inputs always give the same counts.
enum ReferenceAlignment {
    /// The counts of the cheapest alignment of `truth` onto `output`.
    static func counts(truth: [UInt32], output: [UInt32]) -> EditCounts {
        // A shared prefix and suffix are hits on some cheapest path; skipping them makes near-identical pages cheap.
        var start = 0
        let limit = min(truth.count, output.count)
        while start < limit && truth[start] == output[start] { start += 1 }
        var endT = truth.count, endO = output.count
        while endT > start && endO > start && truth[endT - 1] == output[endO - 1] { endT -= 1; endO -= 1 }
        let shared = start + (truth.count - endT)
        let inner = core(Array(truth[start..<endT]), Array(output[start..<endO]))
        return EditCounts(substitutions: inner.substitutions, deletions: inner.deletions, insertions: inner.insertions,
                          hits: inner.hits + shared, truthLength: truth.count)
    }

    /// The cheapest alignment, searched first in a narrow diagonal band that doubles until it holds the result.
    /// A path of cost d never strays more than d cells from the diagonal, so when the banded cost is within the
    /// band every cheapest path, and every tie the full table would see, lies inside it: the counts equal the full table's.
    static func core(_ truth: [UInt32], _ output: [UInt32]) -> EditCounts {
        let n = truth.count, m = output.count
        var band = max(64, abs(n - m) + 16)
        while true {
            let result = banded(truth, output, band: band)
            if result.errors <= band || band >= max(n, m) { return result }
            // Grow fast, and go straight to the full table once the band would cover most of it.
            band *= 4
            if 2 * band >= min(n, m) { band = max(n, m) }
        }
    }

    /// The two-row table restricted to cells with |i - j| <= band; cells outside count as unreachable.
    static func banded(_ truth: [UInt32], _ output: [UInt32], band: Int) -> EditCounts {
        let n = truth.count, m = output.count
        if n == 0 { return EditCounts(insertions: m) }
        if m == 0 { return EditCounts(deletions: n, truthLength: n) }
        let unreachable = Int32.max / 4
        let width = m + 1
        // Six rows of Int32: cost, substitutions and deletions, for the previous and the current row.
        let storage = UnsafeMutablePointer<Int32>.allocate(capacity: 6 * width)
        defer { storage.deallocate() }
        var prevCost = storage, prevSub = storage + width, prevDel = storage + 2 * width
        var curCost = storage + 3 * width, curSub = storage + 4 * width, curDel = storage + 5 * width
        for j in 0...m { prevCost[j] = Int32(j); prevSub[j] = 0; prevDel[j] = 0 }
        truth.withUnsafeBufferPointer { t in
            output.withUnsafeBufferPointer { o in
                for i in 1...n {
                    let ti = t[i - 1]
                    let lo = max(1, i - band), hi = min(m, i + band)
                    curCost[0] = i <= band ? Int32(i) : unreachable; curSub[0] = 0; curDel[0] = Int32(i)
                    if lo > 1 { curCost[lo - 1] = unreachable }
                    if lo <= hi {
                        for j in lo...hi {
                            let mismatch: Int32 = ti == o[j - 1] ? 0 : 1
                            var cost = prevCost[j - 1] &+ mismatch
                            var sub = prevSub[j - 1] &+ mismatch
                            var del = prevDel[j - 1]
                            let deletion = prevCost[j] &+ 1
                            if deletion < cost { cost = deletion; sub = prevSub[j]; del = prevDel[j] &+ 1 }
                            let insertion = curCost[j - 1] &+ 1
                            if insertion < cost { cost = insertion; sub = curSub[j - 1]; del = curDel[j - 1] }
                            curCost[j] = cost; curSub[j] = sub; curDel[j] = del
                        }
                    }
                    if hi < m { curCost[hi + 1] = unreachable }
                    swap(&prevCost, &curCost); swap(&prevSub, &curSub); swap(&prevDel, &curDel)
                }
            }
        }
        let cost = Int(prevCost[m]), s = Int(prevSub[m]), d = Int(prevDel[m])
        return EditCounts(substitutions: s, deletions: d, insertions: cost - s - d, hits: n - s - d, truthLength: n)
    }
}
