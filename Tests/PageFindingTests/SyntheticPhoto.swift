import Foundation
import Imaging
@testable import PageFinding

/// A small photo made here, so page finding can be tested without the scene synthesizer:
/// a bright printed sheet seen in perspective on a textured table, slightly blurred, with noise.
struct SyntheticPhoto {
    var image: Image
    /// The sheet's true corners, top-left first and clockwise, in continuous pixel coordinates.
    var corners: Quad

    /// - Parameters:
    ///   - corners: where the sheet lies in a `width`×`height` frame.
    ///   - paper: the paper's gray level; `table` the table's mean level.
    ///   - shadow: 0 for none, up to 1 for a dark shadow across the left of the frame.
    static func make(width: Int = 1200, height: Int = 900, corners: Quad, paper: Double = 215, table: Double = 95,
                     shadow: Double = 0, seed: UInt64 = 1) -> SyntheticPhoto {
        var rng = SplitMix(seed: seed)
        let pageW = 420.0, pageH = 594.0
        let pageRect = Quad(Box(x: 0, y: 0, width: pageW, height: pageH))
        let sceneToPage = Homography(from: corners, to: pageRect)
        // Text: rows of dark blocks in the page's own coordinates.
        var strokes: [(Double, Double, Double, Double)] = []
        var y = 40.0
        while y < pageH - 50 {
            var x = 40.0
            while x < pageW - 60 {
                let w = 6 + Double(rng.next() % 30)
                strokes.append((x, y, w, 9))
                x += w + 7
            }
            y += 18
        }
        // The page as a bitmap at twice its nominal size, sampled per sub-pixel below.
        let bw = Int(pageW) * 2, bh = Int(pageH) * 2
        var page = [UInt8](repeating: UInt8(paper), count: bw * bh)
        for s in strokes {
            for yy in Int(s.1 * 2)..<min(bh, Int((s.1 + s.3) * 2)) {
                for xx in Int(s.0 * 2)..<min(bw, Int((s.0 + s.2) * 2)) { page[yy * bw + xx] = 40 }
            }
        }
        var img = Image(width: width, height: height, layout: .gray)
        let ss = 3  // supersampling per axis, for antialiased page edges
        for py in 0..<height {
            for px in 0..<width {
                var acc = 0.0
                let grain = table + 25 * sin(Double(px) * 0.05 + 3 * sin(Double(py) * 0.01)) + 10 * sin(Double(py) * 0.3)
                for sy in 0..<ss {
                    for sx in 0..<ss {
                        let fx = Double(px) + (Double(sx) + 0.5) / Double(ss)
                        let fy = Double(py) + (Double(sy) + 0.5) / Double(ss)
                        let q = sceneToPage?.apply(Point(x: fx, y: fy)) ?? Point(x: -1, y: -1)
                        if q.x >= 0 && q.y >= 0 && q.x < pageW && q.y < pageH {
                            acc += Double(page[Int(q.y * 2) * bw + Int(q.x * 2)])
                        } else {
                            acc += grain
                        }
                    }
                }
                var v = acc / Double(ss * ss)
                let light = 1 - shadow * max(0, 1 - Double(px) / (0.6 * Double(width)))
                v *= light
                v += Double(Int(rng.next() % 11) - 5)
                img.pixels[py * width + px] = UInt8(max(0, min(255, v.rounded())))
            }
        }
        return SyntheticPhoto(image: img, corners: corners)
    }
}

/// A tiny deterministic random source for test images.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

/// Mean corner distance over the diagonal of the truth's bounding box.
func cornerError(_ truth: Quad, _ found: Quad) -> Double {
    let b = truth.boundingBox
    let diag = (b.width * b.width + b.height * b.height).squareRoot()
    return zip(truth.points, found.points).map { $0.distance(to: $1) }.reduce(0, +) / 4 / diag
}
