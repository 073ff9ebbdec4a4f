import Imaging

/// How coloured the photo is at each pixel of the gray grid the detectors search: print is dark marks on bright,
/// low-chroma paper, and a bright coloured object (food, a coloured cloth) with dark specks in rows is not print,
/// though its gray grid cannot tell (photos-dev srd-2: a salad beside the receipt, 0.67 of its marks in rows on
/// bright ground, was taken for print and the page reached over it).
enum ChromaGrid {
    /// The chroma, max(|Cb − 128|, |Cr − 128|) in BT.601 as JPEG stores it, of the photo's pixel under each grid
    /// pixel (nearest sample, as `SkinFill`), as a gray image the grid's size; nil for a gray photo.
    /// - Parameters:
    ///   - colour: the photo (RGB); `scale` takes grid coordinates to the photo's.
    /// BT.601 chroma as JPEG stores it, less its offset of 128 (integer, as `SkinFill` reads it too).
    @inline(__always) static func chroma(_ r: Int, _ g: Int, _ b: Int) -> (cb: Int, cr: Int) {
        ((-43 * r - 85 * g + 128 * b) / 256, (128 * r - 107 * g - 21 * b) / 256)
    }

    static func make(_ colour: Image, width w: Int, height h: Int, scale: (x: Double, y: Double)) -> Image? {
        sample(colour, width: w, height: h, scale: scale)?.chroma
    }

    /// The chroma grid (`make`) and, from the same samples, where skin lies (`SkinFill.isSkin`) and how many grid
    /// pixels it covers: the finder needs both, and the photo is read once for them.
    static func sample(_ colour: Image, width w: Int, height h: Int,
                       scale: (x: Double, y: Double)) -> (chroma: Image, skin: [Bool], skinCount: Int)? {
        guard colour.layout == .rgb, w > 0, h > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: w * h)
        var skin = [Bool](repeating: false, count: w * h)
        var count = 0
        let columns = sampleColumns(width: w, scale: scale.x, limit: colour.width)
        colour.pixels.withUnsafeBufferPointer { c in
            for y in 0..<h {
                let sy = min(colour.height - 1, Int((Double(y) + 0.5) * scale.y))
                let row = 3 * sy * colour.width
                for x in 0..<w {
                    let i = row + columns[x]
                    let (cb, cr) = chroma(Int(c[i]), Int(c[i + 1]), Int(c[i + 2]))
                    out[y * w + x] = UInt8(min(255, max(abs(cb), abs(cr))))
                    if SkinFill.isSkin(cb: 128 + cb, cr: 128 + cr) {
                        skin[y * w + x] = true
                        count += 1
                    }
                }
            }
        }
        guard let image = Image(width: w, height: h, layout: .gray, pixels: out) else { return nil }
        return (image, skin, count)
    }

    /// The photo's byte offset (3 per pixel) within a row of the sample under each grid column, nearest sample as
    /// `make` and `SkinFill` take it: worked out once, not once per row.
    static func sampleColumns(width w: Int, scale: Double, limit: Int) -> [Int] {
        (0..<w).map { x in 3 * min(limit - 1, Int((Double(x) + 0.5) * scale)) }
    }

    /// The median chroma of the ring just outside a mark's box (the ring `PrintDetector.surroundings` reads):
    /// the colour of the ground the mark stands on.
    static func ringMedian(_ c: Component, in chroma: Image) -> Int {
        let w = chroma.width, h = chroma.height
        let x0 = max(0, c.minX - 2), x1 = min(w - 1, c.maxX + 2), y0 = max(0, c.minY - 2), y1 = min(h - 1, c.maxY + 2)
        var ring: [UInt8] = []
        for x in x0...x1 { ring.append(chroma.pixels[y0 * w + x]); ring.append(chroma.pixels[y1 * w + x]) }
        for y in (y0 + 1)..<max(y0 + 1, y1) { ring.append(chroma.pixels[y * w + x0]); ring.append(chroma.pixels[y * w + x1]) }
        ring.sort()
        return Int(ring[ring.count / 2])
    }
}
