import Foundation
import Testing
@testable import Imaging

/// JPEGs with an EXIF orientation spliced in byte by byte, as phone cameras write them.
enum ExifSamples {
    /// 4 × 3 blocks of 16 pixels, each a different value (or colour), so every flip and turn is told apart
    /// even after JPEG loss.
    static func blocks(_ layout: Image.Layout) -> Image {
        let side = 16, columns = 4, rows = 3
        var image = Image(width: side * columns, height: side * rows, layout: layout)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let block = (y / side) * columns + x / side
                let i = (y * image.width + x) * image.channels
                if layout == .gray {
                    image.pixels[i] = UInt8(10 + block * 20)
                } else {
                    image.pixels[i] = UInt8(10 + block * 20)
                    image.pixels[i + 1] = UInt8(230 - block * 15)
                    image.pixels[i + 2] = UInt8(block % 2 == 0 ? 40 : 200)
                }
            }
        }
        return image
    }

    /// An APP1 payload: "Exif\0\0", a TIFF header in the byte order asked for, and IFD0 with the entries given.
    /// - Parameters:
    ///   - entries: (tag, type, count, value) of each entry; the value sits at the start of the 4-byte field.
    ///   - ifdOffset: where IFD0 is said to start (8, right after the TIFF header, when nil).
    ///   - entryCount: the count the IFD declares (the number of entries when nil).
    static func exifPayload(bigEndian: Bool, entries: [(tag: Int, type: Int, count: Int, value: Int)],
                            ifdOffset: Int? = nil, entryCount: Int? = nil) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] {
            let b = [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
            return bigEndian ? b : b.reversed()
        }
        func u32(_ v: Int) -> [UInt8] {
            let b = [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
            return bigEndian ? b : b.reversed()
        }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(ifdOffset ?? 8)
        tiff += u16(entryCount ?? entries.count)
        for entry in entries {
            tiff += u16(entry.tag) + u16(entry.type) + u32(entry.count)
            // SHORT values are left-justified in the 4-byte field; LONG values fill it.
            tiff += entry.type == 3 ? u16(entry.value) + [0, 0] : u32(entry.value)
        }
        tiff += u32(0) // no IFD1
        return Array("Exif".utf8) + [0, 0] + tiff
    }

    /// The usual IFD0 of a camera: a make, the orientation, then a resolution.
    static func orientationPayload(_ value: Int, bigEndian: Bool) -> [UInt8] {
        exifPayload(bigEndian: bigEndian, entries: [(0x010F, 2, 4, 0x41424300), (0x0112, 3, 1, value), (0x011A, 5, 1, 0)])
    }

    /// `jpeg` with an APP1 segment holding `payload` right after SOI; `declaredLength` overrides the length field.
    static func splice(_ payload: [UInt8], into jpeg: [UInt8], declaredLength: Int? = nil) -> [UInt8] {
        let length = declaredLength ?? payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)] + payload
        return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
    }

    /// The upright picture, written from the EXIF definitions of where the stored top row and left column go;
    /// independent of the tiled stepping in `Image.oriented`.
    static func expectedUpright(_ stored: Image, _ value: Int) -> Image {
        let w = stored.width, h = stored.height
        let swaps = value >= 5
        var out = Image(width: swaps ? h : w, height: swaps ? w : h, layout: stored.layout)
        for row in 0..<out.height {
            for column in 0..<out.width {
                let (x, y): (Int, Int)
                switch value {
                case 2: (x, y) = (w - 1 - column, row)          // stored left column shown on the right
                case 3: (x, y) = (w - 1 - column, h - 1 - row)  // upside down
                case 4: (x, y) = (column, h - 1 - row)          // stored top row shown at the bottom
                case 5: (x, y) = (row, column)                  // stored top row shown as the left column
                case 6: (x, y) = (row, h - 1 - column)          // stored top row shown as the right column
                case 7: (x, y) = (w - 1 - row, h - 1 - column)  // top row on the right, left column at the bottom
                case 8: (x, y) = (w - 1 - row, column)          // stored top row shown as the left column, read upward
                default: (x, y) = (column, row)
                }
                for c in 0..<stored.channels {
                    out.pixels[(row * out.width + column) * stored.channels + c] = stored.pixels[(y * w + x) * stored.channels + c]
                }
            }
        }
        return out
    }

    /// Mean of a 6 × 6 patch around a point, over all channels: the block's value, whatever JPEG did to its edges.
    static func patchMean(_ image: Image, x: Int, y: Int) -> [Double] {
        (0..<image.channels).map { c in
            var sum = 0.0
            for dy in -3..<3 { for dx in -3..<3 { sum += Double(image.pixels[((y + dy) * image.width + x + dx) * image.channels + c]) } }
            return sum / 36
        }
    }
}

@Suite("EXIF orientation")
struct ExifOrientationTests {
    static let cases: [(Int, Bool)] = (1...8).flatMap { value in [(value, true), (value, false)] }

    /// Every orientation in both byte orders, gray and RGB: the decode is the upright picture, block for block.
    @Test(arguments: cases)
    func decodeReturnsTheUprightImage(value: Int, bigEndian: Bool) throws {
        for layout in [Image.Layout.gray, .rgb] {
            let stored = ExifSamples.blocks(layout)
            let plain = try ImageFile.encodeJPEG(stored, quality: 95)
            let bytes = ExifSamples.splice(ExifSamples.orientationPayload(value, bigEndian: bigEndian), into: plain)
            #expect(ExifOrientation.of(jpeg: bytes).rawValue == value)
            let decoded = try ImageFile.decode(bytes, name: "o\(value).jpg")
            let expected = ExifSamples.expectedUpright(stored, value)
            #expect(decoded.layout == layout)
            #expect(decoded.width == expected.width && decoded.height == expected.height)
            guard decoded.width == expected.width, decoded.height == expected.height else { continue }
            // Block centres are 16 apart; each must carry its own block's value, well inside the 15-20 step between blocks.
            for by in stride(from: 8, to: expected.height, by: 16) {
                for bx in stride(from: 8, to: expected.width, by: 16) {
                    let got = ExifSamples.patchMean(decoded, x: bx, y: by), want = ExifSamples.patchMean(expected, x: bx, y: by)
                    #expect(zip(got, want).allSatisfy { abs($0 - $1) < 5 }, "orientation \(value) \(layout) block at \(bx),\(by): \(got) vs \(want)")
                }
            }
            // The whole picture stays close too, and decoding the same pixels with no tag and turning them agrees exactly.
            #expect(Samples.meanAbsoluteDifference(decoded, expected) < 3)
            let unturned = try ImageFile.decode(plain, name: "plain.jpg")
            #expect(decoded == ExifSamples.expectedUpright(unturned, value))
        }
    }

    /// Where the stored top-left block ends up, as a viewer shows it: the meaning of each value, stated plainly.
    @Test func topLeftBlockLandsWhereViewersPutIt() throws {
        let stored = ExifSamples.blocks(.gray) // top-left block is 10, the darkest
        let corners: [Int: (right: Bool, bottom: Bool)] = [1: (false, false), 2: (true, false), 3: (true, true), 4: (false, true),
                                                            5: (false, false), 6: (true, false), 7: (true, true), 8: (false, true)]
        for (value, corner) in corners {
            let turned = stored.oriented(try #require(ExifOrientation(rawValue: value)))
            let x = corner.right ? turned.width - 1 : 0, y = corner.bottom ? turned.height - 1 : 0
            #expect(turned.pixels[y * turned.width + x] == 10, "orientation \(value)")
        }
        // 6 is a phone held upright: the stored left column becomes the top row.
        let right = stored.oriented(.right)
        #expect(right.width == stored.height && right.height == stored.width)
        #expect((0..<right.width).allSatisfy { right.pixels[$0] == stored.pixels[(stored.height - 1 - $0) * stored.width] })
    }

    /// Sizes that are not multiples of the 64-pixel tiles, so partial tiles at the right and bottom are covered.
    @Test(arguments: [Image.Layout.gray, .rgb])
    func orientedMatchesTheDefinitionAcrossTiles(layout: Image.Layout) throws {
        var stored = Image(width: 150, height: 97, layout: layout)
        for i in stored.pixels.indices { stored.pixels[i] = UInt8(truncatingIfNeeded: i &* 2654435761 >> 7) }
        for orientation in ExifOrientation.allCases {
            #expect(stored.oriented(orientation) == ExifSamples.expectedUpright(stored, orientation.rawValue), "\(orientation)")
        }
    }

    @Test(arguments: [true, false])
    func headerReportsTheUprightSize(bigEndian: Bool) throws {
        let stored = ExifSamples.blocks(.rgb) // 64 × 48
        let plain = try ImageFile.encodeJPEG(stored, quality: 90)
        let turned = ExifSamples.splice(ExifSamples.orientationPayload(6, bigEndian: bigEndian), into: plain)
        #expect(try ImageFile.header(of: turned, name: "six.jpg")
                == ImageHeader(width: 48, height: 64, format: .jpeg, layout: .rgb, orientation: .right))
        let flipped = ExifSamples.splice(ExifSamples.orientationPayload(3, bigEndian: bigEndian), into: plain)
        #expect(try ImageFile.header(of: flipped, name: "three.jpg")
                == ImageHeader(width: 64, height: 48, format: .jpeg, layout: .rgb, orientation: .down))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-exif-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("six.jpg").path
        try ImageFile.writeAtomically(turned, to: path)
        let header = try ImageFile.readHeader(path)
        let image = try ImageFile.read(path)
        #expect(header.width == image.width && header.height == image.height && image.width == 48)
    }

    /// Broken EXIF means "as stored": the file still decodes, unturned, and nothing throws or traps.
    @Test(arguments: ["truncated segment", "IFD past the end", "entry count overflow", "value count overflow",
                      "value 0", "value 9", "wrong type", "bad byte order", "bad TIFF magic", "not Exif"])
    func malformedExifMeansUp(kind: String) throws {
        let stored = ExifSamples.blocks(.gray)
        let plain = try ImageFile.encodeJPEG(stored, quality: 90)
        let good = ExifSamples.orientationPayload(6, bigEndian: true)
        let payload: [UInt8]
        switch kind {
        case "truncated segment": payload = Array(good.prefix(6 + 8 + 2 + 12 + 6)) // ends inside the orientation entry
        case "IFD past the end":
            payload = ExifSamples.exifPayload(bigEndian: false, entries: [(0x0112, 3, 1, 6)], ifdOffset: 0xFFFF_FF00)
        case "entry count overflow":
            payload = ExifSamples.exifPayload(bigEndian: true, entries: [(0x0112, 3, 1, 6)], entryCount: 0xFFFF)
        case "value count overflow": payload = ExifSamples.exifPayload(bigEndian: false, entries: [(0x0112, 3, 0xFFFF_FFFF, 6)])
        case "value 0": payload = ExifSamples.orientationPayload(0, bigEndian: false)
        case "value 9": payload = ExifSamples.orientationPayload(9, bigEndian: true)
        case "wrong type": payload = ExifSamples.exifPayload(bigEndian: true, entries: [(0x0112, 2, 1, 6)])
        case "bad byte order": payload = Array(good.prefix(6)) + [0x49, 0x4D] + Array(good.dropFirst(8))
        case "bad TIFF magic": payload = Array(good.prefix(8)) + [0x00, 0x2B] + Array(good.dropFirst(10))
        default: payload = Array("Exit".utf8) + Array(good.dropFirst(4))
        }
        let bytes = ExifSamples.splice(payload, into: plain)
        #expect(ExifOrientation.of(jpeg: bytes) == .up)
        let decoded = try ImageFile.decode(bytes, name: "\(kind).jpg")
        #expect(decoded == (try ImageFile.decode(plain, name: "plain.jpg")))
        #expect(try ImageFile.header(of: bytes, name: "\(kind).jpg").orientation == .up)
    }

    /// An APP1 length that runs past the end of the file, every prefix of a tagged file, and random damage
    /// to the segment: the parser answers without trapping, and only ever `.up` or the tag's value.
    @Test func damagedBytesNeverTrap() throws {
        let plain = try ImageFile.encodeJPEG(ExifSamples.blocks(.gray), quality: 90)
        let payload = ExifSamples.orientationPayload(8, bigEndian: false)
        let overlong = ExifSamples.splice(payload, into: plain, declaredLength: 0xFFFF)
        #expect(ExifOrientation.of(jpeg: Array(overlong.prefix(400))) == .up)
        let tagged = ExifSamples.splice(payload, into: plain)
        let segmentEnd = 4 + 2 + payload.count
        for count in 0...segmentEnd + 8 {
            let found = ExifOrientation.of(jpeg: Array(tagged.prefix(count)))
            #expect(found == (count >= segmentEnd ? .left : .up), "prefix of \(count) bytes")
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        var seen = Set<Int>()
        for _ in 0..<3000 {
            var damaged = tagged
            for _ in 0..<(1 + next() % 4) { damaged[4 + next() % (segmentEnd - 4)] = UInt8(next() & 0xFF) }
            seen.insert(ExifOrientation.of(jpeg: damaged).rawValue)
        }
        #expect(seen.isSubset(of: Set(1...8)))
    }

    /// An XMP APP1 before the EXIF one is passed over.
    @Test func exifAfterAnotherAPP1IsFound() throws {
        let plain = try ImageFile.encodeJPEG(ExifSamples.blocks(.gray), quality: 90)
        let xmp = Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>".utf8)
        let bytes = ExifSamples.splice(xmp, into: ExifSamples.splice(ExifSamples.orientationPayload(5, bigEndian: true), into: plain))
        #expect(ExifOrientation.of(jpeg: bytes) == .leftMirrored)
        #expect(try ImageFile.decode(bytes, name: "xmp.jpg").width == 48)
    }
}
