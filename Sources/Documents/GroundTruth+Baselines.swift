import Geometry

extension GroundTruth {
    /// Each printed line's baseline as points in the image the truth describes: the bottom edge of every visible
    /// word, along its warped outline where the paper is not flat (`polygon`), else its quad's bottom corners and
    /// their midpoint. Decorative lines and covered words are left out; lines with fewer than three points too.
    /// Dewarping is measured on these (a straight baseline stays straight through any homography).
    public var baselines: [[Point]] {
        let byID = Dictionary(words.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return lines.filter { !$0.decorative }.compactMap { line -> [Point]? in
            let points = line.wordIDs.compactMap { byID[$0] }.filter { $0.occluded != true }.flatMap(Self.bottomEdge)
            return points.count >= 3 ? points : nil
        }
    }

    /// A word's bottom edge, right to left as outlines run clockwise: the outline's third side when it has four
    /// equal sides (how `synth` writes it), else the quad's.
    static func bottomEdge(_ word: TruthWord) -> [Point] {
        if let polygon = word.polygon, polygon.count >= 8, polygon.count % 4 == 0 {
            let side = polygon.count / 4
            return Array(polygon[(2 * side)...(3 * side)])
        }
        let q = word.quad
        let middle = Point(x: (q.bottomLeft.x + q.bottomRight.x) / 2, y: (q.bottomLeft.y + q.bottomRight.y) / 2)
        return [q.bottomRight, middle, q.bottomLeft]
    }
}
