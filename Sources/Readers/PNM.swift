import Foundation
import Imaging

/// Binary PGM/PPM (P5/P6): the only input ocrad and gocr accept, so the one place pixels are re-encoded for a reader.
enum PNM {
    /// Encodes gray as P5 and RGB as P6.
    static func encode(_ image: Image) -> [UInt8] {
        let magic = image.layout == .gray ? "P5" : "P6"
        var out = Array("\(magic)\n\(image.width) \(image.height)\n255\n".utf8)
        out.append(contentsOf: image.pixels)
        return out
    }

    /// Decodes P5 or P6 with a maximum value of 255; nil for anything else.
    static func decode(_ bytes: [UInt8]) -> Image? {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "5") || bytes[1] == UInt8(ascii: "6") else { return nil }
        let layout: Image.Layout = bytes[1] == UInt8(ascii: "5") ? .gray : .rgb
        var index = 2
        var numbers: [Int] = []
        while numbers.count < 3 && index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "#") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                var n = 0
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), n < 1_000_000 {
                    n = n * 10 + Int(bytes[index] - UInt8(ascii: "0")); index += 1
                }
                numbers.append(n)
                continue
            }
            index += 1
        }
        // Exactly one whitespace byte separates the header from the samples; the loop above consumed it.
        guard numbers.count == 3, numbers[2] == 255 else { return nil }
        let count = numbers[0] * numbers[1] * layout.rawValue
        guard bytes.count - index >= count else { return nil }
        return Image(width: numbers[0], height: numbers[1], layout: layout, pixels: Array(bytes[index..<index + count]))
    }
}
