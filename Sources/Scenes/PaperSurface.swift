import Documents
import Foundation
import Geometry
import Imaging

/// Paper that does not lie flat: where each point of the flat page ends up above the table.
///
/// Three deformations add up, all in millimetres over the page's plane:
/// - **curl**: the page bends along its long side around a cylinder that touches the table at `curlAt`
///   (thermal paper keeps the curve of its roll), so both ends rise and are foreshortened;
/// - **folds**: creases across the page where the paper was folded and opened again: a ridge whose height falls
///   off exponentially on both sides, so the surface turns sharply at the crease and the two sides catch
///   the light differently;
/// - **crumple**: a smooth random height field plus short, sharp random creases.
///
/// The camera then projects every point, so parallax, foreshortening and shading all follow the surface.
struct PaperSurface: Sendable {
    /// One straight crease: points at signed distance d (mm) from the line rise by height · e^(−|d|/reach).
    struct Crease: Sendable {
        /// A point on the line and its unit normal, in page millimetres.
        var x: Double, y: Double, nx: Double, ny: Double
        var height: Double
        var reach: Double

        /// How much shorter the page becomes across the ridge (mm): paper does not stretch, so the arc over the
        /// ridge, longer than its shadow by ½∫(dh/dd)² = height² / (2 · reach), is drawn in from both sides.
        var takeUp: Double { height * height / (2 * reach) }

        /// The in-plane shift (mm, along the normal) of a point at signed distance d: each side is pulled toward the
        /// line by half the take-up, reached within a few `reach` of it, so print across a crease is kinked, not
        /// only shaded.
        @inline(__always)
        func pull(at d: Double) -> Double {
            let half = takeUp / 2 * (1 - exp(-abs(d) / reach))
            return d >= 0 ? -half : half
        }
    }

    let millimetresPerPixel: Double
    let pageWidth: Double
    let pageHeight: Double
    /// The curl's radius in mm (infinite: no curl) and where along the long side (mm) the page touches the table.
    let curlRadius: Double
    let curlAt: Double
    let folds: [Crease]
    let crumpleHeight: Double
    let crumpleCell: Double
    let crumpleCreases: [Crease]
    let noise: ValueNoise?

    /// The most a curl turns the page's far end, radians, at strength 1 (the end stands at 80°).
    static let maximumCurlAngle = 80.0 * Double.pi / 180
    /// Fold ridges: height and reach in mm at fold strength 1 (a receipt folded once and laid open).
    static let foldHeight = 3.0...9.0
    static let foldReach = 8.0...25.0
    /// Crumple at strength 1: the smooth field's peak-to-peak height (mm), its cell (mm), and the sharp creases.
    static let crumpleFieldHeight = 5.0
    static let crumpleCellRange = 12.0...30.0
    static let crumpleCreaseCount = 10
    static let crumpleCreaseHeight = 0.4...1.6
    static let crumpleCreaseReach = 2.0...6.0
    /// The in-plane shift (mm) of crumpled paper at strength 1, at the field's extremes: paper does not stretch, so a
    /// wrinkle of the smooth field (2.5 mm amplitude over 24–60 mm) draws its neighbours in by π²·A²/L ≈ 1–2.6 mm,
    /// and by different amounts from wrinkle to wrinkle, so printed lines wave and bend as on crumpled real receipts
    /// (photos-dev srd-11, srd-12, agrawal-4), where a height field alone left them straight from above.
    static let crumpleShift = 2.0

    var isFlat: Bool { !curlRadius.isFinite && folds.isEmpty && crumpleHeight <= 0 && crumpleCreases.isEmpty }
    var longSideIsHeight: Bool { pageHeight >= pageWidth }

    /// The surface a spec's settings ask for; the creases' positions come from the page's own seed streams.
    static func make(_ s: SceneSettings, pageWidth: Int, pageHeight: Int, millimetresPerPixel mmpp: Double,
                     random root: SeededGenerator) -> PaperSurface {
        let wmm = Double(pageWidth) * mmpp, hmm = Double(pageHeight) * mmpp
        let long = max(wmm, hmm), short = min(wmm, hmm)
        // Curl: the farther end from the touching line turns by strength · the maximum angle.
        let curl = max(0, min(1, s["curl"]))
        let curlAt = max(0, min(1, s.values["curlAt"] ?? 0.5)) * long
        let reach = max(curlAt, long - curlAt)
        let radius = curl > 0.01 ? reach / (curl * maximumCurlAngle) : .infinity
        // Folds run across the page (across its short side), near-perpendicular to the long side.
        var folds: [Crease] = []
        for i in 0..<max(0, min(2, Int(s["folds"]))) {
            var g = root.derived("fold\(i + 1)")
            let at = g.double(in: 0.25...0.75) * long
            let angle = g.double(in: -0.15...0.15)
            let strength = s.values["foldStrength"] ?? 1
            let height = g.double(in: foldHeight) * strength, spread = g.double(in: foldReach)
            // Along the long side: the normal points along it, tilted by the angle.
            let (nl, ns) = (cos(angle), sin(angle))
            let centreShort = short / 2
            let crease = pageHeight >= pageWidth
                ? Crease(x: centreShort, y: at, nx: ns, ny: nl, height: height, reach: spread)
                : Crease(x: at, y: centreShort, nx: nl, ny: ns, height: height, reach: spread)
            folds.append(crease)
        }
        // Crumple.
        let crumple = max(0, min(1, s["crumple"]))
        var creases: [Crease] = []
        var cell = 20.0
        if crumple > 0.01 {
            var g = root.derived("crumple")
            cell = g.double(in: crumpleCellRange)
            for _ in 0..<Int((Double(crumpleCreaseCount) * crumple).rounded(.up)) {
                let angle = g.double(in: 0...(2 * Double.pi))
                creases.append(Crease(x: g.double(in: 0...wmm), y: g.double(in: 0...hmm), nx: cos(angle), ny: sin(angle),
                                      height: g.double(in: crumpleCreaseHeight) * crumple * (g.chance(0.5) ? 1 : -1),
                                      reach: g.double(in: crumpleCreaseReach)))
            }
        }
        return PaperSurface(millimetresPerPixel: mmpp, pageWidth: Double(pageWidth), pageHeight: Double(pageHeight),
                            curlRadius: radius, curlAt: curlAt, folds: folds,
                            crumpleHeight: crumple * crumpleFieldHeight, crumpleCell: cell, crumpleCreases: creases,
                            noise: crumple > 0.01 ? ValueNoise(root.derived("crumple-field")) : nil)
    }

    /// How many points along each side of the page `border()` samples: a curl's or fold's rise changes smoothly
    /// along a side, so 32 steps find its farthest point to within a thirty-second of the side.
    static let borderSamplesPerSide = 32

    /// Points of the page's border where the surface holds them: over the table's plane (page pixels) and their
    /// height (mm), for the camera to keep in view.
    func border() -> [(point: Point, height: Double)] {
        let n = Self.borderSamplesPerSide
        var points: [(point: Point, height: Double)] = []
        for i in 0...n {
            let t = Double(i) / Double(n)
            for (u, v) in [(t * pageWidth, 0.0), (t * pageWidth, pageHeight), (0.0, t * pageHeight), (pageWidth, t * pageHeight)] {
                let p = place(u, v)
                points.append((Point(x: p.x, y: p.y), p.height))
            }
        }
        return points
    }

    /// Where page pixel (u, v) lies: its position over the table's plane in page pixels, and its height (mm).
    @inline(__always)
    func place(_ u: Double, _ v: Double) -> (x: Double, y: Double, height: Double) {
        let mx = u * millimetresPerPixel, my = v * millimetresPerPixel
        var height = 0.0
        // In-plane shift (mm) from the ridges' take-up.
        var shiftX = 0.0, shiftY = 0.0
        for c in folds {
            let d = (mx - c.x) * c.nx + (my - c.y) * c.ny
            height += c.height * exp(-abs(d) / c.reach)
            let pull = c.pull(at: d)
            shiftX += pull * c.nx; shiftY += pull * c.ny
        }
        if let noise, crumpleHeight > 0 {
            let n = Double(noise.fractal(Float(mx / crumpleCell), Float(my / crumpleCell), octaves: 3))
            height += crumpleHeight * (n - 0.5)
            // Two more samples of the same field, far from the first, for the shift's two directions.
            let scale = crumpleHeight / Self.crumpleFieldHeight * Self.crumpleShift * 2
            shiftX += scale * (Double(noise.fractal(Float(mx / crumpleCell) + 37.1, Float(my / crumpleCell) + 11.3, octaves: 2)) - 0.5)
            shiftY += scale * (Double(noise.fractal(Float(mx / crumpleCell) + 71.7, Float(my / crumpleCell) + 53.9, octaves: 2)) - 0.5)
        }
        for c in crumpleCreases {
            let d = (mx - c.x) * c.nx + (my - c.y) * c.ny
            height += c.height * exp(-abs(d) / c.reach)
            let pull = c.pull(at: d)
            shiftX += pull * c.nx; shiftY += pull * c.ny
        }
        var x = u + shiftX / millimetresPerPixel, y = v + shiftY / millimetresPerPixel
        if curlRadius.isFinite {
            // Arc length s along the long side maps to the plane at curlAt + R·sin(θ) and rises by R·(1 − cos θ).
            let s = (longSideIsHeight ? my + shiftY : mx + shiftX) - curlAt
            let theta = s / curlRadius
            let planar = (curlAt + curlRadius * sin(theta)) / millimetresPerPixel
            let lift = curlRadius * (1 - cos(theta))
            // The local bumps stand along the curled surface's normal.
            let along = sin(theta) * height, up = cos(theta) * height
            if longSideIsHeight { y = planar - along / millimetresPerPixel } else { x = planar - along / millimetresPerPixel }
            height = lift + up
        }
        return (x, y, height)
    }
}
