import Foundation
import Testing
import Imaging
import TestSupport

/// Bad images, missing truth and missing models: each is exit 2 and one line on stderr that names the file.
@Suite("Bad input gives exit 2 and one line")
struct BadInputTests {
    static let folder = TestPaths.temporaryFolder("bad-input")
    static let realJPEG = TestPaths.packageRoot.appendingPathComponent("Corpora/real/X51006466778.jpg")

    /// A PNG chunk with its CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        crc ^= 0xFFFF_FFFF
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return be(UInt32(data.count)) + body + be(crc)
    }

    static func makeFiles() throws -> [(String, String)] {
        var files: [(String, String)] = []
        func write(_ name: String, _ bytes: [UInt8]) throws {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            files.append((name, url.path))
        }
        let small = Image(width: 40, height: 30, layout: .gray, fill: 200)
        var png = try ImageFile.encodePNG(small)
        // Corrupt the compressed data: past the signature and IHDR, inside IDAT.
        for i in 45..<min(png.count - 16, 60) { png[i] ^= 0x5A }
        try write("corrupt.png", png)
        let jpeg = [UInt8](try Data(contentsOf: realJPEG))
        try write("truncated.jpg", Array(jpeg.prefix(jpeg.count / 3)))
        try write("text.png", Array("this is not an image\n".utf8))
        try write("empty.jpg", [])
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let huge: [UInt8] = [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 0, 0, 0, 0]  // 100000 × 100000, gray
        try write("huge.png", signature + chunk("IHDR", huge) + chunk("IEND", []))
        files.append(("missing.png", folder.appendingPathComponent("missing.png").path))
        return files
    }

    static let files: [(String, String)] = (try? makeFiles()) ?? []

    @Test("read: a bad image is exit 2 naming the file", arguments: files)
    func read(_ name: String, _ path: String) throws {
        let result = try runScanlab(["read", path])
        #expect(result.status == 2, "\(name): \(result.status) \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(name): \(result.stderr)")
        #expect(result.stderr.contains(name), "\(name): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("compare: a bad image is exit 2 naming the file, before any truth is needed", arguments: files)
    func compare(_ name: String, _ path: String) throws {
        let result = try runScanlab(["compare", path, "--truth", Self.realJPEG.deletingPathExtension().path + ".txt"])
        #expect(result.status == 2, "\(name): \(result.status) \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(name): \(result.stderr)")
        #expect(result.stderr.contains(name), "\(name): \(result.stderr)")
    }

    @Test("compare without a truth file names the files it tried")
    func missingTruth() throws {
        let copy = Self.folder.appendingPathComponent("lonely.jpg")
        try? FileManager.default.copyItem(at: Self.realJPEG, to: copy)
        let result = try runScanlab(["compare", copy.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("lonely.truth.json") && result.stderr.contains("lonely.txt"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let named = try runScanlab(["compare", copy.path, "--truth", Self.folder.appendingPathComponent("nope.txt").path])
        #expect(named.status == 2 && named.stderr.contains("nope.txt"), "\(named.stderr)")
    }

    @Test("a language Tesseract has no model for names the language and the folder searched")
    func missingLanguage() throws {
        let empty = TestPaths.temporaryFolder("no-tessdata")
        let result = try runScanlab(["read", Self.realJPEG.path, "--lang", "vi"], environment: ["TESSDATA_PREFIX": empty.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("vie") && result.stderr.contains(empty.path), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
