import Documents
import Foundation
import Geometry
import Imaging

/// A hand holding the page: a thumb over the paper from one edge or corner, the palm beyond the edge.
///
/// The shape is a signed distance in millimetres on the page's plane (negative inside), drawn through the
/// camera's plane homography: the hand lies on the paper, so it needs no surface of its own. Its edge is soft
/// (skin is round, and a hand close to the lens is out of focus), and its shading darkens towards the rim.
struct HandOverlay: Sendable {
    /// How the page is held; the scene value `hand` holds the raw value.
    enum Grip: Int, CaseIterable, Sendable {
        case none = 0, edge = 1, corner = 2, overPrint = 3

        /// The option's words, as `synth --hand` takes them.
        var word: String {
            switch self {
            case .none: return "none"
            case .edge: return "edge"
            case .corner: return "corner"
            case .overPrint: return "over-print"
            }
        }
        init?(word: String) {
            guard let grip = Grip.allCases.first(where: { $0.word == word }) else { return nil }
            self = grip
        }
    }

    /// Skin reflectances (sRGB, 0–255), light to dark; `skinTone` (0…1) picks between neighbours.
    static let skinTones: [(Double, Double, Double)] = [(236, 190, 160), (214, 160, 124), (178, 124, 88),
                                                        (132, 88, 60), (92, 60, 42)]
    /// The thumb: radius and length over the paper (mm); over print it reaches further.
    static let thumbRadius = 8.5...11.5
    static let thumbLength = 12.0...30.0
    static let thumbLengthOverPrint = 40.0...65.0
    /// The soft edge's half width (mm).
    static let softness = 1.2
    /// A word counts as covered when at least this share of its sample points lies under the hand. Measured with
    /// `Scripts/bench/occlusion.py` (skin found from the pixels of the same seed with and without a hand, Tesseract
    /// reading both): of the words Tesseract read without the hand, it still read 95% of those with no skin on them
    /// but almost none of those with a tenth to a third of their box under skin (a covered end or a covered top cuts
    /// the word into another word); the old share of 0.3 over a 5 × 3 grid left such words marked readable.
    static let occludedShare = 0.15
    /// The sample grid over a word: along it, and across it. Fine enough that one point is about 2% of the word.
    static let samplesAlong = 12
    static let samplesAcross = 4

    let origin: (x: Double, y: Double)
    /// Along the edge, and into the page (unit vectors, page mm).
    let along: (x: Double, y: Double)
    let inward: (x: Double, y: Double)
    let thumbTip: (x: Double, y: Double)
    let thumbRadius: Double
    let skin: (Float, Float, Float)
    let millimetresPerPixel: Double

    /// The hand a scene asks for, or nil.
    static func make(_ s: SceneSettings, pageWidth: Int, pageHeight: Int, millimetresPerPixel mmpp: Double) -> HandOverlay? {
        guard let grip = Grip(rawValue: Int(s["hand"])), grip != .none else { return nil }
        let w = Double(pageWidth) * mmpp, h = Double(pageHeight) * mmpp
        let at = max(0, min(1, s.values["handAt"] ?? 0.5))
        var origin: (x: Double, y: Double), inward: (x: Double, y: Double)
        if grip == .corner {
            let corner = Int(s["handEdge"]) & 3
            let xs = [0, w, w, 0], ys = [0, 0, h, h]
            origin = (xs[corner], ys[corner])
            // Into the page at 45° to both edges (a receipt's diagonal is too steep for a thumb's grip).
            let sx: Double = origin.x < w / 2 ? 1 : -1, sy: Double = origin.y < h / 2 ? 1 : -1
            inward = ((0.5).squareRoot() * sx, (0.5).squareRoot() * sy)
        } else {
            switch Int(s["handEdge"]) & 3 {
            case 0: origin = (at * w, 0); inward = (0, 1)
            case 1: origin = (w, at * h); inward = (-1, 0)
            case 2: origin = (at * w, h); inward = (0, -1)
            default: origin = (0, at * h); inward = (1, 0)
            }
        }
        let along = (-inward.1, inward.0)
        let angle = (s.values["handAngle"] ?? 0) * Double.pi / 180
        let length = s.values["handLength"] ?? 20
        let dir = (inward.0 * cos(angle) + along.0 * sin(angle), inward.1 * cos(angle) + along.1 * sin(angle))
        let tone = max(0, min(1, s["skinTone"])) * Double(skinTones.count - 1)
        let lo = min(skinTones.count - 2, Int(tone)), t = tone - Double(lo)
        let a = skinTones[lo], b = skinTones[lo + 1]
        return HandOverlay(origin: origin, along: along, inward: inward,
                           thumbTip: (origin.x + dir.0 * length, origin.y + dir.1 * length),
                           thumbRadius: s.values["handRadius"] ?? 10,
                           skin: (Float(a.0 + (b.0 - a.0) * t), Float(a.1 + (b.1 - a.1) * t), Float(a.2 + (b.2 - a.2) * t)),
                           millimetresPerPixel: mmpp)
    }

    /// The signed distance (mm) at a page-plane point in mm: the thumb (a capsule from beyond the edge to its tip),
    /// and the palm and fingers (an ellipse beyond the edge).
    @inline(__always)
    func distance(_ x: Double, _ y: Double) -> Double {
        // Thumb: from 18 mm outside the edge to the tip.
        let bx = origin.x - inward.x * 18, by = origin.y - inward.y * 18
        let dx = thumbTip.x - bx, dy = thumbTip.y - by
        let t = max(0, min(1, ((x - bx) * dx + (y - by) * dy) / max(1e-9, dx * dx + dy * dy)))
        let thumb = hypot(x - (bx + t * dx), y - (by + t * dy)) - thumbRadius
        // Palm: centred 48 mm beyond the edge, 50 mm along it, 40 mm deep.
        let px = x - (origin.x - inward.x * 48), py = y - (origin.y - inward.y * 48)
        let la = px * along.x + py * along.y, li = px * inward.x + py * inward.y
        let palm = ((la * la) / 2500 + (li * li) / 1600).squareRoot() * 40 - 40
        return min(thumb, palm)
    }

    /// Coverage (0…1) and shading (darker at the rim, as a round surface is) at a page-plane point, page pixels.
    @inline(__always)
    func coverage(_ u: Double, _ v: Double) -> (alpha: Float, shade: Float) {
        let d = distance(u * millimetresPerPixel, v * millimetresPerPixel)
        guard d < Self.softness else { return (0, 1) }
        let a = max(0, min(1, (Self.softness - d) / (2 * Self.softness)))
        let depth = max(0, min(1, -d / 6))
        return (Float(a * a * (3 - 2 * a)), Float(0.72 + 0.28 * depth))
    }

    /// Whether a word (its flat quad, page pixels) is covered: the share of a grid of points inside it
    /// (`samplesAlong` × `samplesAcross`), mapped through the surface and back to the plane the hand lies on, that
    /// falls under the hand.
    func covers(_ quad: Quad, through place: (Double, Double) -> Point) -> Bool {
        var covered = 0, total = 0
        for a in 0..<Self.samplesAlong {
            for b in 0..<Self.samplesAcross {
                let s = (Double(a) + 0.5) / Double(Self.samplesAlong), t = (Double(b) + 0.5) / Double(Self.samplesAcross)
                let top = (quad.topLeft.x + (quad.topRight.x - quad.topLeft.x) * s, quad.topLeft.y + (quad.topRight.y - quad.topLeft.y) * s)
                let bottom = (quad.bottomLeft.x + (quad.bottomRight.x - quad.bottomLeft.x) * s,
                              quad.bottomLeft.y + (quad.bottomRight.y - quad.bottomLeft.y) * s)
                let p = place(top.0 + (bottom.0 - top.0) * t, top.1 + (bottom.1 - top.1) * t)
                total += 1
                if distance(p.x * millimetresPerPixel, p.y * millimetresPerPixel) < 0 { covered += 1 }
            }
        }
        return Double(covered) >= Self.occludedShare * Double(total)
    }
}
