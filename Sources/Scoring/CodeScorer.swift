import Documents
import Geometry

/// Scores decoded codes against the truth's codes, and keeps codes out of text scoring.
///
/// A truth code is `decoded` when a symbol of its symbology with exactly its payload was read anywhere on the
/// page (a page rarely prints one payload twice, and positions in a flattened image only approximate the truth's);
/// `wrong` when a symbol of its symbology that matched no truth code lies in its region; otherwise `missed`.
/// Symbols left over are `spurious`.
public enum CodeScorer {
    /// One truth code as the scorer needs it: the code, and where it lies in the image the reader read,
    /// when that is known.
    public struct Target: Sendable {
        public var code: TruthCode
        public var region: Box?
        public init(code: TruthCode, region: Box?) { self.code = code; self.region = region }
    }

    /// Scores one cell.
    /// - Parameters:
    ///   - targets: the page's truth codes with their regions in the image read.
    ///   - read: what the reader decoded.
    ///   - supported: the symbologies the reader can decode; other truth codes are `unsupported`.
    public static func score(_ targets: [Target], read: [ReadCode], supported: Set<Symbology>) -> CodeScore {
        var unused = read
        var results: [CodeResult?] = Array(repeating: nil, count: targets.count)
        for (index, target) in targets.enumerated() {
            let code = target.code
            guard supported.contains(code.symbology) else {
                results[index] = CodeResult(symbology: code.symbology, truth: code.payload, payload: nil, outcome: .unsupported,
                                            modulePx: code.modulePx)
                continue
            }
            if let match = unused.firstIndex(where: { $0.symbology == code.symbology && $0.payload == code.payload }) {
                unused.remove(at: match)
                results[index] = CodeResult(symbology: code.symbology, truth: code.payload, payload: code.payload, outcome: .decoded,
                                            modulePx: code.modulePx)
            }
        }
        // Only symbols no truth code claimed can be wrong readings of the codes still open.
        for (index, target) in targets.enumerated() where results[index] == nil {
            let code = target.code
            let candidate = unused.firstIndex { symbol in
                guard symbol.symbology == code.symbology else { return false }
                guard let region = target.region else { return true }
                let centre = Point(x: symbol.box.x + symbol.box.width / 2, y: symbol.box.y + symbol.box.height / 2)
                return contains(region, centre)
            }
            if let candidate {
                let symbol = unused.remove(at: candidate)
                results[index] = CodeResult(symbology: code.symbology, truth: code.payload, payload: symbol.payload, outcome: .wrong,
                                            modulePx: code.modulePx)
            } else {
                results[index] = CodeResult(symbology: code.symbology, truth: code.payload, payload: nil, outcome: .missed,
                                            modulePx: code.modulePx)
            }
        }
        return CodeScore(codes: results.compactMap { $0 }, spurious: unused.map { SpuriousCode(symbology: $0.symbology, payload: $0.payload) })
    }

    /// The reading without the words whose centre lies inside a code's region: a code is not print, so a text
    /// reader's letters read from its modules are not scored against it. A line keeps its own text unless one of
    /// its words is dropped; then it is rebuilt from its remaining words, and left out when none remain.
    public static func removingWords(inside regions: [Box], from reading: Reading) -> Reading {
        guard !regions.isEmpty else { return reading }
        func inside(_ box: Box) -> Bool {
            let centre = Point(x: box.x + box.width / 2, y: box.y + box.height / 2)
            return regions.contains { contains($0, centre) }
        }
        guard reading.words.contains(where: { inside($0.box) }) else { return reading }
        var kept = reading
        kept.words = reading.words.filter { !inside($0.box) }
        var lines: [ReadLine] = []
        for line in reading.lines {
            let words = reading.words.filter { word in
                let centre = Point(x: word.box.x + word.box.width / 2, y: word.box.y + word.box.height / 2)
                return contains(line.box, centre)
            }
            guard words.contains(where: { inside($0.box) }) else { lines.append(line); continue }
            let remaining = words.filter { !inside($0.box) }
            guard !remaining.isEmpty else { continue }
            var rebuilt = line
            rebuilt.text = remaining.map(\.text).joined(separator: " ")
            lines.append(rebuilt)
        }
        kept.lines = lines
        kept.text = reading.lines.isEmpty ? kept.words.map(\.text).joined(separator: " ") : lines.map(\.text).joined(separator: "\n")
        return kept
    }

    private static func contains(_ box: Box, _ point: Point) -> Bool {
        point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height
    }
}
