import Foundation
import Testing
import Documents
@testable import Imaging
import Rendering
import Scoring
@testable import Readers
import TestSupport

/// TIFF and HEIC pages read by Tesseract as well as the PNG or JPEG of the same page, and bad files refused in one line.
@Suite("TIFF and HEIC input")
struct TIFFAndHEICReadingTests {
    static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/ReadersTests/Fixtures/tesseract")
    /// The issue's bar for Tesseract's own 1-bit G4 test page.
    static let phototestMaxCER = 0.02
    /// HEVC at quality 90 and JPEG at quality 90 lose different detail, so their CERs may differ a little; a turned
    /// or mirrored page would differ by tens of points.
    static let lossyTolerance = 0.01

    static func cer(_ path: String, truth: String) throws -> Double {
        let reader = try TesseractReader(settings: TesseractSettings())
        let reading = try reader.read(imageAt: path, language: .en)
        return TextScorer.score(truth: truth, ocr: reading.text, profile: .standard).cer
    }

    /// The pinned test receipt, rendered, in gray and in colour.
    static func page() throws -> (gray: Image, truth: String) {
        let rendered = try PageRenderer.render(try TestReceipt.document(.en))
        let gray = rendered.image.layout == .gray ? rendered.image : rendered.image.grayscale()
        return (gray, rendered.truth.text)
    }

    @Test("Tesseract's phototest.tif (1-bit, G4) reads at CER of 2% or less")
    func phototest() throws {
        let path = Self.fixtures.appendingPathComponent("phototest.tif").path
        let header = try ImageFile.readHeader(path)
        #expect(header.format == .tiff && header.layout == .gray)
        let truth = try String(contentsOfFile: Self.fixtures.appendingPathComponent("phototest.txt").path, encoding: .utf8)
        let cer = try Self.cer(path, truth: truth)
        #expect(cer <= Self.phototestMaxCER, "CER \(cer)")
    }

    @Test("gray and RGB TIFFs, every compression, decode to the PNG's pixels and read with its CER")
    func losslessTIFFs() throws {
        let (gray, truth) = try Self.page()
        let folder = TestPaths.temporaryFolder("tiff-page")
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("page.png").path
        try ImageFile.write(gray, to: png)
        let pngCER = try Self.cer(png, truth: truth)
        let rgb = gray.rgb()
        for (name, image, compression) in [("gray-lzw", gray, TIFFCodec.Compression.lzw), ("gray-packbits", gray, .packBits),
                                           ("rgb-deflate", rgb, .deflate), ("rgb-none", rgb, .none)] {
            let path = folder.appendingPathComponent(name + ".tif").path
            try TIFFCodec.write([image], to: path, compression: compression)
            let decoded = try ImageFile.read(path)
            #expect(decoded == image, "\(name) decodes to other pixels")
            #expect(try Self.cer(path, truth: truth) == pngCER, "\(name)")
        }
    }

    @Test("1-bit G4 TIFF and the page N of a multi-page TIFF")
    func bitonalAndPages() throws {
        let (gray, _) = try Self.page()
        let folder = TestPaths.temporaryFolder("tiff-pages")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitonal = try #require(Image(width: gray.width, height: gray.height, layout: .gray, pixels: gray.pixels.map { $0 >= 128 ? 255 : 0 }))
        let g4 = folder.appendingPathComponent("g4.tif").path
        try TIFFCodec.write([gray], to: g4, compression: .group4, bitonal: true)
        #expect(try ImageFile.read(g4) == bitonal)
        let blank = Image(width: gray.width, height: gray.height, layout: .gray, fill: 255)
        let multi = folder.appendingPathComponent("two.tif").path
        try TIFFCodec.write([blank, gray], to: multi, compression: .lzw)
        #expect(try ImageFile.read(multi) == blank)
        #expect(try ImageFile.read(multi + "#2") == gray)
        #expect(throws: ImageError.self) { try ImageFile.read(multi + "#3") }
    }

    @Test("HEIC: irot turns the page upright, an EXIF orientation inside is ignored, and the CER is the JPEG's")
    func heic() throws {
        let (gray, truth) = try Self.page()
        let upright = gray.rgb()
        let folder = TestPaths.temporaryFolder("heic-page")
        defer { try? FileManager.default.removeItem(at: folder) }
        let jpeg = folder.appendingPathComponent("page.jpg").path
        try ImageFile.write(upright, to: jpeg, jpegQuality: 90)
        let jpegCER = try Self.cer(jpeg, truth: truth)
        // Stored lying on its side (turned a quarter anticlockwise), shown upright by irot: what an iPhone writes.
        let lying = upright.oriented(.left)
        let cases: [(String, Image, Int, Int?)] = [
            ("plain", upright, 1, nil),
            ("irot", lying, ExifOrientation.right.rawValue, nil),
            ("irot-exif6", lying, ExifOrientation.right.rawValue, 6),
            ("exif6-only", upright, 1, 6),
        ]
        for (name, stored, orientation, exif) in cases {
            let path = folder.appendingPathComponent(name + ".heic").path
            try HEICCodec.encode(stored, orientation: orientation, exifOrientation: exif, to: path)
            let header = try ImageFile.readHeader(path)
            #expect(header.format == .heic)
            let decoded = try ImageFile.read(path)
            #expect(decoded.width == upright.width && decoded.height == upright.height, "\(name) is \(decoded.width)×\(decoded.height)")
            let cer = try Self.cer(path, truth: truth)
            #expect(abs(cer - jpegCER) <= Self.lossyTolerance, "\(name): CER \(cer), JPEG \(jpegCER)")
        }
    }

    @Test("HEIC decoded in a child process gives the in-process decoder's size and pixels")
    func heicChildMatchesInProcess() throws {
        let (gray, _) = try Self.page()
        let folder = TestPaths.temporaryFolder("heic-child")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.heic").path
        try HEICCodec.encode(gray.rgb().oriented(.left), orientation: ExifOrientation.right.rawValue, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let here = try HEICCodec.decodeInThisProcess(bytes, name: path)
        let child = try HEICChild.decode(bytes, name: path)
        #expect(child.width == here.width && child.height == here.height && child.layout == here.layout)
        #expect(child.pixels == here.pixels)
        let header = try HEICChild.header(bytes, name: path)
        #expect(header.width == here.width && header.height == here.height && header.format == .heic)
    }

    /// A decoder that never returns: a child that stops itself stands in for libheif 1.15 on
    /// Fuzz/findings/heic-libheif-1.15-hang.heic (Debian's security update 1.15.1-1+deb12u2 rejects that file, so the
    /// file alone no longer proves the time limit). Decoded in this process (the old code) the test hangs until its
    /// time limit fails it.
    @Test("a HEIC decoder that never returns fails the file with one line at the time limit, and is killed",
          .timeLimit(.minutes(1)))
    func heicHangIsStopped() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Fuzz/findings/heic-libheif-1.15-hang.heic").path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let limit = 3.0
        let start = Date()
        // `sh -c SCRIPT NAME`: NAME is the shell's $0, so the stopped child's command line carries the decoder's name.
        do {
            _ = try HEICChild.decode(bytes, name: path, timeLimit: limit, child: ["/bin/sh", "-c", "kill -STOP $$", HEICChild.command])
            Issue.record("the hanging decoder returned")
        } catch let error as ImageError {
            #expect(error.message.hasPrefix(path + ": "), "\(error.message)")
            #expect(error.message.contains("did not finish in 3 s"), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
        #expect(Date().timeIntervalSince(start) < limit + 10)
        try Self.expectNoDecoderChild()
    }

    /// The fuzz findings themselves, with the libheif installed: libheif 1.15 hung or aborted on them, its Debian
    /// security update rejects them; either way the file fails with one line under its name, within the time limit,
    /// and leaves no decoder behind.
    @Test("the libheif fuzz findings fail with one line each and leave no decoder behind", .timeLimit(.minutes(1)),
          arguments: ["heic-libheif-1.15-hang.heic", "heic-libheif-1.15-abort.heic"])
    func heicFuzzFindingsFail(_ file: String) throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Fuzz/findings/" + file).path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let limit = 3.0
        let start = Date()
        do {
            _ = try HEICChild.decode(bytes, name: path, timeLimit: limit)
            Issue.record("the fuzz finding decoded")
        } catch let error as ImageError {
            #expect(error.message.hasPrefix(path + ": corrupt image: HEIC: "), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
        #expect(Date().timeIntervalSince(start) < limit + 10)
        try Self.expectNoDecoderChild()
    }

    /// No child running the decoder is left once a decode has failed.
    static func expectNoDecoderChild() throws {
        // Other tests may decode HEIC at the same time, briefly; the stopped child would be there in every look.
        var lastSeen: [String] = []
        for _ in 0..<50 {
            lastSeen = Self.decoderChildren()
            if lastSeen.isEmpty { break }
            usleep(100_000)
        }
        #expect(lastSeen.isEmpty, "a decoder child outlived its decode: \(lastSeen)")
    }

    /// This process's living children running `scanlab __decode-heic`, as their /proc stat lines.
    static func decoderChildren() -> [String] {
        let me = String(getpid())
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.compactMap { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", fields[1] == me,
                  let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
                  String(decoding: command, as: UTF8.self).contains(HEICChild.command) else { return nil }
            return stat
        }
    }

    /// A decoder that crashes: a child that kills itself with SIGSEGV stands in for libheif 1.15 on
    /// Fuzz/findings/heic-libheif-1.15-abort.heic (under the fuzzer it grew past 4 GB; in the child, whose address space
    /// is limited, libheif's allocation failed and it aborted; Debian's security update now rejects the file). In this
    /// process (the old code) it would take the run down.
    @Test("a HEIC decoder that crashes fails that file with one line, and the process goes on", .timeLimit(.minutes(1)))
    func heicAbortIsContained() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Fuzz/findings/heic-libheif-1.15-abort.heic").path
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        do {
            _ = try HEICChild.decode(bytes, name: path, child: ["/bin/sh", "-c", "kill -SEGV $$", HEICChild.command])
            Issue.record("the crashing decoder returned")
        } catch let error as ImageError {
            #expect(error.message.hasPrefix(path + ": "), "\(error.message)")
            #expect(error.message.contains("libheif crashed on this file"), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test("a child's failure line gives the parent the same error under the file's name")
    func heicChildFailureLine() {
        let errors: [ImageError] = [
            .unsupported("x", reason: "HEIC of 9 bytes, over the limit"), .corrupt("x", reason: "HEIC: no ftyp box"),
            .tooLarge("x", width: 40_000, height: 2, limit: 30_000), .emptyImage("x"),
        ]
        for error in errors {
            let line = HEICChild.ChildFailure(error).line
            let back = HEICChild.ChildFailure(line: line).error(name: "y.heic", otherwise: "exit status 2")
            #expect(back.message == error.message.replacingOccurrences(of: "x: ", with: "y.heic: "), "\(line)")
        }
        let garbled = HEICChild.ChildFailure(line: "Fatal error: something").error(name: "y.heic", otherwise: "exit status 2")
        #expect(garbled == .corrupt("y.heic", reason: "HEIC: the decoder's child process ended with exit status 2"))
    }

    @Test("bad TIFF and HEIC files: one line naming the file and the cause", arguments: [
        ("truncated", "corrupt image: TIFF"), ("16-bit", "16-bit samples"), ("huge-tile", "TIFF"), ("empty-heic", "HEIC"),
    ])
    func badFiles(kind: String, cause: String) throws {
        let folder = TestPaths.temporaryFolder("bad-tiff")
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes: [UInt8]
        switch kind {
        case "truncated":
            let good = folder.appendingPathComponent("good.tif").path
            let (gray, _) = try Self.page()
            try TIFFCodec.write([gray], to: good, compression: .lzw)
            let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: good)))
            // Cut inside the strips: what a copy interrupted halfway leaves.
            bytes = Array(whole.prefix(whole.count / 3))
        case "16-bit":
            bytes = Self.tinyTIFF(bitsPerSample: 16, tileWidth: nil)
        case "huge-tile":
            bytes = Self.tinyTIFF(bitsPerSample: 8, tileWidth: 65536)
        default:
            // An ftyp box naming HEIC and nothing else: no meta box, no image.
            bytes = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
        }
        let path = folder.appendingPathComponent(kind + ".img").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try ImageFile.read(path)
            Issue.record("\(kind) was read")
        } catch let error as ImageError {
            #expect(error.message.hasPrefix(path + ": "), "\(error.message)")
            #expect(error.message.contains(cause), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    /// A little-endian TIFF of one 4×4 gray page with the given sample depth, in strips or (with a tile width) tiles.
    static func tinyTIFF(bitsPerSample: UInt16, tileWidth: UInt32?) -> [UInt8] {
        var entries: [(UInt16, UInt16, UInt32, UInt32)] = [   // tag, type (3 short, 4 long), count, value
            (256, 4, 1, 4), (257, 4, 1, 4), (258, 3, 1, UInt32(bitsPerSample)), (259, 3, 1, 1), (262, 3, 1, 1), (277, 3, 1, 1),
        ]
        let dataOffset: UInt32 = 200
        if let tileWidth {
            entries += [(322, 4, 1, tileWidth), (323, 4, 1, 16), (324, 4, 1, dataOffset), (325, 4, 1, 32)]
        } else {
            entries += [(273, 4, 1, dataOffset), (278, 4, 1, 4), (279, 4, 1, 32)]
        }
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        var bytes: [UInt8] = [0x49, 0x49, 0x2A, 0x00] + le32(8) + le16(UInt16(entries.count))
        for (tag, type, count, value) in entries.sorted(by: { $0.0 < $1.0 }) {
            bytes += le16(tag) + le16(type) + le32(count) + (type == 3 ? le16(UInt16(value)) + [0, 0] : le32(value))
        }
        bytes += le32(0)
        bytes += [UInt8](repeating: 0, count: Int(dataOffset) - bytes.count) + [UInt8](repeating: 128, count: 32)
        return bytes
    }
}
