import Documents
import Foundation
import Imaging

/// Draws the photo in one pass over its rows: the table, the sheet and the page laid over it (the
/// page inverse-warped from its flat image, sharp and defocused copies mixed by depth), then light
/// and shadow, then sensor noise, straight into the RGB buffer.
///
/// Light and shadow are applied after the blur has been applied to the page: the light fields vary
/// slowly against the blur's width, so the order barely matters and this one is much cheaper.
struct PhotoCompositor {
    /// A gray image sampled in page coordinates: image pixel = page pixel · scale.
    struct Layer {
        var image: Image
        var scale: Double
    }

    /// The inside of a convex quad in the photo, as its four edges' distance functions.
    struct Region {
        /// Per edge: the inward unit normal and offset, distance(p) = nx·x + ny·y + c.
        var edges: [(nx: Double, ny: Double, c: Double)]

        init(_ q: Quad) {
            let p = q.points
            let cx = p.map(\.x).reduce(0, +) / 4, cy = p.map(\.y).reduce(0, +) / 4
            edges = (0..<4).map { i in
                let a = p[i], b = p[(i + 1) % 4]
                let len = max(1e-12, hypot(b.x - a.x, b.y - a.y))
                var nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len
                if nx * (cx - a.x) + ny * (cy - a.y) < 0 { nx = -nx; ny = -ny }
                return (nx, ny, -(nx * a.x + ny * a.y))
            }
        }

        /// The columns of row `y` whose centres are closer than `reach` outside the region.
        func span(row y: Int, reach: Double, width: Int) -> Range<Int> {
            let yc = Double(y) + 0.5
            var lo = -Double.infinity, hi = Double.infinity
            for e in edges {
                let k = e.ny * yc + e.c + reach // need nx·x + k > 0
                if abs(e.nx) < 1e-12 {
                    if k <= 0 { return 0..<0 }
                } else if e.nx > 0 {
                    lo = max(lo, -k / e.nx)
                } else {
                    hi = min(hi, -k / e.nx)
                }
            }
            let start = max(0, Int((lo - 0.5).rounded(.up)) - 1), end = min(width, Int((hi - 0.5).rounded(.down)) + 2)
            return start < end ? start..<end : 0..<0
        }
    }

    var width: Int
    var height: Int
    var photoToPage: Projective
    var page: Region
    var sheet: Region?
    var sharp: Layer
    var blurred: Layer?
    /// Blur weight at page point (u, v): min(1, floor + (1 − floor) · |du·u + dv·v + d0|).
    var depthWeight: (du: Double, dv: Double, d0: Double, floor: Double)
    /// The width of the antialiased (and defocused) page edge, photo pixels.
    var edgeWidth: Double
    /// Paper reflectance per channel, 0…255 for white.
    var paper: (Float, Float, Float)
    var sheetColour: (Float, Float, Float)
    var table: LowResField
    var light: LowResField
    /// The light's colour, per channel.
    var tint: (Float, Float, Float)
    /// Inside the shadow each channel x becomes x · (1 − shade) + fill.
    var shade: (Float, Float, Float)
    var fill: (Float, Float, Float)
    var noise: SensorNoise
    var noiseStream: SeededGenerator

    func render() -> Image {
        let w = width, h = height
        var pixels = [UInt8](repeating: 0, count: w * h * 3)
        let tableTaps = table.columnTaps(fullWidth: w), lightTaps = light.columnTaps(fullWidth: w)
        let colour = UnsafeMutablePointer<Float>.allocate(capacity: w * 3)
        let lightRow = UnsafeMutablePointer<Float>.allocate(capacity: w * 2)
        defer { colour.deallocate(); lightRow.deallocate() }
        var rng = noiseStream
        let half = edgeWidth / 2
        let m = photoToPage.m
        pixels.withUnsafeMutableBufferPointer { outBuffer in
            guard let out = outBuffer.baseAddress else { return }
            sharp.image.pixels.withUnsafeBufferPointer { sharpBuffer in
                (blurred?.image.pixels ?? []).withUnsafeBufferPointer { blurBuffer in
                    func rowLoop(noiseTable: UnsafePointer<UInt8>?) {
                        for y in 0..<h {
                            table.fillRow(y, taps: tableTaps, into: colour)
                            light.fillRow(y, taps: lightTaps, into: lightRow)
                            let yc = Double(y) + 0.5
                            if let sheet {
                                for x in sheet.span(row: y, reach: half, width: w) {
                                    let a = coverage(sheet, Double(x) + 0.5, yc, half)
                                    if a <= 0 { continue }
                                    let k = x * 3
                                    colour[k] += (sheetColour.0 - colour[k]) * a
                                    colour[k + 1] += (sheetColour.1 - colour[k + 1]) * a
                                    colour[k + 2] += (sheetColour.2 - colour[k + 2]) * a
                                }
                            }
                            for x in page.span(row: y, reach: half, width: w) {
                                let xc = Double(x) + 0.5
                                let a = coverage(page, xc, yc, half)
                                if a <= 0 { continue }
                                let iw = 1 / (m.6 * xc + m.7 * yc + m.8)
                                let u = (m.0 * xc + m.1 * yc + m.2) * iw, v = (m.3 * xc + m.4 * yc + m.5) * iw
                                var r = sample(sharpBuffer, sharp, u, v)
                                if let blurred {
                                    let wgt = min(1, depthWeight.floor + (1 - depthWeight.floor)
                                        * abs(depthWeight.du * u + depthWeight.dv * v + depthWeight.d0))
                                    r += (sample(blurBuffer, blurred, u, v) - r) * Float(wgt)
                                }
                                let k = x * 3
                                colour[k] += (paper.0 * r - colour[k]) * a
                                colour[k + 1] += (paper.1 * r - colour[k + 1]) * a
                                colour[k + 2] += (paper.2 * r - colour[k + 2]) * a
                            }
                            finish(row: y, colour: colour, light: lightRow, out: out + y * w * 3, noise: noiseTable, rng: &rng)
                        }
                    }
                    if let table = noise.table {
                        table.withUnsafeBufferPointer { rowLoop(noiseTable: $0.baseAddress) }
                    } else {
                        rowLoop(noiseTable: nil)
                    }
                }
            }
        }
        return Image(width: w, height: h, layout: .rgb, pixels: pixels) ?? Image(width: w, height: h, layout: .rgb)
    }

    /// Light, shadow and noise for one row, written as bytes.
    @inline(__always)
    func finish(row y: Int, colour: UnsafeMutablePointer<Float>, light: UnsafeMutablePointer<Float>,
                out: UnsafeMutablePointer<UInt8>, noise: UnsafePointer<UInt8>?, rng: inout SeededGenerator) {
        let w = width
        let t0 = tint.0, t1 = tint.1, t2 = tint.2
        let s0 = shade.0, s1 = shade.1, s2 = shade.2
        let f0 = fill.0, f1 = fill.1, f2 = fill.2
        @inline(__always) func byte(_ v: Float) -> Int { Int(max(0, min(255, v + 0.5))) }
        if let noise {
            var bits: UInt64 = 0, left = 0
            @inline(__always) func nextByte() -> Int {
                if left == 0 { bits = rng.next(); left = 8 }
                let b = Int(bits & 0xFF)
                bits >>= 8; left -= 1
                return b
            }
            for x in 0..<w {
                let l = light[2 * x], mt = light[2 * x + 1], k = 3 * x
                out[k] = noise[byte(colour[k] * l * t0 * (1 - mt * s0) + mt * f0) << 8 | nextByte()]
                out[k + 1] = noise[byte(colour[k + 1] * l * t1 * (1 - mt * s1) + mt * f1) << 8 | nextByte()]
                out[k + 2] = noise[byte(colour[k + 2] * l * t2 * (1 - mt * s2) + mt * f2) << 8 | nextByte()]
            }
        } else {
            for x in 0..<w {
                let l = light[2 * x], mt = light[2 * x + 1], k = 3 * x
                out[k] = UInt8(byte(colour[k] * l * t0 * (1 - mt * s0) + mt * f0))
                out[k + 1] = UInt8(byte(colour[k + 1] * l * t1 * (1 - mt * s1) + mt * f1))
                out[k + 2] = UInt8(byte(colour[k + 2] * l * t2 * (1 - mt * s2) + mt * f2))
            }
        }
    }

    /// How much of the pixel at (x, y) the region covers, over a ramp `2·half` wide.
    @inline(__always)
    func coverage(_ r: Region, _ x: Double, _ y: Double, _ half: Double) -> Float {
        var d = Double.infinity
        for e in r.edges { d = min(d, e.nx * x + e.ny * y + e.c) }
        return Float(max(0, min(1, (d + half) / (2 * half))))
    }

    /// Bilinear gray value at page point (u, v), 0…1; the border repeats.
    @inline(__always)
    func sample(_ buffer: UnsafeBufferPointer<UInt8>, _ layer: Layer, _ u: Double, _ v: Double) -> Float {
        let iw = layer.image.width, ih = layer.image.height
        let x = u * layer.scale - 0.5, y = v * layer.scale - 0.5
        let fx = max(0, min(Double(iw - 1), x)), fy = max(0, min(Double(ih - 1), y))
        let x0 = min(iw - 2, Int(fx)), y0 = min(ih - 2, Int(fy))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let i = y0 * iw + x0
        let a = Float(buffer[i]), b = Float(buffer[i + 1]), c = Float(buffer[i + iw]), d = Float(buffer[i + iw + 1])
        let top = a + (b - a) * tx, bottom = c + (d - c) * tx
        return (top + (bottom - top) * ty) * (1 / 255)
    }
}
