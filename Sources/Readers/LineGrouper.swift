import Foundation
import Documents
import Imaging

/// Turns an engine's boxes into lines read top to bottom, each left to right, so that every engine's text
/// is compared with the truth in the same way. Every box-returning reader goes through here.
public enum LineGrouper {
    /// Groups boxes into lines by vertical overlap.
    ///
    /// A box joins the line it overlaps most vertically, when the overlap is at least half the smaller height;
    /// the line's extent is the mean of its members' tops and bottoms, so a slightly skewed line does not swallow the next.
    /// - Returns: the reading, with words in reading order and lines joined by newlines.
    public static func reading(from boxes: [ReadWord]) -> Reading {
        struct Line { var top: Double; var bottom: Double; var members: [ReadWord] }
        var lines: [Line] = []
        let ordered = boxes.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
            .sorted { ($0.box.y + $0.box.height / 2, $0.box.x) < ($1.box.y + $1.box.height / 2, $1.box.x) }
        for word in ordered {
            let top = word.box.y, bottom = word.box.maxY
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
