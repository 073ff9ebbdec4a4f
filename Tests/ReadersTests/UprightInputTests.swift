import Foundation
import Testing
import Imaging
@testable import Readers
import TestSupport

/// External programs get upright pixels: an EXIF-turned JPEG is handed over as an upright PNG, any other file as it is.
@Suite("Upright input for external readers")
struct UprightInputTests {
    /// A 40 × 24 JPEG, dark on its left half, stored with the EXIF orientation `value` (big-endian TIFF).
    static func jpeg(orientation value: Int, in folder: URL) throws -> String {
        var image = Image(width: 40, height: 24, layout: .gray, fill: 220)
        for y in 0..<24 { for x in 0..<20 { image.pixels[y * 40 + x] = 30 } }
        let plain = try ImageFile.encodeJPEG(image, quality: 90)
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(value), 0, 0, 0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload
        let path = folder.appendingPathComponent("o\(value).jpg").path
        try ImageFile.writeAtomically(Array(plain[0..<2]) + segment + Array(plain[2...]), to: path)
        return path
    }

    static func readers() throws -> [any Reader] {
        var command = ReaderDeclaration(id: "echo-path", kind: .command, engine: "fake")
        command.command = ["/bin/sh", "-c", "printf '%s\\n' \"$0\"", "{image}"]
        command.timeout = 10
        var worker = ReaderDeclaration(id: "echo-path-worker", kind: .worker, engine: "fake worker")
        worker.command = [FaultTests.fixtures + "/echo_path_worker.sh"]
        worker.timeout = 10
        worker.startTimeout = 10
        let catalog = try ReaderCatalog(declarations: [command, worker], source: "upright-tests", paths: FaultTests.paths)
        return [try catalog.makeReader("echo-path"), try catalog.makeReader("echo-path-worker")]
    }

    @Test func turnedJPEGIsHandedOverUpright() throws {
        let folder = TestPaths.temporaryFolder("upright-input")
        let turned = try Self.jpeg(orientation: 6, in: folder)
        for reader in try Self.readers() {
            let given = try reader.read(imageAt: turned, language: .en).text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(given != turned && given.hasSuffix(".png"), "\(reader.identity.id) was given \(given)")
            let header = try ImageFile.readHeader(given)
            #expect(header.format == .png && header.width == 24 && header.height == 40 && header.orientation == .up)
            // The copy holds exactly the pixels ScanLab decodes: the dark half now on top.
            let copy = try ImageFile.read(given)
            #expect(copy == (try ImageFile.read(turned)))
            #expect(copy.pixels[2 * 24 + 12] < 80 && copy.pixels[37 * 24 + 12] > 170)
        }
    }

    @Test func uprightJPEGIsHandedOverAsItIs() throws {
        let folder = TestPaths.temporaryFolder("upright-input-plain")
        let plain = try Self.jpeg(orientation: 1, in: folder)
        for reader in try Self.readers() {
            let given = try reader.read(imageAt: plain, language: .en).text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(given == plain, "\(reader.identity.id) was given \(given)")
        }
    }
}
