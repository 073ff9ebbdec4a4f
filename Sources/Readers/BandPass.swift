import Documents
import Geometry

/// zxing's look for Data Matrix symbols away from the middle of the image: the full-size image read again in
/// overlapping horizontal bands, each as an image of its own, for Data Matrix only and without trying harder.
///
/// zxing-cpp 1.4 as Debian builds it (without C++20 coroutines) has its multi-line Data Matrix scan compiled out:
/// it looks for a Data Matrix only along the image's horizontal and vertical centre lines. A label's Data Matrix
/// above or below the middle of a raw photo is then missed (the styles crop to the page and often bring it onto a
/// centre line). In a band, the band's own centre line is another row of the image. A symbol `d` pixels high lies
/// whole inside a band whose centre line crosses it when step ≤ d ≤ (`stepsPerBand` − 1) × step.
/// Measured on the 42 Data Matrix symbols of 150 ordinary 4K photos (Scripts/bench-codes.sh styles, raw photos,
/// labels' symbols 240–300 px high at 11–15 px per module): the full read found 4 of the 12 at ≥ 3 px per module
/// and 5 of 42; bands 3 steps high every 1/16 of the height found 12 of 12 and 14 of 42; 4 steps high, 11 of 12
/// (one symbol crossed by a centre line only 18 px inside its edge); 2 steps high every 1/8 or 1/6, 6 to 8 of 12.
enum BandPass {
    /// The step between band tops, as a fraction of the image height (1/16: 240 px on a 4K photo).
    static let stepsPerImage = 16
    /// A band's height in steps (see the measurement above).
    static let stepsPerBand = 3
    /// The smallest step, in pixels: zxing-cpp's smallest Data Matrix it looks for (8 modules of 2 px). A floor against
    /// degenerate bands, not a measured figure: images under 256 px high are read whole only.
    static let minimumStep = 16

    /// The row ranges to read, top to bottom, covering every row; none for an image too small for bands.
    static func bands(height: Int) -> [Range<Int>] {
        let step = height / stepsPerImage
        guard step >= minimumStep else { return [] }
        let bandHeight = stepsPerBand * step
        var bands: [Range<Int>] = []
        var top = 0
        while top + bandHeight <= height {
            bands.append(top..<(top + bandHeight))
            top += step
        }
        if let last = bands.last, last.upperBound < height { bands.append((height - bandHeight)..<height) }
        return bands
    }

    /// A code found in a band, with its box in the whole image's pixels.
    static func shifted(_ code: ReadCode, down rows: Int) -> ReadCode {
        var code = code
        code.box = Box(x: code.box.x, y: code.box.y + Double(rows), width: code.box.width, height: code.box.height)
        return code
    }
}
