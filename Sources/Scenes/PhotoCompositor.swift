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

        /// The columns of row `y` whose centres are surely deeper than `depth` inside the region
        /// (a pixel narrower each side than the exact answer, against rounding).
        func interior(row y: Int, depth: Double, width: Int) -> Range<Int> {
            let yc = Double(y) + 0.5
            var lo = -Double.infinity, hi = Double.infinity
            for e in edges {
                let k = e.ny * yc + e.c - depth // need nx·x + k > 0
                if abs(e.nx) < 1e-12 {
                    if k <= 0 { return 0..<0 }
                } else if e.nx > 0 {
                    lo = max(lo, -k / e.nx)
                } else {
                    hi = min(hi, -k / e.nx)
                }
            }
            guard lo.isFinite, hi.isFinite else { return 0..<0 }
            let start = max(0, Int((lo - 0.5).rounded(.up)) + 1), end = min(width, Int((hi - 0.5).rounded(.down)))
            return start < end ? start..<end : 0..<0
        }
    }

    var width: Int
    var height: Int
    var photoToPage: Homography
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
    /// A page that is not flat: the photo-to-page map replaces `photoToPage` and the page's outline, and
    /// shades the paper. `pageSize` (page pixels) and `pageScale` (photo px per page px) give the edge's coverage.
    var surface: SurfaceMap? = nil
    var pageSize: (width: Double, height: Double) = (0, 0)
    var pageScale: Double = 1
    /// A hand over the page, drawn through `photoToPage` (it lies on the paper's plane).
    var hand: HandOverlay? = nil
    /// Specular glare on the paper, added after the light.
    var glare: Glare? = nil

    /// A soft elliptical highlight in photo pixels: sample x becomes x + (255 − x) · strength · e^(−r²).
    struct Glare {
        var x: Double, y: Double
        /// Semi-axes (photo px) and the major axis's direction.
        var a: Double, b: Double, angle: Double
        var strength: Double
    }

    func render() -> Image { render(rows: 0..<height) }

    /// Rows `rows` of the photo only, as an image of that many rows: each row is drawn from its own index alone
    /// (the noise stream is advanced past the rows skipped above), so they are byte for byte the same rows as in
    /// the whole photo.
    func render(rows requested: Range<Int>) -> Image {
        let w = width, band = requested.clamped(to: 0..<height), h = band.count
        // Every sample is written below, row by row.
        var pixels = [UInt8](unsafeUninitializedCapacity: w * h * 3) { _, count in count = w * h * 3 }
        let tableTaps = table.columnTaps(fullWidth: w), lightTaps = light.columnTaps(fullWidth: w)
        let colour = UnsafeMutablePointer<Float>.allocate(capacity: w * 3)
        let lightRow = UnsafeMutablePointer<Float>.allocate(capacity: w * 2)
        // The page's coverage along the row (the paper, not under the hand), for the glare.
        let cover = UnsafeMutablePointer<Float>.allocate(capacity: w)
        defer { colour.deallocate(); lightRow.deallocate(); cover.deallocate() }
        let surfaceSpans = surface.map { map in (0..<map.rows).map { map.columnSpan(gridRow: $0) } }
        let half = edgeWidth / 2
        let blurredImage = blurred?.image ?? sharp.image
        pixels.withUnsafeMutableBufferPointer { outBuffer in
            sharp.image.pixels.withUnsafeBufferPointer { sharpBuffer in
                blurredImage.pixels.withUnsafeBufferPointer { blurBuffer in
                    guard let out = outBuffer.baseAddress, let sharpBase = sharpBuffer.baseAddress,
                          let blurBase = blurBuffer.baseAddress else { return }
                    let sharpSampler = Sampler(sharpBase, sharp.image, sharp.scale)
                    let blurSampler = blurred.map { Sampler(blurBase, $0.image, $0.scale) }
                    func rows(_ noiseTable: UnsafePointer<UInt8>?) {
                        // A local generator (one captured by the closure would be checked for exclusive access
                        // at every draw, a fifth of the compositor's time).
                        var rng = noiseStream
                        if noiseTable != nil {
                            // `finish` draws one value per eight samples of a row.
                            let drawsPerRow = (3 * w + 7) / 8
                            for _ in 0..<(band.lowerBound * drawsPerRow) { _ = rng.next() }
                        }
                        for y in band {
                            let row = out + (y - band.lowerBound) * w * 3
                            table.fillRow(y, taps: tableTaps, into: colour)
                            light.fillRow(y, taps: lightTaps, into: lightRow)
                            if let sheet { paintSheet(sheet, row: y, half: half, colour: colour) }
                            if let surface, let surfaceSpans {
                                cover.initialize(repeating: 0, count: w)
                                let span = surfaceSpans[min(surfaceSpans.count - 1, y / surface.step)]
                                paintSurfacePage(surface, span: span, row: y, half: half, sharp: sharpSampler,
                                                 blurred: blurSampler, colour: colour, cover: cover)
                            } else {
                                paintPage(row: y, half: half, sharp: sharpSampler, blurred: blurSampler, colour: colour)
                                if glare != nil { coverOfFlatPage(row: y, half: half, cover: cover) }
                            }
                            if let hand { paintHand(hand, row: y, colour: colour, cover: cover) }
                            finish(row: y, colour: colour, light: lightRow, out: row, noise: noiseTable, rng: &rng)
                            if let glare { addGlare(glare, row: y, cover: cover, out: row) }
                        }
                    }
                    if let table = noise.table {
                        table.withUnsafeBufferPointer { rows($0.baseAddress) }
                    } else {
                        rows(nil)
                    }
                }
            }
        }
        return Image(width: w, height: h, layout: .rgb, pixels: pixels) ?? Image(width: w, height: h, layout: .rgb)
    }

    /// A gray image's samples by pointer, for bilinear reads in page coordinates without copies.
    struct Sampler {
        let base: UnsafePointer<UInt8>
        let width: Int
        let height: Int
        let scale: Double
        let maxX: Double
        let maxY: Double

        init(_ base: UnsafePointer<UInt8>, _ image: Image, _ scale: Double) {
            self.base = base; width = image.width; height = image.height; self.scale = scale
            maxX = Double(image.width - 1); maxY = Double(image.height - 1)
        }

        /// The value at page point (u, v), 0…255; the border repeats.
        @inline(__always)
        func callAsFunction(_ u: Double, _ v: Double) -> Float {
            let fx = max(0, min(maxX, u * scale - 0.5)), fy = max(0, min(maxY, v * scale - 0.5))
            let x0 = min(width - 2, Int(fx)), y0 = min(height - 2, Int(fy))
            let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
            let p = base + (y0 * width + x0)
            let a = Float(p[0]), b = Float(p[1]), c = Float(p[width]), d = Float(p[width + 1])
            let top = a + (b - a) * tx, bottom = c + (d - c) * tx
            return top + (bottom - top) * ty
        }
    }

    /// Lays the sheet over the table along one row.
    @inline(__always)
    func paintSheet(_ sheet: Region, row y: Int, half: Double, colour: UnsafeMutablePointer<Float>) {
        let e = sheet.edges
        let (a0, b0, c0, a1, b1, c1) = (e[0].nx, e[0].ny, e[0].c, e[1].nx, e[1].ny, e[1].c)
        let (a2, b2, c2, a3, b3, c3) = (e[2].nx, e[2].ny, e[2].c, e[3].nx, e[3].ny, e[3].c)
        let yc = Double(y) + 0.5, inv = 1 / (2 * half)
        let (s0, s1, s2) = sheetColour
        for x in sheet.span(row: y, reach: half, width: width) {
            let xc = Double(x) + 0.5
            let d = min(min(a0 * xc + b0 * yc + c0, a1 * xc + b1 * yc + c1), min(a2 * xc + b2 * yc + c2, a3 * xc + b3 * yc + c3))
            let a = Float(max(0, min(1, (d + half) * inv)))
            if a <= 0 { continue }
            let k = x * 3
            colour[k] += (s0 - colour[k]) * a
            colour[k + 1] += (s1 - colour[k + 1]) * a
            colour[k + 2] += (s2 - colour[k + 2]) * a
        }
    }

    /// Lays the page over the row: inverse-warps the flat page, mixing in the defocused copy by depth.
    @inline(__always)
    func paintPage(row y: Int, half: Double, sharp: Sampler, blurred: Sampler?, colour: UnsafeMutablePointer<Float>) {
        let e = page.edges
        let (a0, b0, c0, a1, b1, c1) = (e[0].nx, e[0].ny, e[0].c, e[1].nx, e[1].ny, e[1].c)
        let (a2, b2, c2, a3, b3, c3) = (e[2].nx, e[2].ny, e[2].c, e[3].nx, e[3].ny, e[3].c)
        let m = photoToPage.matrix
        let yc = Double(y) + 0.5, inv = 1 / (2 * half)
        let (p0, p1, p2) = (paper.0 / 255, paper.1 / 255, paper.2 / 255)
        let (du, dv, d0, floor) = depthWeight
        let span = page.span(row: y, reach: half, width: width)
        guard !span.isEmpty else { return }
        var inner = page.interior(row: y, depth: half, width: width)
        if inner.isEmpty || inner.lowerBound < span.lowerBound || inner.upperBound > span.upperBound {
            inner = span.lowerBound..<span.lowerBound
        }
        let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        // One pixel: inverse-warp, sample, mix by depth, lay over the row with coverage `a`.
        @inline(__always) func paint(_ x: Int, _ a: Float) {
            let xc = Double(x) + 0.5
            let nu = m0 * xc + m1 * yc + m2, nv = m3 * xc + m4 * yc + m5, nw = m6 * xc + m7 * yc + m8
            let iw = 1 / nw
            let u = nu * iw, v = nv * iw
            var r = sharp(u, v)
            if let blurred {
                let weight = min(1, floor + (1 - floor) * abs(du * u + dv * v + d0))
                r += (blurred(u, v) - r) * Float(weight)
            }
            let k = x * 3
            if a >= 1 {
                colour[k] = p0 * r; colour[k + 1] = p1 * r; colour[k + 2] = p2 * r
            } else {
                colour[k] += (p0 * r - colour[k]) * a
                colour[k + 1] += (p1 * r - colour[k + 1]) * a
                colour[k + 2] += (p2 * r - colour[k + 2]) * a
            }
        }
        // Near the edges the coverage ramps; inside it is 1 and need not be computed.
        @inline(__always) func edge(_ x: Int) {
            let xc = Double(x) + 0.5
            let d = min(min(a0 * xc + b0 * yc + c0, a1 * xc + b1 * yc + c1), min(a2 * xc + b2 * yc + c2, a3 * xc + b3 * yc + c3))
            let a = Float(max(0, min(1, (d + half) * inv)))
            if a > 0 { paint(x, a) }
        }
        for x in span.lowerBound..<inner.lowerBound { edge(x) }
        for x in inner { paint(x, 1) }
        for x in inner.upperBound..<span.upperBound { edge(x) }
    }

    /// Lays a page that is not flat over the row, through the surface map: the edge's coverage comes from the
    /// distance to the page's border in page pixels, and the paper is shaded as its surface faces the light.
    @inline(__always)
    func paintSurfacePage(_ map: SurfaceMap, span: ClosedRange<Int>?, row y: Int, half: Double, sharp: Sampler,
                          blurred: Sampler?, colour: UnsafeMutablePointer<Float>, cover: UnsafeMutablePointer<Float>) {
        guard let span else { return }
        let yc = Double(y) + 0.5, inv = 1 / (2 * half)
        let (p0, p1, p2) = (paper.0 / 255, paper.1 / 255, paper.2 / 255)
        let (du, dv, d0, floor) = depthWeight
        let pw = pageSize.width, ph = pageSize.height
        for x in max(0, span.lowerBound)..<min(width, span.upperBound + 1) {
            let xc = Double(x) + 0.5
            guard let s = map.sample(xc, yc) else { continue }
            let u = s.u, v = s.v
            let d = min(min(u, pw - u), min(v, ph - v)) * pageScale
            let a = Float(max(0, min(1, (d + half) * inv)))
            if a <= 0 { continue }
            var r = sharp(u, v)
            if let blurred {
                let weight = min(1, floor + (1 - floor) * abs(du * u + dv * v + d0))
                r += (blurred(u, v) - r) * Float(weight)
            }
            r *= s.shade
            let k = x * 3
            colour[k] += (p0 * r - colour[k]) * a
            colour[k + 1] += (p1 * r - colour[k + 1]) * a
            colour[k + 2] += (p2 * r - colour[k + 2]) * a
            cover[x] = a
        }
    }

    /// The flat page's coverage along a row, for the glare.
    @inline(__always)
    func coverOfFlatPage(row y: Int, half: Double, cover: UnsafeMutablePointer<Float>) {
        cover.initialize(repeating: 0, count: width)
        let e = page.edges
        let yc = Double(y) + 0.5, inv = 1 / (2 * half)
        for x in page.span(row: y, reach: half, width: width) {
            let xc = Double(x) + 0.5
            var d = Double.infinity
            for edge in e { d = min(d, edge.nx * xc + edge.ny * yc + edge.c) }
            cover[x] = Float(max(0, min(1, (d + half) * inv)))
        }
    }

    /// Lays the hand over the row, where it covers the photo.
    @inline(__always)
    func paintHand(_ hand: HandOverlay, row y: Int, colour: UnsafeMutablePointer<Float>, cover: UnsafeMutablePointer<Float>) {
        let m = photoToPage.matrix
        let yc = Double(y) + 0.5
        let (s0, s1, s2) = hand.skin
        for x in 0..<width {
            let xc = Double(x) + 0.5
            let nw = m[6] * xc + m[7] * yc + m[8]
            guard nw > 0 else { continue }
            let u = (m[0] * xc + m[1] * yc + m[2]) / nw, v = (m[3] * xc + m[4] * yc + m[5]) / nw
            let c = hand.coverage(u, v)
            guard c.alpha > 0 else { continue }
            let k = x * 3
            colour[k] += (s0 * c.shade - colour[k]) * c.alpha
            colour[k + 1] += (s1 * c.shade - colour[k + 1]) * c.alpha
            colour[k + 2] += (s2 * c.shade - colour[k + 2]) * c.alpha
            cover[x] *= 1 - c.alpha
        }
    }

    /// Adds the glare to the finished row's bytes, on the paper only.
    @inline(__always)
    func addGlare(_ g: Glare, row y: Int, cover: UnsafeMutablePointer<Float>, out: UnsafeMutablePointer<UInt8>) {
        let yc = Double(y) + 0.5 - g.y
        let ca = cos(g.angle), sa = sin(g.angle)
        let reach = 3 * max(g.a, g.b)
        guard abs(yc) <= reach else { return }
        let x0 = max(0, Int(g.x - reach)), x1 = min(width, Int(g.x + reach) + 1)
        guard x0 < x1 else { return }
        for x in x0..<x1 where cover[x] > 0 {
            let dx = Double(x) + 0.5 - g.x
            let p = (dx * ca + yc * sa) / g.a, q = (-dx * sa + yc * ca) / g.b
            let f = Float(g.strength * exp(-(p * p + q * q))) * cover[x]
            guard f > 0.002 else { continue }
            for c in 0..<3 {
                let v = Float(out[3 * x + c])
                out[3 * x + c] = UInt8(max(0, min(255, v + (255 - v) * f + 0.5)))
            }
        }
    }

    /// Light, shadow and noise for one row, written as bytes.
    @inline(__always)
    func finish(row y: Int, colour: UnsafeMutablePointer<Float>, light: UnsafeMutablePointer<Float>,
                out: UnsafeMutablePointer<UInt8>, noise: UnsafePointer<UInt8>?, rng: inout SeededGenerator) {
        let w = width
        let t0 = tint.0, t1 = tint.1, t2 = tint.2
        let s0 = shade.0, s1 = shade.1, s2 = shade.2
        let f0 = fill.0, f1 = fill.1, f2 = fill.2
        if let noise {
            // The light first, in place (a loop the compiler can vectorise), then one random byte per
            // sample, drawn eight at a time, picks the sample's noisy value from the table.
            for x in 0..<w {
                let l = light[2 * x], mt = light[2 * x + 1], k = 3 * x
                colour[k] = max(0, min(255, colour[k] * l * t0 * (1 - mt * s0) + mt * f0 + 0.5))
                colour[k + 1] = max(0, min(255, colour[k + 1] * l * t1 * (1 - mt * s1) + mt * f1 + 0.5))
                colour[k + 2] = max(0, min(255, colour[k + 2] * l * t2 * (1 - mt * s2) + mt * f2 + 0.5))
            }
            let n = 3 * w
            var k = 0
            while k < n {
                var bits = rng.next()
                for i in k..<min(n, k + 8) {
                    out[i] = noise[Int(colour[i]) << 8 | Int(bits & 0xFF)]
                    bits >>= 8
                }
                k += 8
            }
        } else {
            for x in 0..<w {
                let l = light[2 * x], mt = light[2 * x + 1], k = 3 * x
                out[k] = UInt8(max(0, min(255, colour[k] * l * t0 * (1 - mt * s0) + mt * f0 + 0.5)))
                out[k + 1] = UInt8(max(0, min(255, colour[k + 1] * l * t1 * (1 - mt * s1) + mt * f1 + 0.5)))
                out[k + 2] = UInt8(max(0, min(255, colour[k + 2] * l * t2 * (1 - mt * s2) + mt * f2 + 0.5)))
            }
        }
    }
}
