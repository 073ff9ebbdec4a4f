import Testing
@testable import Imaging

/// PNGs of the kinds other tools write (palette, 16-bit, alpha, low bit depths), built here byte by byte
/// with stored (uncompressed) deflate blocks, so the decoder's conversions are checked against known values.
enum RawPNG {
    static func make(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, rows: [[UInt8]],
                     palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw += row }  // filter type 0 on every row
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [bitDepth, colourType, 0, 0, 0])
        if let palette { png += chunk("PLTE", palette) }
        if let transparency { png += chunk("tRNS", transparency) }
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return png
    }

    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(BadImageTests.crc32(body))
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var at = 0
        repeat {
            let n = min(65_535, data.count - at)
            let final: UInt8 = at + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[at ..< at + n]
            at += n
        } while at < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + be(b << 16 | a)
    }
}

@Suite("PNG variants")
struct PNGVariantTests {
    @Test func crafterMatchesTheDecoderOnPlainGray() throws {
        let bytes = RawPNG.make(width: 3, height: 1, bitDepth: 8, colourType: 0, rows: [[0, 128, 255]])
        #expect(try ImageFile.decode(bytes, name: "plain.png").pixels == [0, 128, 255])
    }

    @Test func sixteenBitGrayKeepsTheHighByte() throws {
        let bytes = RawPNG.make(width: 3, height: 1, bitDepth: 16, colourType: 0, rows: [[0xFF, 0xFF, 0x00, 0x00, 0x80, 0x7F]])
        let image = try ImageFile.decode(bytes, name: "sixteen.png")
        #expect(image.layout == .gray)
        #expect(image.pixels == [255, 0, 128])
    }

    @Test func lowBitDepthGrayIsScaled() throws {
        // 2-bit samples 0, 1, 2, 3 packed in one byte.
        let bytes = RawPNG.make(width: 4, height: 1, bitDepth: 2, colourType: 0, rows: [[0b00_01_10_11]])
        #expect(try ImageFile.decode(bytes, name: "two-bit.png").pixels == [0, 85, 170, 255])
    }

    @Test func grayAlphaIsCompositedOnWhite() throws {
        let bytes = RawPNG.make(width: 3, height: 1, bitDepth: 8, colourType: 4, rows: [[100, 255, 100, 0, 0, 128]])
        let image = try ImageFile.decode(bytes, name: "gray-alpha.png")
        #expect(image.layout == .gray)
        #expect(image.pixels == [100, 255, 127])
    }

    @Test func rgbaIsCompositedOnWhite() throws {
        let bytes = RawPNG.make(width: 2, height: 1, bitDepth: 8, colourType: 6, rows: [[255, 0, 0, 128, 10, 20, 30, 255]])
        let image = try ImageFile.decode(bytes, name: "rgba.png")
        #expect(image.layout == .rgb)
        #expect(image.pixels == [255, 127, 127, 10, 20, 30])
    }

    @Test func paletteWithTransparencyBecomesRGB() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 0, 255, 0, 0, 0]
        let bytes = RawPNG.make(width: 3, height: 2, bitDepth: 8, colourType: 3, rows: [[0, 1, 2], [2, 1, 0]],
                                palette: palette, transparency: [255, 255, 0])
        let image = try ImageFile.decode(bytes, name: "palette.png")
        #expect(image.layout == .rgb)
        // Entry 2 is fully transparent black: white after compositing.
        #expect(image.pixels == [255, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 0, 0, 255, 255, 0, 0])
        #expect(try ImageFile.header(of: bytes, name: "palette.png").layout == .rgb)
    }

    @Test func paletteIndexOutOfRangeIsAnError() throws {
        let bytes = RawPNG.make(width: 2, height: 1, bitDepth: 8, colourType: 3, rows: [[0, 7]], palette: [1, 2, 3])
        // libpng 1.6 maps an index past the palette to black rather than reading past it.
        let image = try ImageFile.decode(bytes, name: "bad-palette.png")
        #expect(image.pixels == [1, 2, 3, 0, 0, 0])
    }

    @Test func tooFewRowsIsCorrupt() throws {
        let bytes = RawPNG.make(width: 3, height: 4, bitDepth: 8, colourType: 0, rows: [[1, 2, 3]])
        let error = #expect(throws: ImageError.self) { try ImageFile.decode(bytes, name: "short.png") }
        #expect(error?.message.hasPrefix("short.png: ") == true)
    }
}
