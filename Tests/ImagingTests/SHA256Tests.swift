import Foundation
import Testing
@testable import Imaging

@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(of: Array(input.utf8)) == digest)
    }

    @Test func chunkedEqualsWhole() {
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var h = SHA256()
        h.update(bytes[0..<1]); h.update(bytes[1..<100]); h.update(bytes[100..<4097]); h.update(bytes[4097...])
        #expect(h.finalize().map { String(format: "%02x", $0) }.joined() == SHA256.hex(of: bytes))
    }

    @Test func fileMatchesSha256sum() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-sha-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(repeating: 0x61, count: 1_000_000).write(to: url)
        #expect(try SHA256.hex(ofFileAt: url.path) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
