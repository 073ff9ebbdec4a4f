import Foundation
import Imaging

/// A smooth vertical displacement over a flattened page, learnt from its text lines: output pixel (x, y) shows
/// the page at (x, y + offset(x, y)), so a baseline that bends on the page comes out straight.
///
/// The offsets are held on a grid (columns across the page, rows down it) and read bilinearly between nodes,
/// clamped at the grid's edges.
public struct DewarpField: Sendable, Equatable {
    /// The page's size in pixels (the same before and after).
    public let width: Int
    public let height: Int
    /// Grid positions in pixels, increasing, and the offsets at its nodes, row by row (`rows.count × columns.count`).
    let columns: [Double]
    let rows: [Double]
    let offsets: [Double]
    /// How far the page's text lines bent before flattening: a high percentile of the lines' largest departure
    /// from a straight line, in pixels of the page.
    public let curvature: Double
    /// How far the lines stood from the page's common tilt (px): a high percentile of each line's largest offset
    /// from its middle once the median tilt is taken out, which counts tilts that change down the page (a curled
    /// page's lines fan out) as well as bows, but not a page turned as a whole.
    public let departure: Double
    /// The lines were resampled as a fan: found straight, each tilted as a whole and none bent, their tilts changing
    /// down the page as a page curled along its length shows once flattened by its corners (`Dewarper`).
    var isFan = false

    init(width: Int, height: Int, columns: [Double], rows: [Double], offsets: [Double], curvature: Double, departure: Double) {
        self.width = width
        self.height = height
        self.columns = columns
        self.rows = rows
        self.offsets = offsets
        self.curvature = curvature
        self.departure = departure
    }

    /// The offset at (x, y), in pixels: where the page is read, below (positive) or above the output pixel.
    func offset(x: Double, y: Double) -> Double {
        guard !columns.isEmpty, !rows.isEmpty else { return 0 }
        let (i, tx) = Self.locate(x, in: columns)
        let (j, ty) = Self.locate(y, in: rows)
        let n = columns.count
        let i1 = min(n - 1, i + 1), j1 = min(rows.count - 1, j + 1)
        let top = offsets[j * n + i] * (1 - tx) + offsets[j * n + i1] * tx
        let bottom = offsets[j1 * n + i] * (1 - tx) + offsets[j1 * n + i1] * tx
        return top * (1 - ty) + bottom * ty
    }

    /// The node before `v` and the fraction towards the next one, clamped to the ends.
    static func locate(_ v: Double, in nodes: [Double]) -> (Int, Double) {
        guard let first = nodes.first, let last = nodes.last, nodes.count > 1 else { return (0, 0) }
        if v <= first { return (0, 0) }
        if v >= last { return (nodes.count - 1, 0) }
        var lo = 0, hi = nodes.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if nodes[mid] <= v { lo = mid } else { hi = mid }
        }
        let span = nodes[hi] - nodes[lo]
        return (lo, span > 0 ? (v - nodes[lo]) / span : 0)
    }

    /// Where a point of the page (before flattening) lands in the output: the y that reads it, found by
    /// fixed-point iteration (the offset changes slowly, so a few steps converge).
    public func outputPoint(forPage p: Point) -> Point {
        var y = p.y
        for _ in 0..<12 { y = p.y - offset(x: p.x, y: y) }
        return Point(x: p.x, y: y)
    }

    /// The page resampled so its text lines run straight: bilinear, clamped at the page's edges.
    public func apply(to image: Image) -> Image {
        guard image.width == width, image.height == height, width > 0, height > 0 else { return image }
        var out = Image(width: width, height: height, layout: image.layout, fill: 255)
        let c = image.channels
        // Per row: the grid's row interpolated once, then walked across the columns (the same values `offset`
        // gives, without a search per pixel).
        let n = columns.count
        guard n >= 2, !rows.isEmpty else { return image }
        var nodes = [Double](repeating: 0, count: n)
        image.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let yc = Double(y) + 0.5
                    let (j, ty) = Self.locate(yc, in: rows)
                    let j1 = min(rows.count - 1, j + 1)
                    for i in 0..<n { nodes[i] = offsets[j * n + i] * (1 - ty) + offsets[j1 * n + i] * ty }
                    var segment = 0
                    for x in 0..<width {
                        let xc = Double(x) + 0.5
                        while segment < n - 2 && columns[segment + 1] <= xc { segment += 1 }
                        let span = columns[segment + 1] - columns[segment]
                        let tx = span > 0 ? max(0, min(1, (xc - columns[segment]) / span)) : 0
                        let sy = yc + nodes[segment] * (1 - tx) + nodes[segment + 1] * tx - 0.5
                        let y0 = Int(sy.rounded(.down))
                        let t = sy - Double(y0)
                        let ya = min(height - 1, max(0, y0)), yb = min(height - 1, max(0, y0 + 1))
                        let rowA = (ya * width + x) * c, rowB = (yb * width + x) * c, target = (y * width + x) * c
                        for k in 0..<c {
                            let a = Double(src[rowA + k]), b = Double(src[rowB + k])
                            dst[target + k] = UInt8(max(0, min(255, (a * (1 - t) + b * t).rounded())))
                        }
                    }
                }
            }
        }
        return out
    }
}
