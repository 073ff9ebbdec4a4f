import Foundation
import Geometry

/// One connected region of set pixels in a binary mask (`package`: Enhancement's `RowSpacing` labels ink too).
package struct Component: Sendable, Equatable {
    package var label: Int32
    package var area: Int
    package var minX: Int, minY: Int, maxX: Int, maxY: Int
    package var width: Int { maxX - minX + 1 }
    package var height: Int { maxY - minY + 1 }
    var centerX: Double { Double(minX + maxX + 1) / 2 }
    var centerY: Double { Double(minY + maxY + 1) / 2 }
    /// The corners of its pixel box (outer edges), clockwise from the top left: what a hull around marks is made of.
    var boxCorners: [Point] {
        [Point(x: Double(minX), y: Double(minY)), Point(x: Double(maxX + 1), y: Double(minY)),
         Point(x: Double(maxX + 1), y: Double(maxY + 1)), Point(x: Double(minX), y: Double(maxY + 1))]
    }
}

/// Labels of connected regions in a mask, computed by two passes with union–find over runs.
package struct ComponentLabeling {
    let width: Int
    let height: Int
    /// 0 for background, otherwise the component's label (1-based).
    package var labels: [Int32]
    package var components: [Component]

    /// Labels the set (non-zero) pixels of `mask`, joining 8-neighbours.
    ///
    /// Works on horizontal runs: each row's runs are joined (union–find) with the runs of the row above that
    /// touch them, so the expensive step runs once per run rather than once per pixel.
    package init(mask: [UInt8], width: Int, height: Int) {
        self.width = width
        self.height = height
        var runY: [Int32] = [], runX0: [Int32] = [], runX1: [Int32] = []
        var rowStart = [Int](repeating: 0, count: height + 1)
        mask.withUnsafeBufferPointer { m in
            guard let base = m.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            /// Whether any of the 8 bytes is zero (the classic test: a byte's borrow sets its top bit only if it was 0).
            @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool {
                (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
            }
            for y in 0..<height {
                rowStart[y] = runY.count
                let row = y * width
                var x = 0
                while x < width {
                    // Background and runs are crossed 8 pixels at a time where the whole word agrees.
                    while x + 8 <= width && raw.loadUnaligned(fromByteOffset: row + x, as: UInt64.self) == 0 { x += 8 }
                    if x == width { break }
                    if m[row + x] == 0 { x += 1; continue }
                    let start = x
                    while x + 8 <= width && !hasZeroByte(raw.loadUnaligned(fromByteOffset: row + x, as: UInt64.self)) { x += 8 }
                    while x < width && m[row + x] != 0 { x += 1 }
                    runY.append(Int32(y)); runX0.append(Int32(start)); runX1.append(Int32(x - 1))
                }
            }
        }
        rowStart[height] = runY.count
        let runCount = runY.count
        var parent = [Int32](0..<Int32(runCount))
        parent.withUnsafeMutableBufferPointer { par in
            func find(_ x: Int32) -> Int32 {
                var r = x
                while par[Int(r)] != r { r = par[Int(r)] }
                var y = x
                while par[Int(y)] != r { let n = par[Int(y)]; par[Int(y)] = r; y = n }
                return r
            }
            for y in 1..<max(1, height) {
                var j = rowStart[y - 1]
                let jEnd = rowStart[y]
                for i in rowStart[y]..<rowStart[y + 1] {
                    // Runs above that touch this one, diagonals included.
                    while j < jEnd && runX1[j] < runX0[i] - 1 { j += 1 }
                    var k = j
                    while k < jEnd && runX0[k] <= runX1[i] + 1 {
                        let a = find(Int32(i)), b = find(Int32(k))
                        if a != b { if a < b { par[Int(b)] = a } else { par[Int(a)] = b } }
                        k += 1
                    }
                }
            }
            for i in 0..<runCount { par[i] = find(Int32(i)) }
        }
        var compact = [Int32](repeating: 0, count: runCount)
        var comps: [Component] = []
        var labels = [Int32](repeating: 0, count: width * height)
        labels.withUnsafeMutableBufferPointer { l in
            for i in 0..<runCount {
                let root = Int(parent[i])
                if compact[root] == 0 {
                    comps.append(Component(label: Int32(comps.count + 1), area: 0, minX: Int.max, minY: Int.max, maxX: -1, maxY: -1))
                    compact[root] = Int32(comps.count)
                }
                let lab = compact[root]
                let k = Int(lab) - 1
                let y = Int(runY[i]), x0 = Int(runX0[i]), x1 = Int(runX1[i])
                comps[k].area += x1 - x0 + 1
                comps[k].minX = min(comps[k].minX, x0); comps[k].maxX = max(comps[k].maxX, x1)
                comps[k].minY = min(comps[k].minY, y); comps[k].maxY = max(comps[k].maxY, y)
                let row = y * width
                for x in x0...x1 { l[row + x] = lab }
            }
        }
        self.labels = labels
        self.components = comps
    }

    /// Per row of the component's box, the first and last column it covers (or nil where the row is empty).
    ///
    /// Each row is scanned inward from both ends of the box and stops at the component's first pixel, so a solid
    /// region (a page) costs its outline rather than its area.
    func rowSpans(of c: Component) -> [(Int, Int)?] {
        var spans = [(Int, Int)?](repeating: nil, count: c.height)
        labels.withUnsafeBufferPointer { l in
            guard let base = l.baseAddress else { return }
            for y in c.minY...c.maxY {
                let row = base + y * width
                var lo = c.minX
                while lo <= c.maxX && row[lo] != c.label { lo += 1 }
                guard lo <= c.maxX else { continue }
                var hi = c.maxX
                while row[hi] != c.label { hi -= 1 }
                spans[y - c.minY] = (lo, hi)
            }
        }
        return spans
    }

    /// Per column of the component's box, the first and last row it covers, scanned inward as `rowSpans`.
    func columnSpans(of c: Component) -> [(Int, Int)?] {
        var spans = [(Int, Int)?](repeating: nil, count: c.width)
        labels.withUnsafeBufferPointer { l in
            guard let base = l.baseAddress else { return }
            for x in c.minX...c.maxX {
                let column = base + x
                var top = c.minY
                while top <= c.maxY && column[top * width] != c.label { top += 1 }
                guard top <= c.maxY else { continue }
                var bottom = c.maxY
                while column[bottom * width] != c.label { bottom -= 1 }
                spans[x - c.minX] = (top, bottom)
            }
        }
        return spans
    }
}
