import Foundation
import Testing
import TestSupport
@testable import Imaging

/// Bad inputs, generated at test time: each must throw the right `ImageError` naming the file.
@Suite("Bad image files")
struct BadImageTests {
    enum Expected: Sendable { case missing, empty, unknown, corrupt, tooLarge, emptyImage }

    /// Builds a bad file's bytes; nil means "no file at all".
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let expected: Expected
        let make: @Sendable () throws -> [UInt8]?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "missing.png", expected: .missing) { nil },
        Case(name: "empty.png", expected: .empty) { [] },
        Case(name: "text.jpg", expected: .unknown) { Array("just some words, not an image\n".utf8) },
        Case(name: "truncated.png", expected: .corrupt) {
            let bytes = try ImageFile.encodePNG(Samples.rgb(width: 200, height: 120))
            return Array(bytes.prefix(bytes.count / 2))
        },
        Case(name: "truncated-header.png", expected: .corrupt) {
            Array(try ImageFile.encodePNG(Samples.gray()).prefix(20))
        },
        Case(name: "truncated.jpg", expected: .corrupt) {
            let bytes = try ImageFile.encodeJPEG(Samples.rgb(width: 200, height: 120), quality: 90)
            return Array(bytes.prefix(bytes.count / 2))
        },
        Case(name: "corrupt-idat.png", expected: .corrupt) {
            var bytes = try ImageFile.encodePNG(Samples.rgb(width: 200, height: 120))
            let idat = try #require(BadImageTests.chunkData(bytes, type: "IDAT"))
            for i in idat.lowerBound + idat.count / 2 ..< idat.lowerBound + idat.count / 2 + 16 { bytes[i] ^= 0x5A }
            return bytes
        },
        Case(name: "corrupt-scan.jpg", expected: .corrupt) {
            var bytes = try ImageFile.encodeJPEG(Samples.rgb(width: 200, height: 120), quality: 90)
            let scan = try #require(BadImageTests.scanStart(bytes))
            // Bytes of 0xFF followed by a non-zero byte are markers where none may be.
            let middle = scan + (bytes.count - scan) / 2
            for i in stride(from: middle, to: middle + 32, by: 2) { bytes[i] = 0xFF; bytes[i + 1] = 0x47 }
            return bytes
        },
        Case(name: "huge.png", expected: .tooLarge) { BadImageTests.pngHeaderOnly(width: 100_000, height: 100_000) },
        Case(name: "huge.jpg", expected: .tooLarge) {
            try BadImageTests.jpegWithSize(width: 60_000, height: 60_000)
        },
        Case(name: "zero.png", expected: .emptyImage) { BadImageTests.pngHeaderOnly(width: 0, height: 10) },
        Case(name: "zero.jpg", expected: .emptyImage) { try BadImageTests.jpegWithSize(width: 10, height: 0) },
    ]

    @Test(arguments: cases)
    func throwsANamedError(_ badCase: Case) throws {
        let folder = TestPaths.temporaryFolder("badimages")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(badCase.name).path
        if let bytes = try badCase.make() {
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        }
        let error = #expect(throws: ImageError.self) { _ = try ImageFile.read(path) }
        guard let error else { return }
        #expect(error.message.contains(path), "message must name the file: \(error.message)")
        switch (badCase.expected, error) {
        case (.missing, .missingFile), (.empty, .emptyFile), (.unknown, .unknownFormat),
             (.corrupt, .corrupt), (.tooLarge, .tooLarge), (.emptyImage, .emptyImage):
            break
        default:
            Issue.record("expected \(badCase.expected), got \(error)")
        }
    }

    @Test func headerReadsWithoutDecoding() throws {
        let folder = TestPaths.temporaryFolder("badimages")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.pngHeaderOnly(width: 100_000, height: 7))))
        #expect(try ImageFile.readHeader(path) == ImageHeader(width: 100_000, height: 7, format: .png, layout: .gray))
    }

    // MARK: crafting

    /// The byte range of the first chunk of `type`'s data.
    static func chunkData(_ bytes: [UInt8], type: String) -> Range<Int>? {
        var at = 8
        while at + 8 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if Array(bytes[at + 4 ..< at + 8]) == Array(type.utf8) { return at + 8 ..< at + 8 + length }
            at += 12 + length
        }
        return nil
    }

    /// A PNG signature and an IHDR chunk with a valid CRC, declaring any size; no pixel data follows.
    static func pngHeaderOnly(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        let body = Array("IHDR".utf8) + be(width) + be(height) + [8, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + body + be(crc32(body))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A real small JPEG whose SOF0 marker is rewritten to declare another size.
    static func jpegWithSize(width: Int, height: Int) throws -> [UInt8] {
        var bytes = try ImageFile.encodeJPEG(Samples.gray(width: 16, height: 16), quality: 80)
        var at = 2
        while at + 9 < bytes.count {
            guard bytes[at] == 0xFF else { break }
            let marker = bytes[at + 1]
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if marker == 0xC0 {
                bytes[at + 5] = UInt8(height >> 8); bytes[at + 6] = UInt8(height & 0xFF)
                bytes[at + 7] = UInt8(width >> 8); bytes[at + 8] = UInt8(width & 0xFF)
                return bytes
            }
            at += 2 + length
        }
        throw CraftingError.noSOF
    }

    /// Where the entropy-coded data begins: just after the SOS segment.
    static func scanStart(_ bytes: [UInt8]) -> Int? {
        var at = 2
        while at + 4 < bytes.count, bytes[at] == 0xFF {
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if bytes[at + 1] == 0xDA { return at + 2 + length }
            at += 2 + length
        }
        return nil
    }

    enum CraftingError: Error { case noSOF }
}
