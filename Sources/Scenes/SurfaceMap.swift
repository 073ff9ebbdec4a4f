import Foundation
import Geometry
import Imaging

/// The photo-to-page map of a page that is not flat, with the light each point's surface catches.
///
/// A mesh over the page (a little beyond its edges, so the edge can be antialiased) is placed by the
/// `PaperSurface`, projected by the camera, and its triangles are drawn into a grid over the photo holding
/// the page point (u, v) and the shading at each node, nearest surface winning where the paper overlaps
/// itself. The compositor reads the grid back bilinearly, as it reads a homography for a flat page.
struct SurfaceMap: Sendable {
    /// Photo pixels per grid node, and page-mesh nodes along the page's long side: fine enough that a crease
    /// (whose shading turns within about a millimetre) stays a crease at phone resolutions.
    static let photoStep = 3
    static let meshNodesAlongLongSide = 360.0
    /// Mesh cells beyond each page edge.
    static let meshMargin = 3
    /// The share of the light that comes from everywhere (a room) rather than the main light's direction.
    static let ambientShare = 0.5

    let step: Int
    let columns: Int
    let rows: Int
    /// Per node: page u, page v (page pixels) and shading (1 on flat paper); u is NaN where no paper lies.
    var u: [Float]
    var v: [Float]
    var shade: [Float]

    /// The forward map of a page point to the photo, through the surface and the camera.
    static func forward(_ surface: PaperSurface, _ camera: CameraModel, _ u: Double, _ v: Double) -> Point {
        let p = surface.place(u, v)
        return camera.project(p.x, p.y, height: p.height).point
    }

    /// Builds the map for a page of `pageWidth × pageHeight` pixels under `lightAzimuth`/`lightElevation` (degrees).
    static func make(_ surface: PaperSurface, camera: CameraModel, pageWidth: Int, pageHeight: Int,
                     lightAzimuth: Double, lightElevation: Double) -> SurfaceMap {
        let pw = Double(pageWidth), ph = Double(pageHeight)
        let meshStep = max(pw, ph) / meshNodesAlongLongSide
        let nu = Int((pw / meshStep).rounded(.up)) + 2 * meshMargin + 1
        let nv = Int((ph / meshStep).rounded(.up)) + 2 * meshMargin + 1
        let mmpp = surface.millimetresPerPixel
        // Place every mesh node: 3-D position (mm) for the normals, photo position and depth for drawing.
        var world = [Double](repeating: 0, count: nu * nv * 3)
        var photo = [Double](repeating: 0, count: nu * nv * 3)
        for j in 0..<nv {
            for i in 0..<nu {
                let pu = (Double(i - meshMargin)) * meshStep, pv = (Double(j - meshMargin)) * meshStep
                let p = surface.place(pu, pv)
                let k = (j * nu + i) * 3
                world[k] = p.x * mmpp; world[k + 1] = p.y * mmpp; world[k + 2] = p.height
                let q = camera.project(p.x, p.y, height: p.height)
                photo[k] = q.point.x; photo[k + 1] = q.point.y; photo[k + 2] = q.depth
            }
        }
        // Shading from the normal (central differences) under the light, relative to flat paper's.
        let az = lightAzimuth * Double.pi / 180, el = lightElevation * Double.pi / 180
        let light = (x: cos(el) * cos(az), y: cos(el) * sin(az), z: sin(el))
        let flat = ambientShare + (1 - ambientShare) * light.z
        var shading = [Double](repeating: 1, count: nu * nv)
        for j in 0..<nv {
            for i in 0..<nu {
                let i0 = max(0, i - 1), i1 = min(nu - 1, i + 1), j0 = max(0, j - 1), j1 = min(nv - 1, j + 1)
                let a = (i1 + j * nu) * 3, b = (i0 + j * nu) * 3, c = (i + j1 * nu) * 3, d = (i + j0 * nu) * 3
                let tu = (world[a] - world[b], world[a + 1] - world[b + 1], world[a + 2] - world[b + 2])
                let tv = (world[c] - world[d], world[c + 1] - world[d + 1], world[c + 2] - world[d + 2])
                var n = (tu.1 * tv.2 - tu.2 * tv.1, tu.2 * tv.0 - tu.0 * tv.2, tu.0 * tv.1 - tu.1 * tv.0)
                let len = (n.0 * n.0 + n.1 * n.1 + n.2 * n.2).squareRoot()
                guard len > 0 else { continue }
                n = (n.0 / len, n.1 / len, n.2 / len)
                if n.2 < 0 { n = (-n.0, -n.1, -n.2) }
                let lit = ambientShare + (1 - ambientShare) * max(0, n.0 * light.x + n.1 * light.y + n.2 * light.z)
                shading[j * nu + i] = lit / flat
            }
        }
        // Draw the triangles into the photo grid.
        let step = photoStep
        let columns = camera.frameWidth / step + 2, rows = camera.frameHeight / step + 2
        var map = SurfaceMap(step: step, columns: columns, rows: rows,
                             u: [Float](repeating: .nan, count: columns * rows),
                             v: [Float](repeating: 0, count: columns * rows),
                             shade: [Float](repeating: 1, count: columns * rows))
        var depth = [Double](repeating: .infinity, count: columns * rows)
        func vertex(_ i: Int, _ j: Int) -> (x: Double, y: Double, z: Double, u: Double, v: Double, s: Double) {
            let k = (j * nu + i) * 3
            return (photo[k] / Double(step), photo[k + 1] / Double(step), photo[k + 2],
                    Double(i - meshMargin) * meshStep, Double(j - meshMargin) * meshStep, shading[j * nu + i])
        }
        func triangle(_ a: (x: Double, y: Double, z: Double, u: Double, v: Double, s: Double),
                      _ b: (x: Double, y: Double, z: Double, u: Double, v: Double, s: Double),
                      _ c: (x: Double, y: Double, z: Double, u: Double, v: Double, s: Double)) {
            let area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
            guard abs(area) > 1e-12 else { return }
            let x0 = max(0, Int(min(a.x, b.x, c.x).rounded(.up))), x1 = min(columns - 1, Int(max(a.x, b.x, c.x).rounded(.down)))
            let y0 = max(0, Int(min(a.y, b.y, c.y).rounded(.up))), y1 = min(rows - 1, Int(max(a.y, b.y, c.y).rounded(.down)))
            guard x0 <= x1, y0 <= y1 else { return }
            for gy in y0...y1 {
                let py = Double(gy)
                for gx in x0...x1 {
                    let px = Double(gx)
                    let wa = ((b.x - px) * (c.y - py) - (c.x - px) * (b.y - py)) / area
                    let wb = ((c.x - px) * (a.y - py) - (a.x - px) * (c.y - py)) / area
                    let wc = 1 - wa - wb
                    guard wa >= -1e-9, wb >= -1e-9, wc >= -1e-9 else { continue }
                    let z = wa * a.z + wb * b.z + wc * c.z
                    let k = gy * columns + gx
                    guard z < depth[k] else { continue }
                    depth[k] = z
                    map.u[k] = Float(wa * a.u + wb * b.u + wc * c.u)
                    map.v[k] = Float(wa * a.v + wb * b.v + wc * c.v)
                    map.shade[k] = Float(wa * a.s + wb * b.s + wc * c.s)
                }
            }
        }
        for j in 0..<(nv - 1) {
            for i in 0..<(nu - 1) {
                let p00 = vertex(i, j), p10 = vertex(i + 1, j), p01 = vertex(i, j + 1), p11 = vertex(i + 1, j + 1)
                triangle(p00, p10, p11)
                triangle(p00, p11, p01)
            }
        }
        return map
    }

    /// The page point and shading at photo pixel centre (x, y), bilinear between the grid's nodes; nodes
    /// without paper take the mean of those with it. Nil where no node around the pixel holds paper.
    @inline(__always)
    func sample(_ x: Double, _ y: Double) -> (u: Double, v: Double, shade: Float)? {
        let gx = x / Double(step), gy = y / Double(step)
        let i = min(columns - 2, max(0, Int(gx))), j = min(rows - 2, max(0, Int(gy)))
        let tx = Float(max(0, min(1, gx - Double(i)))), ty = Float(max(0, min(1, gy - Double(j))))
        let k = j * columns + i
        let idx = (k, k + 1, k + columns, k + columns + 1)
        let w = ((1 - tx) * (1 - ty), tx * (1 - ty), (1 - tx) * ty, tx * ty)
        // The sums go through an inout tuple, not a nested function capturing them: captured variables are
        // checked for exclusive access at run time, which cost a fifth of the compositor's time.
        var sums: Sums = (0, 0, 0, 0)
        add(idx.0, w.0, &sums); add(idx.1, w.1, &sums); add(idx.2, w.2, &sums); add(idx.3, w.3, &sums)
        if sums.sw <= 1e-6 {
            // Only nodes with zero weight hold paper (the pixel sits on a node's row or column): take them evenly.
            sums = (0, 0, 0, 0)
            add(idx.0, 1, &sums); add(idx.1, 1, &sums); add(idx.2, 1, &sums); add(idx.3, 1, &sums)
            guard sums.sw > 0 else { return nil }
        }
        return (Double(sums.su / sums.sw), Double(sums.sv / sums.sw), sums.ss / sums.sw)
    }

    typealias Sums = (su: Float, sv: Float, ss: Float, sw: Float)

    /// Adds node `n`'s page point and shading with `weight` to the sums, when the node holds paper.
    @inline(__always)
    private func add(_ n: Int, _ weight: Float, _ sums: inout Sums) {
        let uu = u[n]
        guard !uu.isNaN else { return }
        sums.su += uu * weight; sums.sv += v[n] * weight; sums.ss += shade[n] * weight; sums.sw += weight
    }

    /// The photo rows (as a pixel range) each grid row's paper spans in x, to skip empty stretches.
    func columnSpan(gridRow j: Int) -> ClosedRange<Int>? {
        var lo = Int.max, hi = Int.min
        for jj in max(0, j - 1)...min(rows - 1, j + 1) {
            for i in 0..<columns where !u[jj * columns + i].isNaN {
                lo = min(lo, i); hi = max(hi, i)
            }
        }
        guard lo <= hi else { return nil }
        return max(0, (lo - 1) * step)...((hi + 1) * step)
    }
}
