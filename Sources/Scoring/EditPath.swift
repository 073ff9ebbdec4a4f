/// The cheapest alignment path itself, for projecting spans; the counts alone come from `EditDistance`.
struct EditPath {
    enum Op: Equatable { case hit(Int), substitution(Int), deletion }
    /// One operation per truth symbol; hits and substitutions carry the output index.
    var ops: [Op]
    /// Output symbols inserted just before truth symbol i (index n: after the last).
    var insertionsBefore: [Int]

    /// Traces the path in a diagonal band that widens until it holds the cheapest cost, with the tie-breaking of
    /// `EditDistance` (diagonal, then deletion, then insertion). Memory is one byte per cell inside the band.
    static func trace(_ truth: [UInt32], _ output: [UInt32], maximumCells: Int) -> EditPath? {
        let n = truth.count, m = output.count
        var band = max(64, abs(n - m) + 16)
        while true {
            if band >= max(n, m) { band = max(n, m) }
            let width = 2 * band + 1
            guard n == 0 || (n + 1).multipliedReportingOverflow(by: width).partialValue <= maximumCells else { return nil }
            if let path = banded(truth, output, band: band) { return path }
            band *= 4
        }
    }

    /// nil when the cheapest cost found exceeds the band, so a wider band might find a cheaper path.
    private static func banded(_ t: [UInt32], _ o: [UInt32], band: Int) -> EditPath? {
        let n = t.count, m = o.count
        let width = 2 * band + 1
        let unreachable = Int32.max / 4
        // Direction per cell: 0 diagonal, 1 deletion (up), 2 insertion (left). Column j of row i is at j - i + band.
        var dirs = [UInt8](repeating: 0, count: (n + 1) * width)
        var prev = [Int32](repeating: unreachable, count: m + 1), cur = prev
        for j in 0...min(m, band) { prev[j] = Int32(j); dirs[j + band] = 2 }
        if n > 0 {
            for i in 1...n {
                let lo = max(0, i - band), hi = min(m, i + band)
                if lo > 0 { cur[lo - 1] = unreachable }
                for j in lo...hi {
                    var cost = unreachable, dir: UInt8 = 0
                    if j > 0 && j - 1 >= i - 1 - band { cost = prev[j - 1] &+ (t[i - 1] == o[j - 1] ? 0 : 1) }
                    if j <= i - 1 + band { let d = prev[j] &+ 1; if d < cost { cost = d; dir = 1 } }
                    if j > lo { let ins = cur[j - 1] &+ 1; if ins < cost { cost = ins; dir = 2 } }
                    cur[j] = cost
                    dirs[i * width + (j - i + band)] = dir
                }
                if hi < m { cur[hi + 1] = unreachable }
                swap(&prev, &cur)
            }
        }
        guard abs(n - m) <= band else { return nil }
        let cost = Int(prev[m])
        if cost > band && band < max(n, m) { return nil }
        var ops = [Op](repeating: .deletion, count: n)
        var insertions = [Int](repeating: 0, count: n + 1)
        var i = n, j = m
        while i > 0 || j > 0 {
            let dir: UInt8 = i == 0 ? 2 : (j == 0 ? 1 : dirs[i * width + (j - i + band)])
            switch dir {
            case 0:
                ops[i - 1] = t[i - 1] == o[j - 1] ? .hit(j - 1) : .substitution(j - 1)
                i -= 1; j -= 1
            case 1:
                ops[i - 1] = .deletion; i -= 1
            default:
                insertions[i] += 1; j -= 1
            }
        }
        return EditPath(ops: ops, insertionsBefore: insertions)
    }
}
