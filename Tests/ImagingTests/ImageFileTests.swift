import Foundation
import Testing
import TestSupport
@testable import Imaging

/// Small synthetic images for codec tests.
enum Samples {
    /// A smooth gradient with a dark block, so JPEG error stays small and PNG must keep every sample.
    static func gray(width: Int = 96, height: Int = 64) -> Image {
        var image = Image(width: width, height: height, layout: .gray)
        for y in 0..<height {
            for x in 0..<width {
                let inBlock = x > width / 4 && x < width / 2 && y > height / 4 && y < height / 2
                image.pixels[y * width + x] = inBlock ? 20 : UInt8(60 + (x * 150) / width + (y * 40) / height)
            }
        }
        return image
    }

    static func rgb(width: Int = 96, height: Int = 64) -> Image {
        var image = Image(width: width, height: height, layout: .rgb)
        for y in 0..<height {
            for x in 0..<width {
                let i = 3 * (y * width + x)
                image.pixels[i] = UInt8(40 + (x * 180) / width)
                image.pixels[i + 1] = UInt8(40 + (y * 180) / height)
                image.pixels[i + 2] = UInt8(200 - (x + y) * 100 / (width + height))
            }
        }
        return image
    }

    static func meanAbsoluteDifference(_ a: Image, _ b: Image) -> Double {
        zip(a.pixels, b.pixels).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(max(1, a.pixels.count))
    }
}

@Suite("PNG and JPEG round trips")
struct ImageRoundTripTests {
    @Test(arguments: [Image.Layout.gray, .rgb])
    func pngKeepsEverySample(layout: Image.Layout) throws {
        let image = layout == .gray ? Samples.gray() : Samples.rgb()
        let bytes = try ImageFile.encodePNG(image)
        #expect(ImageFormat(sniffing: bytes) == .png)
        let back = try ImageFile.decode(bytes, name: "round.png")
        #expect(back == image)
        let header = try ImageFile.header(of: bytes, name: "round.png")
        #expect(header == ImageHeader(width: image.width, height: image.height, format: .png, layout: layout))
    }

    @Test(arguments: [Image.Layout.gray, .rgb])
    func jpegKeepsLayoutAndLooksAlike(layout: Image.Layout) throws {
        let image = layout == .gray ? Samples.gray() : Samples.rgb()
        let bytes = try ImageFile.encodeJPEG(image, quality: 92)
        #expect(ImageFormat(sniffing: bytes) == .jpeg)
        let back = try ImageFile.decode(bytes, name: "round.jpg")
        #expect(back.layout == layout)
        #expect(back.width == image.width && back.height == image.height)
        #expect(Samples.meanAbsoluteDifference(back, image) < 3)
        let header = try ImageFile.header(of: bytes, name: "round.jpg")
        #expect(header == ImageHeader(width: image.width, height: image.height, format: .jpeg, layout: layout))
    }

    @Test func bitonalPNGDecodesToBlackAndWhite() throws {
        let image = Samples.gray(width: 37, height: 11)  // odd width exercises the bit packing tail
        let bytes = try ImageFile.encodeBitonalPNG(image, threshold: 128)
        #expect(bytes[24] == 1)  // IHDR bit depth
        #expect(bytes[25] == 0)  // IHDR colour type: gray
        let back = try ImageFile.decode(bytes, name: "ink.png")
        #expect(back.layout == .gray)
        #expect(back.pixels == image.pixels.map { $0 >= 128 ? 255 : 0 })
        #expect(bytes.count < (try ImageFile.encodePNG(image)).count)
    }

    @Test func writeIsAtomicAndPicksTheFormatByExtension() throws {
        let folder = TestPaths.temporaryFolder("imagefile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gray = Samples.gray()
        for name in ["a.png", "b.jpg", "c.JPEG"] {
            let path = folder.appendingPathComponent(name).path
            try ImageFile.write(gray, to: path, jpegQuality: 95)
            let header = try ImageFile.readHeader(path)
            #expect(header.format == (name.hasSuffix("png") ? .png : .jpeg))
            let back = try ImageFile.read(path)
            #expect(Samples.meanAbsoluteDifference(back, gray) < 3)
        }
        // Overwriting replaces the file; no temporary files stay behind.
        try ImageFile.write(Samples.rgb(), to: folder.appendingPathComponent("a.png").path)
        #expect(try ImageFile.read(folder.appendingPathComponent("a.png").path) == Samples.rgb())
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["a.png", "b.jpg", "c.JPEG"])
        let bad = folder.appendingPathComponent("d.tiff").path
        #expect(throws: ImageError.self) { try ImageFile.write(gray, to: bad) }
        let unwritable = folder.appendingPathComponent("no/such/folder/e.png").path
        let error = #expect(throws: ImageError.self) { try ImageFile.write(gray, to: unwritable) }
        #expect(error?.message.contains(unwritable) == true)
    }

    @Test func rgbAndGrayConvert() {
        let rgb = Samples.rgb()
        let gray = rgb.grayscale()
        #expect(gray.layout == .gray)
        // White stays white and the weights follow BT.601.
        var probe = Image(width: 2, height: 1, layout: .rgb)
        probe.pixels = [255, 255, 255, 255, 0, 0]
        #expect(probe.grayscale().pixels == [255, 76])
        #expect(gray.rgb().grayscale() == gray)
    }
}
