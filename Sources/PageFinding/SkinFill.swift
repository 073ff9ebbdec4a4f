import Imaging

/// A hand holding the page is neither paper nor table: its skin, darker than the paper and lighter than many
/// tables, cuts the paper's bright outline in two (a thumb across the bridge between a shadow band and the
/// page's edge) and breaks the paper's sides. Before the detectors look, skin on the gray grid is filled from
/// its surroundings, so the paper runs on under the thumb and the table under the palm.
///
/// Skin is told by its chroma alone (brightness varies with tone and light): Chai and Ngan's YCbCr box
/// (Cb 77–127, Cr 133–173, from faces of many tones; IEEE Trans. CSVT 9(4), 1999), plus a red-over-blue margin
/// that warm-lit paper and gray tables lack.
enum SkinFill {
    static let cbRange = 77...127
    static let crRange = 133...173
    /// Cr − Cb at least this: warm-lit white paper and gray cloth inside the box measured 9–13 (5th–95th
    /// percentile over generated ordinary pages), skin in a shadow 21 and more, lit skin 32–48.
    static let minimumRedOverBlue = 20
    /// A frame more than this share skin-coloured is a wooden table or a warm light, not a hand over a page
    /// (a hand on generated pages covered at most 14% of the frame; wood tables 45–65%): nothing is filled.
    static let maximumFrameShare = 0.25
    /// The mask is grown by this share of the grid's long side, so the thumb's shaded rim and its soft edge,
    /// where chroma fades, are filled too (the rim is about 1 mm of a 10 mm thumb).
    static let growthShare = 0.006

    /// The gray grid with skin filled, or the grid itself when the colour shows no hand.
    /// - Parameters:
    ///   - gray: the fine grid.
    ///   - colour: the photo the grid was shrunk from (RGB); `scale` takes grid coordinates to the photo's.
    static func filled(_ gray: Image, colour: Image, scale: (x: Double, y: Double)) -> Image {
        guard colour.layout == .rgb, gray.layout == .gray,
              let sampled = ChromaGrid.sample(colour, width: gray.width, height: gray.height, scale: scale) else { return gray }
        return filled(gray, skin: sampled.skin, count: sampled.skinCount)
    }

    /// Whether a pixel's chroma (JPEG's Cb and Cr, offset 128 included) is skin's.
    @inline(__always) static func isSkin(cb: Int, cr: Int) -> Bool {
        cbRange.contains(cb) && crRange.contains(cr) && cr - cb >= minimumRedOverBlue
    }

    /// The gray grid with skin filled, from the skin mask `ChromaGrid.sample` made on it (`count` pixels set).
    static func filled(_ gray: Image, skin mask: [Bool], count: Int) -> Image {
        let w = gray.width, h = gray.height
        guard gray.layout == .gray, mask.count == w * h else { return gray }
        guard count > 0, Double(count) <= maximumFrameShare * Double(w * h) else { return gray }
        let grown = grow(mask, width: w, height: h, radius: max(1, Int((growthShare * Double(max(w, h))).rounded())))
        return inpaint(gray, where: grown)
    }

    /// The mask dilated by a square of the given radius: along every row, then along every column.
    static func grow(_ mask: [Bool], width w: Int, height h: Int, radius: Int) -> [Bool] {
        var rows = [Bool](repeating: false, count: w * h)
        for y in 0..<h { growLine(mask, into: &rows, start: y * w, step: 1, count: w, radius: radius) }
        var out = [Bool](repeating: false, count: w * h)
        for x in 0..<w { growLine(rows, into: &out, start: x, step: w, count: h, radius: radius) }
        return out
    }

    /// One line of `grow`: marks every place within `radius` after a set one (forward) or before one (backward).
    private static func growLine(_ source: [Bool], into out: inout [Bool], start: Int, step: Int, count: Int, radius: Int) {
        var last = -radius - 1
        for i in 0..<count {
            if source[start + i * step] { last = i }
            if i - last <= radius { out[start + i * step] = true }
        }
        last = count + radius + 1
        for i in stride(from: count - 1, through: 0, by: -1) {
            if source[start + i * step] { last = i }
            if last - i <= radius { out[start + i * step] = true }
        }
    }

    /// Each masked pixel from the straight line across the shorter of its runs, along the row or along the column
    /// (a thumb is filled across its width, from the paper on both sides, not along its length from the table);
    /// runs of equal length are averaged. A run that reaches the grid's border takes its one neighbour's value; a
    /// run with none takes no part.
    static func inpaint(_ gray: Image, where mask: [Bool]) -> Image {
        let w = gray.width, h = gray.height
        var span = [Int](repeating: Int.max, count: w * h)
        var sum = [Double](repeating: 0, count: w * h), count = [Int](repeating: 0, count: w * h)
        gray.pixels.withUnsafeBufferPointer { p in
            func runs(count n: Int, index: (Int) -> Int) {
                var i = 0
                while i < n {
                    guard mask[index(i)] else { i += 1; continue }
                    var j = i
                    while j < n && mask[index(j)] { j += 1 }
                    let before: Double? = i > 0 ? Double(p[index(i - 1)]) : nil
                    let after: Double? = j < n ? Double(p[index(j)]) : nil
                    if before != nil || after != nil {
                        let length = j - i
                        for k in i..<j {
                            let t = Double(k - i + 1) / Double(length + 1)
                            let v = before.map { a in after.map { a + ($0 - a) * t } ?? a } ?? after ?? 0
                            let at = index(k)
                            if length < span[at] { span[at] = length; sum[at] = v; count[at] = 1 }
                            else if length == span[at] { sum[at] += v; count[at] += 1 }
                        }
                    }
                    i = j
                }
            }
            for y in 0..<h { runs(count: w) { y * w + $0 } }
            for x in 0..<w { runs(count: h) { $0 * w + x } }
        }
        var out = gray
        for i in 0..<(w * h) where mask[i] && count[i] > 0 {
            out.pixels[i] = UInt8(max(0, min(255, (sum[i] / Double(count[i])).rounded())))
        }
        return out
    }
}
