import Foundation
import Imaging

/// Print showing through thin paper: a faint, mirrored, diffused copy of other print lying under or behind the page.
///
/// Thermal receipts are 50–65 µm thick, and real phone photos of them show the print of the back, of a receipt
/// underneath, or of a sheet behind (two of the 35 development photos, `hogent-2` and `veryfi-1`). The copy is the
/// page's own print, mirrored left to right and moved down by `showThroughShift` (a share of the page's height,
/// wrapping round), so its lines fall between and across the page's own; it darkens the paper multiplicatively by
/// `showThrough` (0…1) times its ink, on the flat page before the camera, so everything after treats it as print.
enum ShowThrough {
    /// The light spreads in the paper before it reaches the front: a Gaussian of this sigma (mm) softens the copy.
    /// At 0.2 mm the copy's strokes (0.2–0.35 mm wide) stay legible as strokes but lose their edges, as the
    /// ghosts in the development photos do.
    static let diffusionMillimetres = 0.2
    /// Below this strength the copy would darken the paper by under one level at full ink: skipped.
    static let minimumStrength = 0.004

    static func apply(_ page: Image, _ s: SceneSettings, millimetresPerPixel mmpp: Double) -> Image {
        let strength = Float(max(0, min(1, s["showThrough"])))
        guard strength >= Float(minimumStrength), page.layout == .gray, page.width >= 2, page.height >= 2 else { return page }
        let w = page.width, h = page.height
        let shift = Int((max(0, min(1, s["showThroughShift"])) * Double(h)).rounded()) % h
        var mirrored = [UInt8](repeating: 255, count: w * h)
        page.pixels.withUnsafeBufferPointer { src in
            mirrored.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let from = ((y + shift) % h) * w
                    for x in 0..<w { dst[y * w + x] = src[from + w - 1 - x] }
                }
            }
        }
        guard let copy = Image(width: w, height: h, layout: .gray, pixels: mirrored) else { return page }
        let ghost = copy.gaussianBlurred(sigma: max(0.5, diffusionMillimetres / mmpp))
        var out = page
        out.pixels.withUnsafeMutableBufferPointer { o in
            ghost.pixels.withUnsafeBufferPointer { g in
                for i in 0..<o.count {
                    let ink = (255 - Float(g[i])) / 255
                    o[i] = UInt8(max(0, min(255, Float(o[i]) * (1 - strength * ink) + 0.5)))
                }
            }
        }
        return out
    }
}
