import Imaging
import PageFinding
import Testing
@testable import Enhancement

/// `LightAndTone.gainRows` was rewritten for speed (each grid row's cells spread over their columns, then four
/// columns at a time in SSE); it must give exactly the gains of the per-column loop it replaced, since every
/// processed style's bytes depend on them.
@Suite("Light and tone: the gains are those of the per-column loop")
struct LightAndToneKernelTests {
    /// The gains as first written: for each grid row and output column, the two cells, their blend, the gain.
    static func referenceGainRows(_ field: BackgroundField, outputWidth w: Int, multiplier: Float) -> [Int32] {
        var rows = [Int32](repeating: 0, count: field.height * w)
        let sx = Float(field.width) / Float(w)
        let one = Float(1 << LightAndTone.fractionBits)
        let ceiling = Float(Int32.max / 512), numerator = multiplier * LightAndTone.paperLevel
        for j in 0..<field.height {
            for x in 0..<w {
                let fx = (Float(x) + 0.5) * sx - 0.5
                let x0 = max(0, min(field.width - 1, Int(fx.rounded(.down))))
                let x1 = min(field.width - 1, x0 + 1)
                let a = max(0, min(1, fx - Float(x0)))
                let v0 = field.values[j * field.width + x0], v1 = field.values[j * field.width + x1]
                let bg = v0 * (1 - a) + v1 * a
                let gain = numerator / max(LightAndTone.backgroundFloor, bg)
                rows[j * w + x] = Int32(min(ceiling, gain * one))
            }
        }
        return rows
    }

    /// A page whose light falls from paper white to black across it, with noise: gains from 1 to the floor's.
    static func page(width: Int, height: Int, seed: UInt64) -> Image {
        var state = seed
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let light = 250 * (1 - Double(x) / Double(max(1, width - 1)) * Double(y % 7 + 3) / 9)
                pixels[y * width + x] = UInt8(max(0, min(255, light - Double(state >> 60))))
            }
        }
        return Image(width: width, height: height, layout: .gray, pixels: pixels) ?? Image(width: width, height: height, layout: .gray)
    }

    /// Output widths wider and narrower than the grid, not multiples of four (the SSE loop's tail), one column.
    @Test(arguments: [(120, 90, 333), (120, 90, 41), (2000, 1400, 1999), (37, 600, 3), (64, 64, 1), (9, 9, 250)])
    func gainsEqualReference(width: Int, height: Int, outputWidth: Int) {
        let field = BackgroundField.estimate(from: Self.page(width: width, height: height, seed: UInt64(width * 7 + outputWidth)))
        let step = LightAndTone(field: field)
        for multiplier: Float in [1, 1.1875, 3.7, 0.01, 40000] {
            let fast = step.gainRows(outputWidth: outputWidth, multiplier: multiplier)
            let reference = Self.referenceGainRows(field, outputWidth: outputWidth, multiplier: multiplier)
            #expect(fast == reference, "\(width)x\(height) -> \(outputWidth), multiplier \(multiplier)")
        }
    }
}
