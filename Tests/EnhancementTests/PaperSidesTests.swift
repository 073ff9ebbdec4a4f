import Foundation
import Imaging
import Testing
@testable import Enhancement

/// The table beside a curled page's bowed sides is blanked; straight sides and shadows are left alone.
@Suite("paper sides: table beside bowed sides blanked")
struct PaperSidesTests {
    /// Paper (level 220) with text-like bars, and table (level 110, with lighter specks) beside each side up to
    /// `strip(y)` px in from it.
    static func page(width: Int = 600, height: Int = 900, strip: (Int) -> Int) -> Image {
        var image = Image(width: width, height: height, layout: .gray, fill: 220)
        for y in 0..<height {
            let s = strip(y)
            for x in 0..<width {
                let i = y * width + x
                if x < s || x >= width - s {
                    image.pixels[i] = (x * 7 + y * 13) % 17 == 0 ? 200 : 110
                } else if (y / 12) % 3 == 0, x > 60, x < width - 60, (x / 9) % 4 != 0 {
                    image.pixels[i] = 30
                }
            }
        }
        return image
    }

    /// A strip 4 px wide at the page's ends and `depth` px mid-page, as after flattening a curled page.
    static func bowed(_ depth: Double, height: Int = 900) -> (Int) -> Int {
        { y in
            let t = 2 * Double(y) / Double(height) - 1
            return Int((4 + (depth - 4) * (1 - t * t)).rounded())
        }
    }

    @Test("sides that bow inward by over half a capital are found and the table beyond them painted white")
    func bowedSides() throws {
        let image = Self.page(strip: Self.bowed(40))
        let sides = PaperSides.find(in: image, capHeight: 24)
        let left = try #require(sides.left), right = try #require(sides.right)
        #expect(sides.bow > 25 && sides.bow < 45, "bow \(sides.bow) px")
        // Mid-page the blanked strip ends within a few px of the strip's 40 px plus the rim taken with it.
        let expected = 40 + Int((PaperSides.rimInCapitals * 24).rounded())
        #expect(abs(left[450] - expected) <= 4 && abs(right[450] - expected) <= 4, "edges \(left[450]), \(right[450]) at mid-page")
        let blanked = PaperSides.blank(image, sides)
        // No table pixel is left beside the paper mid-page, and the print is untouched.
        let row = 450 * image.width
        #expect((0..<36).allSatisfy { blanked.pixels[row + $0] == 255 })
        #expect((image.width - 36..<image.width).allSatisfy { blanked.pixels[row + $0] == 255 })
        #expect(Array(blanked.pixels[(row + 60)..<(row + 540)]) == Array(image.pixels[(row + 60)..<(row + 540)]), "print beside the edge was blanked")
    }

    @Test("a straight strip of table (a found quad a little outside a flat page) is left alone")
    func straightSides() {
        let image = Self.page(strip: { _ in 20 })
        let sides = PaperSides.find(in: image, capHeight: 24)
        #expect(sides.left == nil && sides.right == nil)
        #expect(PaperSides.blank(image, sides) == image)
    }

    @Test("a shadow darkening the paper's side mid-page is not taken for table")
    func shadowRamp() {
        // No table; the left side is shadowed, the shade ramping back to full light over 60 px from a line that
        // bows inward like a curled page's side, so only the ramp's width tells it from an edge.
        var image = Self.page(strip: { _ in 0 })
        let start = Self.bowed(30)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let light = min(1, 0.55 + 0.45 * max(0, Double(x - start(y))) / 60)
                image.pixels[y * image.width + x] = UInt8(Double(image.pixels[y * image.width + x]) * light)
            }
        }
        let sides = PaperSides.find(in: image, capHeight: 24)
        #expect(sides.left == nil, "a shadow's ramp was taken for the paper's edge")
    }
}
