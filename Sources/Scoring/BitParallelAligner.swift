import Foundation

/// Levenshtein alignment of two symbol sequences with a bit-parallel distance (Myers 1999, in Hyyrö's
/// multi-block form: the truth is the pattern, 64 truth symbols per machine word, one output symbol per step),
/// and recovery of the edit operations in bounded memory.
///
/// **Tie-break.** Among the cheapest alignments this returns the one a traceback from the end of both texts finds
/// when it prefers, at every cell, the diagonal (hit or substitution), then a deletion, then an insertion, after a
/// shared prefix and suffix have been taken as hits. That is the alignment the earlier dynamic-programming
/// implementation counted (kept under Tests as the reference), so the counts are the same on every pair.
///
/// **Band.** A path through cell `(i, j)` costs at least `|i − j|` to reach it and `|(n − i) − (m − j)|` from there
/// to the end (Ukkonen 1985), so a cell where that sum exceeds `k` cannot lie on a path of cost `k` or less: for texts
/// of equal length the band is `k/2` either side of the diagonal, not `k`. A first pass uses a narrow band; its cost
/// is an upper bound of the distance, so a second pass with that bound as the band is exact. Outside the band, values
/// are costs of real paths (upper bounds), which never change a decision on the path.
///
/// **Memory.** The traceback needs the table's columns. They are recomputed from checkpoints: a forward pass keeps
/// a column every `K` columns, then each stretch between two checkpoints is recomputed and stored (only the rows
/// above the path's current row), traced, and dropped. Stretches that would not fit are split again in the same way,
/// so memory stays within `segmentBudgetBytes + checkpointBudgetBytes` per level at any length; at 200,000 symbols
/// against 200,000 unrelated ones that is two levels. Time is about two forward passes.
enum BitParallelAligner {
    /// The most bytes of stored columns a stretch may use before it is split again.
    static let segmentBudgetBytes = 24 << 20
    /// The most bytes of checkpoints one level of splitting may keep.
    static let checkpointBudgetBytes = 16 << 20
    /// The most bytes of dense match masks; truth symbols beyond it (the rarest) are matched from position lists.
    static let denseMaskBudgetBytes = 16 << 20
    /// The first band's half-width beyond the length difference: a page with up to this many edits needs one pass.
    static let firstBandSlack = 64

    /// The memory a pass may use; the tests shrink it to exercise checkpoints on short texts.
    struct Budget {
        var segmentBytes = BitParallelAligner.segmentBudgetBytes
        var checkpointBytes = BitParallelAligner.checkpointBudgetBytes
        var denseMaskBytes = BitParallelAligner.denseMaskBudgetBytes
    }

    /// The operations of the cheapest alignment of `truth` onto `output`, in order, under the tie-break above.
    static func align(_ truth: [UInt32], _ output: [UInt32], budget: Budget = Budget()) -> [EditOperation] {
        let n = truth.count, m = output.count
        var prefix = 0
        let shorter = min(n, m)
        while prefix < shorter && truth[prefix] == output[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && truth[n - 1 - suffix] == output[m - 1 - suffix] { suffix += 1 }
        var ops = [EditOperation]()
        ops.reserveCapacity(max(n, m) + 16)
        ops.append(contentsOf: repeatElement(.hit, count: prefix))
        let t = Array(truth[prefix..<(n - suffix)]), o = Array(output[prefix..<(m - suffix)])
        if t.isEmpty {
            ops.append(contentsOf: repeatElement(.insertion, count: o.count))
        } else if o.isEmpty {
            ops.append(contentsOf: repeatElement(.deletion, count: t.count))
        } else if t.count * o.count <= smallTableCells {
            ops.append(contentsOf: smallTable(t, o))
        } else {
            let problem = Problem(truth: t, output: o, budget: budget)
            ops.append(contentsOf: problem.solve())
        }
        ops.append(contentsOf: repeatElement(.hit, count: suffix))
        return ops
    }

    /// Up to this many cells (two lines of 64 characters) a plain table is cheaper than setting up the bit vectors;
    /// FCA aligns many such pairs.
    static let smallTableCells = 4_096

    /// The whole table and the same traceback (diagonal, then deletion, then insertion, from the end).
    static func smallTable(_ t: [UInt32], _ o: [UInt32]) -> [EditOperation] {
        let n = t.count, m = o.count, width = m + 1
        var d = [Int32](repeating: 0, count: (n + 1) * width)
        for j in 0...m { d[j] = Int32(j) }
        for i in 1...n {
            d[i * width] = Int32(i)
            for j in 1...m {
                let diagonal = d[(i - 1) * width + j - 1] + (t[i - 1] == o[j - 1] ? 0 : 1)
                d[i * width + j] = min(diagonal, min(d[(i - 1) * width + j], d[i * width + j - 1]) + 1)
            }
        }
        var reversed: [EditOperation] = []
        reversed.reserveCapacity(n + m)
        var i = n, j = m
        while i > 0 || j > 0 {
            let here = d[i * width + j]
            if i > 0 && j > 0 && d[(i - 1) * width + j - 1] + (t[i - 1] == o[j - 1] ? 0 : 1) == here {
                reversed.append(t[i - 1] == o[j - 1] ? .hit : .substitution); i -= 1; j -= 1
            } else if i > 0 && d[(i - 1) * width + j] + 1 == here {
                reversed.append(.deletion); i -= 1
            } else {
                reversed.append(.insertion); j -= 1
            }
        }
        return reversed.reversed()
    }

    /// The counts of the alignment `align` returns.
    static func counts(_ truth: [UInt32], _ output: [UInt32]) -> EditCounts {
        EditOperation.counts(align(truth, output), truthLength: truth.count)
    }
}

/// One column of the table between two texts: the vertical deltas of the blocks in the band, and each block's
/// top value `D(64·b, j)`.
private struct ColumnState {
    var column: Int
    var first: Int
    var last: Int
    var vp: [UInt64]
    var vn: [UInt64]
    var top: [Int32]
}

/// The alignment of two non-empty sequences that share no first and no last symbol. A class over raw buffers,
/// allocated once, so that the inner loop is plain loads and stores.
private final class Problem {
    let t: [UInt32]
    let n: Int, m: Int
    /// Blocks of 64 truth symbols.
    let blocks: Int
    /// Per output symbol: a dense mask row (>= 0), no match in the truth (-1), or a sparse symbol (-2 - index).
    let outputRows: [Int32]
    let o: [UInt32]
    /// Dense masks: `rows × blocks` words.
    let masks: UnsafeMutablePointer<UInt64>
    /// Sparse symbols: their truth positions, `sparseStart[s] ..< sparseStart[s + 1]` in `sparsePositions`.
    let sparseStart: [Int]
    let sparsePositions: [Int32]
    /// The buffer of stored columns, kept from one stretch to the next.
    var storage: StoredColumns?
    /// The band's half-width of the pass under way.
    var k = 0
    /// Words per stored column.
    var width = 0
    /// The working column, indexed by absolute block.
    let vp: UnsafeMutablePointer<UInt64>, vn: UnsafeMutablePointer<UInt64>, top: UnsafeMutablePointer<Int32>
    var first = 0, last = 0, column = 0
    /// A zero mask, and a scratch mask for sparse symbols (kept all zero between columns).
    let zero: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutablePointer<UInt64>

    let budget: BitParallelAligner.Budget

    init(truth: [UInt32], output: [UInt32], budget: BitParallelAligner.Budget) {
        t = truth; o = output; self.budget = budget
        n = truth.count; m = output.count
        blocks = (n + 63) / 64
        // The most frequent truth symbols get dense masks, as many as the budget allows.
        var frequency: [UInt32: Int] = [:]
        for s in truth { frequency[s, default: 0] += 1 }
        let order = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let denseRows = max(1, budget.denseMaskBytes / (8 * blocks))
        var rowOf: [UInt32: Int32] = [:]
        var sparseIndex: [UInt32: Int] = [:]
        var sparseCounts: [Int] = []
        for (i, entry) in order.enumerated() {
            if i < denseRows { rowOf[entry.key] = Int32(i) } else { sparseIndex[entry.key] = sparseCounts.count; sparseCounts.append(entry.value) }
        }
        let maskWords = min(order.count, denseRows) * blocks
        let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, maskWords))
        masks.initialize(repeating: 0, count: max(1, maskWords))
        var start = [Int](repeating: 0, count: sparseCounts.count + 1)
        for (i, c) in sparseCounts.enumerated() { start[i + 1] = start[i] + c }
        var fill = start
        var positions = [Int32](repeating: 0, count: start.last ?? 0)
        for (i, s) in truth.enumerated() {
            if let row = rowOf[s] {
                masks[Int(row) * blocks + (i >> 6)] |= 1 << UInt64(i & 63)
            } else if let sparse = sparseIndex[s] {
                positions[fill[sparse]] = Int32(i); fill[sparse] += 1
            }
        }
        self.masks = masks
        sparseStart = start
        sparsePositions = positions
        outputRows = output.map { s in
            if let row = rowOf[s] { return row }
            if let sparse = sparseIndex[s] { return Int32(-2 - sparse) }
            return -1
        }
        let count = blocks
        func words() -> UnsafeMutablePointer<UInt64> {
            let p = UnsafeMutablePointer<UInt64>.allocate(capacity: count); p.initialize(repeating: 0, count: count); return p
        }
        vp = words(); vn = words(); zero = words(); scratch = words()
        top = UnsafeMutablePointer<Int32>.allocate(capacity: blocks)
        top.initialize(repeating: 0, count: blocks)
    }

    deinit {
        if let storage { ThreadScratch.keep(storage) }
        masks.deallocate(); vp.deallocate(); vn.deallocate(); zero.deallocate(); scratch.deallocate(); top.deallocate()
    }

    /// The first and last block of the band at column `j`, the last capped at `rowLimit`'s block.
    func band(_ j: Int, rowLimit: Int) -> (Int, Int) {
        let delta = n - m, slack = max(0, (k - abs(delta)) / 2)
        let lowRow = j + min(0, delta) - slack, highRow = j + max(0, delta) + slack
        let lo = lowRow >= 1 ? (lowRow - 1) >> 6 : 0
        let hi = min(blocks - 1, (max(1, min(n, min(rowLimit, highRow))) - 1) >> 6)
        return (lo, max(lo, hi))
    }

    func solve() -> [EditOperation] {
        k = max(1, abs(n - m) + BitParallelAligner.firstBandSlack)
        while true {
            if k >= max(n, m) { k = max(n, m) }
            if let ops = attempt() { return ops }
        }
    }

    /// One pass with band `k`: the operations, or nil (with `k` raised to the bound found) when the band was too narrow.
    func attempt() -> [EditOperation]? {
        let bandRows = abs(n - m) + 2 * max(0, (k - abs(n - m)) / 2) + 1
        width = min(blocks, (bandRows + 63) / 64 + 1)
        // vp, vn and top per block, first and last per column.
        let columnBytes = width * 20 + 8
        var reversed: [EditOperation] = []
        reversed.reserveCapacity(n + m)
        let start = initialState()
        let distance: Int
        var row: Int
        if (m + 1) * columnBytes <= budget.segmentBytes {
            let stored = storeColumns(from: start, to: m, rowLimit: n)
            distance = stored.value(n, m)
            guard distance <= k || k >= max(n, m) else { k = distance; return nil }
            row = trace(stored, fromRow: n, column: m, to: 0, into: &reversed)
        } else {
            let (spacing, count) = checkpointSpacing(width: m, columnBytes: columnBytes)
            let (end, checkpoints) = forward(from: start, to: m, rowLimit: n, spacing: spacing, count: count)
            distance = Self.value(of: end, row: n)
            guard distance <= k || k >= max(n, m) else { k = distance; return nil }
            row = n
            var upper = m
            for checkpoint in checkpoints.reversed() {
                row = traceStretch(from: checkpoint, to: upper, row: row, into: &reversed, columnBytes: columnBytes)
                upper = checkpoint.column
            }
        }
        reversed.append(contentsOf: repeatElement(.deletion, count: row))
        return reversed.reversed()
    }

    /// Checkpoints every `spacing` columns over `width` columns; `count` of them, the first at the stretch's start.
    func checkpointSpacing(width: Int, columnBytes: Int) -> (Int, Int) {
        let perStretch = max(1, budget.segmentBytes / columnBytes - 1)
        var count = (width + perStretch - 1) / perStretch
        let affordable = max(2, budget.checkpointBytes / columnBytes)
        count = max(2, min(count, affordable))
        let spacing = (width + count - 1) / count
        return (spacing, (width + spacing - 1) / spacing)
    }

    /// Traces from `(row, upper)` back to the checkpoint's column, recomputing the columns between.
    func traceStretch(from checkpoint: ColumnState, to upper: Int, row: Int, into ops: inout [EditOperation], columnBytes: Int) -> Int {
        let span = upper - checkpoint.column
        if (span + 1) * columnBytes <= budget.segmentBytes || span <= 1 {
            let stored = storeColumns(from: checkpoint, to: upper, rowLimit: row)
            return trace(stored, fromRow: row, column: upper, to: checkpoint.column, into: &ops)
        }
        let (spacing, count) = checkpointSpacing(width: span, columnBytes: columnBytes)
        let (_, checkpoints) = forward(from: checkpoint, to: upper, rowLimit: row, spacing: spacing, count: count)
        var current = row, top = upper
        for inner in checkpoints.reversed() {
            current = traceStretch(from: inner, to: top, row: current, into: &ops, columnBytes: columnBytes)
            top = inner.column
        }
        return current
    }

    func initialState() -> ColumnState {
        let (lo, hi) = band(0, rowLimit: n)
        let count = hi - lo + 1
        return ColumnState(column: 0, first: lo, last: hi, vp: [UInt64](repeating: ~0, count: count),
                           vn: [UInt64](repeating: 0, count: count), top: (lo...hi).map { Int32($0 * 64) })
    }

    func load(_ state: ColumnState) {
        first = state.first; last = state.last; column = state.column
        for b in first...last {
            vp[b] = state.vp[b - first]; vn[b] = state.vn[b - first]; top[b] = state.top[b - first]
        }
    }

    func save() -> ColumnState {
        let count = last - first + 1
        return ColumnState(column: column, first: first, last: last,
                           vp: Array(UnsafeBufferPointer(start: vp + first, count: count)),
                           vn: Array(UnsafeBufferPointer(start: vn + first, count: count)),
                           top: Array(UnsafeBufferPointer(start: top + first, count: count)))
    }

    /// D(row, column) of a saved column, or a value too large to be on any path when the row is outside its band.
    static func value(of state: ColumnState, row: Int) -> Int {
        if row == 0 { return state.column }
        let b = (row - 1) >> 6
        guard b >= state.first && b <= state.last else { return Int.max / 4 }
        let r = UInt64((row - 1) & 63)
        let mask: UInt64 = r == 63 ? ~0 : (1 << (r + 1)) - 1
        let i = b - state.first
        return Int(state.top[i]) + (state.vp[i] & mask).nonzeroBitCount - (state.vn[i] & mask).nonzeroBitCount
    }

    /// Advances the working column by one output symbol (Myers' block step, band-limited).
    func step(rowLimit: Int) {
        let j = column + 1
        let (lo, hi) = band(j, rowLimit: rowLimit)
        let symbol = outputRows[j - 1]
        let vpp = vp, vnp = vn, tp = top
        if hi > last {
            for b in (last + 1)...hi {
                // A block entering the band starts as "one more per row" below the block above it.
                tp[b] = tp[b - 1] + Int32(vpp[b - 1].nonzeroBitCount) - Int32(vnp[b - 1].nonzeroBitCount)
                vpp[b] = ~0; vnp[b] = 0
            }
        }
        let eq: UnsafeMutablePointer<UInt64>
        var sparse = 0..<0
        if symbol >= 0 {
            eq = masks + Int(symbol) * blocks
        } else if symbol == -1 {
            eq = zero
        } else {
            let s = Int(-2 - symbol)
            sparse = sparseStart[s]..<sparseStart[s + 1]
            for p in sparse { let i = Int(sparsePositions[p]); scratch[i >> 6] |= 1 << UInt64(i & 63) }
            eq = scratch
        }
        var hinP: UInt64 = 1, hinN: UInt64 = 0
        var b = lo
        while b <= hi {
            let pv = vpp[b], mv = vnp[b]
            var e = eq[b]
            let xv = e | mv
            e |= hinN
            let xh = (((e & pv) &+ pv) ^ pv) | e
            var ph = mv | ~(xh | pv)
            var mh = pv & xh
            let outP = ph >> 63, outN = mh >> 63
            ph = (ph << 1) | hinP
            mh = (mh << 1) | hinN
            vpp[b] = mh | ~(xv | ph)
            vnp[b] = ph & xv
            tp[b] = tp[b] &+ Int32(truncatingIfNeeded: hinP) &- Int32(truncatingIfNeeded: hinN)
            hinP = outP; hinN = outN
            b += 1
        }
        for p in sparse { scratch[Int(sparsePositions[p]) >> 6] = 0 }
        first = lo; last = hi; column = j
    }

    /// Runs from `state` to column `upper`, keeping a checkpoint every `spacing` columns (the first is `state`).
    func forward(from state: ColumnState, to upper: Int, rowLimit: Int, spacing: Int, count: Int) -> (ColumnState, [ColumnState]) {
        load(state)
        var checkpoints = [state]
        checkpoints.reserveCapacity(count)
        while column < upper {
            step(rowLimit: rowLimit)
            if (column - state.column) % spacing == 0 && column < upper { checkpoints.append(save()) }
        }
        return (save(), checkpoints)
    }

    /// Every column from `state` to `upper`, rows up to `rowLimit`.
    func storeColumns(from state: ColumnState, to upper: Int, rowLimit: Int) -> StoredColumns {
        load(state)
        let span = upper - state.column + 1
        // One buffer serves every stretch of a pass: allocating (and faulting in) a fresh one each time costs more
        // than the stretch's arithmetic.
        let stored: StoredColumns
        if let reused = storage ?? ThreadScratch.take(words: span * width, columns: span),
           reused.capacity >= span * width, reused.columns >= span {
            stored = reused
            stored.reset(start: state.column, width: width)
        } else {
            stored = StoredColumns(start: state.column, width: width, count: span)
        }
        storage = stored
        stored.put(0, first: first, last: last, vp: vp, vn: vn, top: top)
        while column < upper {
            step(rowLimit: rowLimit)
            stored.put(column - state.column, first: first, last: last, vp: vp, vn: vn, top: top)
        }
        return stored
    }

    /// Follows the preferred cheapest path from `(row, column)` left to column `lower`; returns the row reached.
    func trace(_ stored: StoredColumns, fromRow row: Int, column: Int, to lower: Int, into ops: inout [EditOperation]) -> Int {
        var i = row, j = column
        while j > lower {
            if i == 0 { ops.append(.insertion); j -= 1; continue }
            let here = stored.value(i, j)
            let same = t[i - 1] == o[j - 1]
            if stored.value(i - 1, j - 1) + (same ? 0 : 1) == here {
                ops.append(same ? .hit : .substitution); i -= 1; j -= 1
            } else if stored.value(i - 1, j) + 1 == here {
                ops.append(.deletion); i -= 1
            } else {
                ops.append(.insertion); j -= 1
            }
        }
        return i
    }
}

/// A run of consecutive columns, each with up to `width` blocks, in buffers allocated once.
private final class StoredColumns {
    private(set) var start: Int
    private(set) var width: Int
    /// Block words the buffers hold.
    let capacity: Int
    /// Columns the buffers hold.
    let columns: Int
    let firsts: UnsafeMutablePointer<Int32>, lasts: UnsafeMutablePointer<Int32>
    let vp: UnsafeMutablePointer<UInt64>, vn: UnsafeMutablePointer<UInt64>, top: UnsafeMutablePointer<Int32>

    /// Nothing is cleared: `put` writes every column before `value` reads it, and untouched pages are never faulted in.
    init(start: Int, width: Int, count: Int) {
        self.start = start; self.width = width
        capacity = count * width; columns = count
        firsts = .allocate(capacity: count); lasts = .allocate(capacity: count)
        vp = .allocate(capacity: capacity); vn = .allocate(capacity: capacity); top = .allocate(capacity: capacity)
    }

    /// The bytes the buffers hold.
    var bytes: Int { capacity * 20 + columns * 8 }

    /// Starts a new run of columns at `start` in the same buffers.
    func reset(start: Int, width: Int) { self.start = start; self.width = width }

    deinit { firsts.deallocate(); lasts.deallocate(); vp.deallocate(); vn.deallocate(); top.deallocate() }

    func put(_ index: Int, first: Int, last: Int, vp source: UnsafeMutablePointer<UInt64>,
             vn sourceN: UnsafeMutablePointer<UInt64>, top sourceTop: UnsafeMutablePointer<Int32>) {
        firsts[index] = Int32(first); lasts[index] = Int32(last)
        let base = index * width, count = last - first + 1
        (vp + base).initialize(from: source + first, count: count)
        (vn + base).initialize(from: sourceN + first, count: count)
        (top + base).initialize(from: sourceTop + first, count: count)
    }

    /// D(row, column), or a value too large to be on any path outside the stored band.
    func value(_ row: Int, _ column: Int) -> Int {
        if row == 0 { return column }
        let index = column - start
        let b = (row - 1) >> 6
        guard b >= Int(firsts[index]) && b <= Int(lasts[index]) else { return Int.max / 4 }
        let r = UInt64((row - 1) & 63)
        let mask: UInt64 = r == 63 ? ~0 : (1 << (r + 1)) - 1
        let i = index * width + b - Int(firsts[index])
        return Int(top[i]) + (vp[i] & mask).nonzeroBitCount - (vn[i] & mask).nonzeroBitCount
    }
}

/// The stored columns of the last alignment on this thread, kept for the next one. A 5,000-character page scored
/// against unrelated text stores about 5 MB of columns, and faulting in fresh pages was half of that pair's time
/// (perf, `Scripts/bench-score.sh`); a worker scores cell after cell, so the next alignment takes the pages warm.
/// Each thread keeps at most one buffer, and only up to `keptBytes`: larger problems compute far longer than they
/// fault, and a worker should not hold the whole segment budget between cells.
private enum ThreadScratch {
    static let keptBytes = 8 << 20

    /// One key per process; the destructor frees a thread's buffer when the thread ends.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<StoredColumns>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// The thread's kept buffer, taken out (the caller owns it now), when it holds `words` block words and `columns`.
    static func take(words: Int, columns: Int) -> StoredColumns? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        let kept = Unmanaged<StoredColumns>.fromOpaque(pointer)
        guard kept.takeUnretainedValue().capacity >= words, kept.takeUnretainedValue().columns >= columns else { return nil }
        pthread_setspecific(key, nil)
        return kept.takeRetainedValue()
    }

    /// Keeps `buffer` for the thread's next alignment, in place of a smaller one, when it is small enough.
    static func keep(_ buffer: StoredColumns) {
        guard buffer.bytes <= keptBytes else { return }
        if let pointer = pthread_getspecific(key) {
            let kept = Unmanaged<StoredColumns>.fromOpaque(pointer)
            guard kept.takeUnretainedValue().bytes < buffer.bytes else { return }
            kept.release()
        }
        pthread_setspecific(key, Unmanaged.passRetained(buffer).toOpaque())
    }
}
