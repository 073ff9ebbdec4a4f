import Foundation

/// One connected region of set pixels in a binary mask.
struct Component: Sendable, Equatable {
    var label: Int32
    var area: Int
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var centerX: Double { Double(minX + maxX + 1) / 2 }
    var centerY: Double { Double(minY + maxY + 1) / 2 }
}

/// Labels of connected regions in a mask, computed by two passes with union–find over runs.
struct ComponentLabeling {
    let width: Int
    let height: Int
    /// 0 for background, otherwise the component's label (1-based).
    var labels: [Int32]
    var components: [Component]

    /// Labels the set (non-zero) pixels of `mask`, joining 8-neighbours.
    init(mask: [UInt8], width: Int, height: Int) {
        self.width = width
        self.height = height
        var labels = [Int32](repeating: 0, count: width * height)
        var parent: [Int32] = [0]
        func find(_ x: Int32) -> Int32 {
            var r = x
            while parent[Int(r)] != r { r = parent[Int(r)] }
            var y = x
            while parent[Int(y)] != r { let n = parent[Int(y)]; parent[Int(y)] = r; y = n }
            return r
        }
        func union(_ a: Int32, _ b: Int32) {
            let ra = find(a), rb = find(b)
            if ra != rb { if ra < rb { parent[Int(rb)] = ra } else { parent[Int(ra)] = rb } }
        }
        mask.withUnsafeBufferPointer { m in
            labels.withUnsafeMutableBufferPointer { l in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width where m[row + x] != 0 {
                        var cur: Int32 = 0
                        if x > 0 && m[row + x - 1] != 0 { cur = l[row + x - 1] }
                        if y > 0 {
                            let up = row - width
                            for dx in -1...1 {
                                let xx = x + dx
                                guard xx >= 0 && xx < width && m[up + xx] != 0 else { continue }
                                let n = l[up + xx]
                                if cur == 0 { cur = n } else if n != cur { union(cur, n) }
                            }
                        }
                        if cur == 0 {
                            cur = Int32(parent.count)
                            parent.append(cur)
                        }
                        l[row + x] = cur
                    }
                }
            }
        }
        // Resolve to compact labels and gather statistics.
        var compact = [Int32](repeating: 0, count: parent.count)
        var comps: [Component] = []
        for i in 1..<parent.count {
            let r = find(Int32(i))
            if compact[Int(r)] == 0 {
                comps.append(Component(label: Int32(comps.count + 1), area: 0, minX: Int.max, minY: Int.max, maxX: -1, maxY: -1))
                compact[Int(r)] = Int32(comps.count)
            }
            compact[i] = compact[Int(r)]
        }
        labels.withUnsafeMutableBufferPointer { l in
            comps.withUnsafeMutableBufferPointer { c in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width where l[row + x] != 0 {
                        let lab = compact[Int(l[row + x])]
                        l[row + x] = lab
                        let k = Int(lab) - 1
                        c[k].area += 1
                        if x < c[k].minX { c[k].minX = x }
                        if x > c[k].maxX { c[k].maxX = x }
                        if y < c[k].minY { c[k].minY = y }
                        if y > c[k].maxY { c[k].maxY = y }
                    }
                }
            }
        }
        self.labels = labels
        self.components = comps
    }

    /// Per row of the component's box, the first and last column it covers (or nil where the row is empty).
    func rowSpans(of c: Component) -> [(Int, Int)?] {
        var spans = [(Int, Int)?](repeating: nil, count: c.height)
        for y in c.minY...c.maxY {
            let row = y * width
            var lo = -1, hi = -1
            for x in c.minX...c.maxX where labels[row + x] == c.label {
                if lo < 0 { lo = x }
                hi = x
            }
            if lo >= 0 { spans[y - c.minY] = (lo, hi) }
        }
        return spans
    }

    /// Per column of the component's box, the first and last row it covers.
    func columnSpans(of c: Component) -> [(Int, Int)?] {
        var spans = [(Int, Int)?](repeating: nil, count: c.width)
        for y in c.minY...c.maxY {
            let row = y * width
            for x in c.minX...c.maxX where labels[row + x] == c.label {
                let i = x - c.minX
                if let s = spans[i] { spans[i] = (s.0, y) } else { spans[i] = (y, y) }
            }
        }
        return spans
    }
}
