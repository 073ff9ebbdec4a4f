import Foundation
import Imaging

/// Thermal paper's ageing, on the flat page.
///
/// - The print's density fades along a smooth field F (fractal noise with cells of `fadeScale` mm):
///   the local fade is fade · (0.45 + 1.1 · F).
/// - Thin strokes fade first: where the ink's local density D (its mean over a box about one
///   stroke wide) is low, the fade is stronger: amount = clamp(local · (1.5 − 1.3 · D)). Stroke edges
///   have a lower D than stroke cores, so strokes also thin, like an erosion.
/// - The background greys by fade · (18 + 30 · F) levels.
/// - Each dead print-head dot (`deadLineN`, a fraction of the width) leaves a white line one
///   203-dpi dot (0.125 mm) wide along the paper's feed, down the whole page.
enum ThermalFade {
    static func apply(_ page: Image, _ s: SceneSettings, millimetresPerPixel mmpp: Double, noise: ValueNoise) -> Image {
        let w = page.width, h = page.height
        let fade = Float(s["fade"])
        let radius = max(1, Int((0.3 / mmpp).rounded()))
        let density = fade > 0 ? page.boxFiltered(radius: radius).pixels : []
        // The fade field on a grid of 16-pixel cells.
        var field = LowResField(covering: w, h, factor: 16, channels: 1)
        let cell = max(1, s.values["fadeScale"] ?? 25)
        for j in 0..<field.height {
            for i in 0..<field.width {
                let p = field.fullPoint(i, j)
                field.data[j * field.width + i] = noise.fractal(Float(p.x * mmpp / cell), Float(p.y * mmpp / cell), octaves: 3)
            }
        }
        let taps = field.columnTaps(fullWidth: w)
        // Dead dots: how much of each column the white line covers.
        var dead = [Float](repeating: 0, count: w)
        let dotWidth = max(1, 0.125 / mmpp)
        for fraction in s.deadLineXs {
            let centre = fraction * Double(w)
            let lo = max(0, Int(centre - dotWidth)), hi = min(w - 1, Int(centre + dotWidth) + 1)
            guard lo <= hi else { continue }
            for x in lo...hi {
                let cover = max(0, min(1, dotWidth / 2 + 0.5 - abs(Double(x) + 0.5 - centre)))
                dead[x] = max(dead[x], Float(cover))
            }
        }
        var out = [UInt8](repeating: 0, count: w * h)
        var fieldRow = [Float](repeating: 0, count: w)
        page.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                fieldRow.withUnsafeMutableBufferPointer { f in
                    dead.withUnsafeBufferPointer { dd in
                        density.withUnsafeBufferPointer { dens in
                            for y in 0..<h {
                                if let base = f.baseAddress { field.fillRow(y, taps: taps, into: base) }
                                let row = y * w
                                for x in 0..<w {
                                    let v = Float(src[row + x])
                                    let ink = (255 - v) / 255
                                    var amount: Float = 0, background: Float = 255
                                    if fade > 0 {
                                        let local = fade * (0.45 + 1.1 * f[x])
                                        let d = (255 - Float(dens[row + x])) / 255
                                        amount = max(0, min(1, local * (1.5 - 1.3 * d)))
                                        background = 255 - fade * (18 + 30 * f[x])
                                    }
                                    let remaining = ink * (1 - amount) * (1 - dd[x])
                                    dst[row + x] = UInt8(max(0, min(255, background * (1 - remaining) + 0.5)))
                                }
                            }
                        }
                    }
                }
            }
        }
        return Image(width: w, height: h, layout: .gray, pixels: out) ?? page
    }
}
