import Foundation
import Documents
import Imaging

/// Turns an engine's boxes into lines read top to bottom, each left to right, so that every engine's text
/// is compared with the truth in the same way. Every box-returning reader goes through here.
public enum LineGrouper {
    /// Bumped whenever grouping changes, so that cached readings grouped by older code are not reused.
    public static let revision = 2

    /// Groups boxes into lines by vertical overlap, measured across the page's slant.
    ///
    /// The rows' slope is estimated first (`slope(of:parameters:)`); each box's band is then shifted by the slope times
    /// its centre's x, so that a label and its amount far to the right on a slanted photo share a band.
    /// A box joins the line it overlaps most vertically, when the overlap is at least half the smaller height;
    /// the line's extent is the mean of its members' tops and bottoms, so a slightly skewed line does not swallow the next.
    /// - Parameter parameters: the numbers that decide the slope estimate.
    /// - Returns: the reading, with words in reading order and lines joined by newlines.
    public static func reading(from boxes: [ReadWord], parameters: LineGroupingParameters = .standard) -> Reading {
        struct Line { var top: Double; var bottom: Double; var members: [ReadWord] }
        var lines: [Line] = []
        let kept = boxes.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
        let slope = slope(of: kept.map(\.box), parameters: parameters)
        /// How far a box's band moves up to undo the slant at its centre.
        func lift(_ box: Box) -> Double { slope * (box.x + box.width / 2) }
        let ordered = kept.sorted {
            ($0.box.y + $0.box.height / 2 - lift($0.box), $0.box.x) < ($1.box.y + $1.box.height / 2 - lift($1.box), $1.box.x)
        }
        for word in ordered {
            let top = word.box.y - lift(word.box), bottom = word.box.maxY - lift(word.box)
            var best: Int?
            var bestRatio = 0.0
            for (i, line) in lines.enumerated() {
                let overlap = min(bottom, line.bottom) - max(top, line.top)
                let smaller = min(bottom - top, line.bottom - line.top)
                guard smaller > 0 else { continue }
                let ratio = overlap / smaller
                if ratio > bestRatio { bestRatio = ratio; best = i }
            }
            if let best, bestRatio >= 0.5 {
                lines[best].members.append(word)
                let n = Double(lines[best].members.count)
                lines[best].top += (top - lines[best].top) / n
                lines[best].bottom += (bottom - lines[best].bottom) / n
            } else {
                lines.append(Line(top: top, bottom: bottom, members: [word]))
            }
        }
        lines.sort { ($0.top + $0.bottom) < ($1.top + $1.bottom) }
        var readLines: [ReadLine] = []
        var words: [ReadWord] = []
        for line in lines {
            let members = line.members.sorted { $0.box.x < $1.box.x }
            words.append(contentsOf: members)
            let minX = members.map(\.box.x).min() ?? 0, minY = members.map(\.box.y).min() ?? 0
            let maxX = members.map(\.box.maxX).max() ?? 0, maxY = members.map(\.box.maxY).max() ?? 0
            let confidences = members.compactMap(\.confidence)
            readLines.append(ReadLine(text: members.map { $0.text.trimmingCharacters(in: .whitespaces) }.joined(separator: " "),
                                      box: Box(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
                                      confidence: confidences.isEmpty ? nil : confidences.reduce(0, +) / Double(confidences.count)))
        }
        return Reading(text: readLines.map(\.text).joined(separator: "\n"), lines: readLines, words: words)
    }

    /// The rows' slope (rise over run, y down) from neighbours that are certainly on one line, or 0 when it cannot be told.
    ///
    /// Each word-like box is paired with its nearest neighbour to the right that overlaps it vertically by most of the
    /// smaller height; the median of the pairs' centre-to-centre slopes, capped at `maximumSlope`, is the page's.
    /// Close pairs drift little even on a slanted page, so they are found by plain overlap; their median resists the
    /// odd pair that spans two lines.
    /// - Returns: the slope, or 0 with fewer than `minimumPairs` pairs.
    static func slope(of boxes: [Box], parameters: LineGroupingParameters) -> Double {
        let heights = boxes.map(\.height).filter { $0 > 0 }.sorted()
        guard !heights.isEmpty else { return 0 }
        let medianHeight = heights[heights.count / 2]
        let words = boxes.filter { $0.height > 0 && $0.width > 0 && $0.height <= parameters.wordLikeHeightRatio * medianHeight }
        var slopes: [Double] = []
        for a in words {
            var nearest: Box?
            for b in words where b.x + b.width / 2 > a.maxX - a.height / 2 && b.x > a.x {
                let overlap = min(a.maxY, b.maxY) - max(a.y, b.y)
                guard overlap >= parameters.neighbourOverlapShare * min(a.height, b.height) else { continue }
                if nearest.map({ b.x < $0.x }) ?? true { nearest = b }
            }
            guard let b = nearest else { continue }
            let run = (b.x + b.width / 2) - (a.x + a.width / 2)
            guard run > 0 else { continue }
            slopes.append(((b.y + b.height / 2) - (a.y + a.height / 2)) / run)
        }
        guard slopes.count >= parameters.minimumPairs else { return 0 }
        let median = Statistics.median(slopes) ?? 0
        return max(-parameters.maximumSlope, min(parameters.maximumSlope, median))
    }

    /// Plain text in reading order: one line per non-empty line, trimmed; lines carry no boxes (zero boxes).
    public static func reading(fromText text: String) -> Reading {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let zero = Box(x: 0, y: 0, width: 0, height: 0)
        return Reading(text: lines.joined(separator: "\n"),
                       lines: lines.map { ReadLine(text: $0, box: zero, confidence: nil) })
    }
}
