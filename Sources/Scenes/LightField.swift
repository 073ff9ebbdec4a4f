import Foundation

/// The light on the scene, on a coarse grid: channel 0 is the illumination (ambient level, a
/// directional gradient and lens vignetting), channel 1 the shadow matte (1 inside an occluder's
/// shadow, 0 outside, soft across the penumbra).
///
/// The occluder, a hand with its arm or a phone, is placed on the page's plane in millimetres, so its
/// shadow is foreshortened with the page. Its penumbra widens with its height above the page:
/// penumbra = 2 mm + 0.1 · height (a light source about 6° across).
enum LightField {
    static func penumbra(_ s: SceneSettings) -> Double { 2 + 0.1 * s["shadowHeight"] }

    static func make(_ s: SceneSettings, camera: CameraModel, millimetresPerPixel mmpp: Double,
                     pageWidth: Int, pageHeight: Int, factor: Int) -> LowResField {
        var field = LowResField(covering: camera.frameWidth, camera.frameHeight, factor: factor, channels: 2)
        let fw = Double(camera.frameWidth), fh = Double(camera.frameHeight)
        let halfDiagonal = hypot(fw, fh) / 2
        let ambient = s.values["ambient"] ?? 1, gradient = s["gradient"], vignette = s["vignette"]
        let g = s["gradientAngle"] * Double.pi / 180
        let gx = cos(g), gy = sin(g)
        let shadow = s.hasShadow
        let cx = s["shadowX"] * Double(pageWidth) * mmpp, cy = s["shadowY"] * Double(pageHeight) * mmpp
        let angle = s["shadowAngle"] * Double.pi / 180
        let ca = cos(angle), sa = sin(angle)
        let half = penumbra(s) / 2
        let occluder = s.occluder
        let inverse = camera.photoToPage
        let (w, h) = (field.width, field.height)
        let cellSize = field.factor
        field.data.withUnsafeMutableBufferPointer { out in
            for j in 0..<h {
                for i in 0..<w {
                    let p = (x: (Double(i) + 0.5) * cellSize, y: (Double(j) + 0.5) * cellSize)
                    let dx = (p.x - fw / 2) / halfDiagonal, dy = (p.y - fh / 2) / halfDiagonal
                    let light = ambient * (1 + gradient * (gx * dx + gy * dy)) * (1 - vignette * (dx * dx + dy * dy))
                    var matte = 0.0
                    if shadow {
                        let q = inverse.apply(.init(x: p.x, y: p.y))
                        let mx = q.x * mmpp - cx, my = q.y * mmpp - cy
                        let lx = mx * ca + my * sa, ly = -mx * sa + my * ca
                        let d = occluder == .hand ? handDistance(lx, ly) : phoneDistance(lx, ly)
                        matte = 1 - smoothstep(-half, half, d)
                    }
                    let k = (j * w + i) * 2
                    out[k] = Float(max(0, light))
                    out[k + 1] = Float(matte)
                }
            }
        }
        return field
    }

    static func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let t = max(0, min(1, (x - a) / (b - a)))
        return t * t * (3 - 2 * t)
    }

    /// Roughly the signed distance (mm) to an ellipse: negative inside.
    @inline(__always)
    static func ellipse(_ x: Double, _ y: Double, _ a: Double, _ b: Double) -> Double {
        ((x * x) / (a * a) + (y * y) / (b * b)).squareRoot() * min(a, b) - min(a, b)
    }

    /// The signed distance (mm) to a capsule from (0, y0) to (0, y1) of radius r.
    @inline(__always)
    static func capsule(_ x: Double, _ y: Double, _ y0: Double, _ y1: Double, _ r: Double) -> Double {
        let cy = max(y0, min(y1, y))
        return ((x * x) + (y - cy) * (y - cy)).squareRoot() - r
    }

    /// A hand, fingers towards −y, palm at the origin, its arm running off towards +y.
    static func handDistance(_ x: Double, _ y: Double) -> Double {
        var d = ellipse(x, y, 42, 48)
        d = min(d, capsule(x, y, 30, 700, 36))
        d = min(d, ellipse(x + 27, y + 44 + 30, 8.5, 30))
        d = min(d, ellipse(x + 9, y + 44 + 38, 8.5, 38))
        d = min(d, ellipse(x - 9, y + 44 + 36, 8.5, 36))
        d = min(d, ellipse(x - 27, y + 44 + 28, 8.5, 28))
        // The thumb, turned out from the palm's side.
        let tx = x - 46, ty = y + 8
        let c = 0.819, s = 0.574 // cos, sin of 35°
        d = min(d, ellipse(tx * c + ty * s, -tx * s + ty * c, 10, 30))
        return d
    }

    /// A phone (75 × 154 mm, rounded corners) held by a hand whose arm runs off towards +y.
    static func phoneDistance(_ x: Double, _ y: Double) -> Double {
        let r = 9.0
        let qx = abs(x) - 37.5 + r, qy = abs(y) - 77 + r
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let box = outside + min(max(qx, qy), 0) - r
        return min(box, capsule(x, y, 60, 700, 34))
    }
}
