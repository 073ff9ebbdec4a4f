import Foundation
import Imaging

/// What each detector proposed and why the rule chose as it did, for `process --json` and `scanlab-bench explain`.
public struct PageFindingTrace: Sendable, Equatable, Codable {
    /// One detector's proposal, in the image's pixels.
    public struct Proposal: Sendable, Equatable, Codable {
        public var detector: PageDetector
        /// Its corners, top-left first and clockwise; nil when it found nothing.
        public var quad: Quad?
        /// The edge score of its outline: the mean share of samples along each side where the tone steps
        /// sharply across it (0 to 1); nil when it found nothing.
        public var score: Double?
        /// The share of samples supporting each side, top side first and clockwise.
        public var sideSupport: [Double]?
        /// Why it proposed nothing, or a note on what it saw.
        public var note: String?

        public init(detector: PageDetector, quad: Quad?, score: Double? = nil, sideSupport: [Double]? = nil, note: String? = nil) {
            self.detector = detector
            self.quad = quad
            self.score = score
            self.sideSupport = sideSupport
            self.note = note
        }
    }

    /// Every proposal, brightness first, then print and edges.
    public var proposals: [Proposal]
    /// The detector whose page was taken (`none`: the whole frame).
    public var chosen: PageDetector
    /// Why the rule chose it, in a sentence.
    public var reason: String

    public init(proposals: [Proposal] = [], chosen: PageDetector = .none, reason: String = "") {
        self.proposals = proposals
        self.chosen = chosen
        self.reason = reason
    }

    /// One line per proposal, then the choice and its reason, for a person reading (image pixels).
    public var lines: [String] {
        proposals.map { p in
            let corners = p.quad.map { $0.points.map { "(\(Int($0.x.rounded())),\(Int($0.y.rounded())))" }.joined(separator: " ") } ?? "nothing"
            let score = p.score.map { String(format: " score %.2f", $0) } ?? ""
            let sides = p.sideSupport.map { " sides " + $0.map { String(format: "%.2f", $0) }.joined(separator: "/") } ?? ""
            return "\(p.detector.rawValue): \(corners)\(score)\(sides)" + (p.note.map { " (\($0))" } ?? "")
        } + ["chose \(chosen.rawValue): \(reason)"]
    }

    /// Whether the print detector proposed no page: it found no block of print at all.
    var foundNoPrint: Bool {
        proposals.contains { $0.detector == .print && $0.quad == nil }
    }

    /// The trace with every quad scaled by the given factors (from a grid's pixels to the image's).
    func scaled(x: Double, y: Double) -> PageFindingTrace {
        var t = self
        t.proposals = proposals.map { p in
            var p = p
            p.quad = p.quad?.scaled(x: x, y: y)
            return p
        }
        return t
    }
}
