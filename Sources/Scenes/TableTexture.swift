import Foundation

/// The table under the page: wood, cloth or stone, drawn procedurally on a coarse grid.
///
/// Every grid cell is mapped back onto the table's plane (the page's plane) and the texture is
/// evaluated there in millimetres, so it recedes with the same perspective as the page.
/// Values are reflectances scaled to 0…255.
enum TableTexture {
    static func make(_ s: SceneSettings, camera: CameraModel, millimetresPerPixel mmpp: Double,
                     noise: ValueNoise, factor: Int) -> LowResField {
        var field = LowResField(covering: camera.frameWidth, camera.frameHeight, factor: factor, channels: 3)
        let tone = Float(s["tableTone"])
        let angle = s["tableAngle"] * Double.pi / 180
        let ca = Float(cos(angle)), sa = Float(sin(angle))
        let inverse = camera.photoToPage
        let kind = s.table
        let (w, h) = (field.width, field.height)
        let cellSize = field.factor
        field.data.withUnsafeMutableBufferPointer { out in
            for j in 0..<h {
                for i in 0..<w {
                    let p = (x: (Double(i) + 0.5) * cellSize, y: (Double(j) + 0.5) * cellSize)
                    let q = inverse.apply(.init(x: p.x, y: p.y))
                    // Millimetres on the table, clamped where the plane runs far away.
                    let mx = Float(max(-5000, min(5000, q.x * mmpp))), my = Float(max(-5000, min(5000, q.y * mmpp)))
                    let a = mx * ca + my * sa, b = -mx * sa + my * ca
                    let rgb: (Float, Float, Float)
                    switch kind {
                    case .wood: rgb = wood(a, b, tone, noise)
                    case .cloth: rgb = cloth(a, b, tone, noise)
                    case .stone: rgb = stone(a, b, tone, noise)
                    }
                    let k = (j * w + i) * 3
                    out[k] = rgb.0 * 255; out[k + 1] = rgb.1 * 255; out[k + 2] = rgb.2 * 255
                }
            }
        }
        return field
    }

    @inline(__always)
    static func mix(_ a: (Float, Float, Float), _ b: (Float, Float, Float), _ t: Float) -> (Float, Float, Float) {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    @inline(__always)
    static func scaled(_ c: (Float, Float, Float), _ k: Float) -> (Float, Float, Float) {
        (min(1, c.0 * k), min(1, c.1 * k), min(1, c.2 * k))
    }

    /// Planks along `a`, with growth rings, long streaks and dark seams.
    @inline(__always)
    static func wood(_ a: Float, _ b: Float, _ tone: Float, _ n: ValueNoise) -> (Float, Float, Float) {
        let base = mix((0.74, 0.56, 0.37), (0.36, 0.23, 0.13), tone)
        let plankWidth: Float = 140
        let plank = (b / plankWidth).rounded(.down)
        let inPlank = b - plank * plankWidth
        let plankTone = 0.9 + 0.2 * n.value(plank * 7.3, 0.5, octave: 5)
        let phase = inPlank / 7 + 3 * n.fractal(a / 150 + plank * 13, inPlank / 40, octaves: 2)
        let ring = 0.5 + 0.5 * sin(2 * Float.pi * phase)
        let ring4 = ring * ring * ring * ring
        let streak = n.fractal(a / 70, b / 1.6, octaves: 2)
        let seam = max(0, 1 - min(inPlank, plankWidth - inPlank) / 0.8)
        let k = plankTone * (0.86 + 0.2 * streak - 0.16 * ring4) * (1 - 0.55 * seam)
        return scaled(base, k)
    }

    /// A plain woven cloth or a gingham check, with soft folds.
    @inline(__always)
    static func cloth(_ a: Float, _ b: Float, _ tone: Float, _ n: ValueNoise) -> (Float, Float, Float) {
        let slot = min(3, max(0, Int(tone * 4)))
        let colour: (Float, Float, Float) = slot == 0 ? (0.17, 0.24, 0.42) : slot == 1 ? (0.44, 0.54, 0.41)
            : slot == 2 ? (0.5, 0.15, 0.19) : (0.62, 0.6, 0.55)
        let gingham = tone * 4 - Float(slot) > 0.5
        let fold = 0.9 + 0.2 * n.fractal(a / 90, b / 90, octaves: 2)
        let weave = 0.93 + 0.14 * n.value(a / 1.6, b / 1.6, octave: 3)
        var c = colour
        if gingham {
            func band(_ t: Float) -> Float {
                let f = t / 12 - (t / 12).rounded(.down)
                return min(1, max(0, (abs(f - 0.5) - 0.25) * 25 + 0.5))
            }
            let cover = (band(a) + band(b)) / 2
            c = mix((0.93, 0.92, 0.9), colour, cover)
        }
        return scaled(c, fold * weave)
    }

    /// Granite-like stone: mottled, with flecks and faint veins.
    @inline(__always)
    static func stone(_ a: Float, _ b: Float, _ tone: Float, _ n: ValueNoise) -> (Float, Float, Float) {
        let base = mix((0.66, 0.63, 0.58), (0.33, 0.33, 0.35), tone)
        let mottle = n.fractal(a / 30, b / 30, octaves: 3)
        let fleck = n.value(a / 1.3, b / 1.3, octave: 7)
        var k = 0.82 + 0.36 * mottle
        if fleck > 0.8 { k *= 1 - (fleck - 0.8) * 2.2 } else if fleck < 0.15 { k *= 1 + (0.15 - fleck) * 1.6 }
        let vein = abs(sin((a / 45 + 3 * n.fractal(a / 70, b / 70, octaves: 2)) * Float.pi))
        if vein < 0.05 { k *= 0.85 + 3 * vein }
        return scaled(base, k)
    }
}
