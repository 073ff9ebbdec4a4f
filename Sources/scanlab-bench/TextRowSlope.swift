import Foundation
import Documents

/// How far a photo's printed rows lie off level, and how much that changes down the page, from text marks alone.
///
/// Marks of a similar height are chained to their nearest neighbour on the right; each chain of `minimumChain` marks
/// or more (a word or a run of words) gets the Theil–Sen slope of its marks' bottoms. A page's `angle` is the median
/// of its chains' angles (degrees; the global skew), and its `fan` the least-squares change of a chain's angle from
/// the frame's top to its bottom (degrees per frame height): a camera turned about its vertical axis (yaw) under a
/// tilt turns the rows more at one end of the page than at the other. Both matter to readers that group word boxes
/// into lines, as rapidocr's do: a label and its amount 30–45 mm apart on a receipt drift apart by angle × distance.
enum TextRowSlope {
    /// A neighbour lies at most this many mark heights past a mark's right side.
    static let neighbourGap = 1.2
    /// Marks of one row differ in height by at most this ratio, and in centre by this share of the taller.
    static let similarHeight = 1.5
    static let sameRow = 0.4
    /// A chain counts with this many marks spanning this many mark heights (shorter ones give a noisy slope).
    static let minimumChain = 6
    static let minimumSpan = 5.0
    /// Theil–Sen pairs at least this many mark heights apart, so a pixel of jitter moves a slope little.
    static let pairDistance = 2.0
    /// A page needs this many chains for an angle, and this many, spread over this share of the frame, for a fan.
    static let minimumChains = 3
    static let minimumChainsForFan = 5
    static let minimumFanSpread = 0.1

    /// The page's row angle and fan (degrees, signed), or nil where too few rows were found.
    static func measure(_ marks: [RealismStatistics.Mark], frameHeight: Int) -> (angle: Double, fan: Double?)? {
        let byX = marks.sorted { ($0.minX, $0.minY) < ($1.minX, $1.minY) }
        var next = [Int?](repeating: nil, count: byX.count)
        var hasPrevious = [Bool](repeating: false, count: byX.count)
        for (i, m) in byX.enumerated() {
            var best: (distance: Int, index: Int)?
            var j = i + 1
            while j < byX.count, Double(byX[j].minX) <= Double(m.maxX) + 1 + neighbourGap * Double(m.height) {
                let n = byX[j]
                let ratio = Double(max(m.height, n.height)) / Double(max(1, min(m.height, n.height)))
                if ratio <= similarHeight, abs(n.centreY - m.centreY) <= sameRow * Double(max(m.height, n.height)),
                   Double(n.minX) > Double(m.minX) + Double(m.width) / 2, best.map({ n.minX - m.minX < $0.distance }) ?? true {
                    best = (n.minX - m.minX, j)
                }
                j += 1
            }
            if let best, !hasPrevious[best.index] { next[i] = best.index; hasPrevious[best.index] = true }
        }
        var chains: [(angle: Double, y: Double)] = []
        for start in byX.indices where !hasPrevious[start] {
            var chain = [start]
            while let n = next[chain[chain.count - 1]] { chain.append(n) }
            guard chain.count >= minimumChain else { continue }
            let points = chain.map { (x: Double(byX[$0].minX + byX[$0].maxX) / 2, y: Double(byX[$0].maxY)) }
            let heights = chain.map { byX[$0].height }.sorted()
            let height = Double(heights[heights.count / 2])
            guard let first = points.first, let last = points.last, last.x - first.x >= minimumSpan * height else { continue }
            var slopes: [Double] = []
            for a in points.indices {
                for b in (a + 1)..<points.count where points[b].x - points[a].x > pairDistance * height {
                    slopes.append((points[b].y - points[a].y) / (points[b].x - points[a].x))
                }
            }
            guard !slopes.isEmpty else { continue }
            let meanY = points.map(\.y).reduce(0, +) / Double(points.count)
            chains.append((atan(Statistics.median(slopes) ?? 0) * 180 / .pi, meanY / Double(max(1, frameHeight))))
        }
        guard chains.count >= minimumChains else { return nil }
        let angle = Statistics.median(chains.map(\.angle)) ?? 0
        guard chains.count >= minimumChainsForFan else { return (angle, nil) }
        let n = Double(chains.count)
        let meanY = chains.map(\.y).reduce(0, +) / n, meanAngle = chains.map(\.angle).reduce(0, +) / n
        let sxx = chains.map { ($0.y - meanY) * ($0.y - meanY) }.reduce(0, +)
        guard (sxx / n).squareRoot() > minimumFanSpread else { return (angle, nil) }
        let sxy = chains.map { ($0.y - meanY) * ($0.angle - meanAngle) }.reduce(0, +)
        return (angle, sxy / sxx)
    }
}
