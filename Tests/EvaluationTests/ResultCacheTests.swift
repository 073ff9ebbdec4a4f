import Foundation
import Testing
@testable import Evaluation
import Imaging
import TestSupport

@Suite("The result cache")
struct ResultCacheTests {
    @Test("entries round-trip, stats count them, clean empties")
    func roundTrip() throws {
        let cache = ResultCache(root: TestPaths.temporaryFolder("cache").path)
        let key = ResultCache.key(["a", "b"])
        #expect(key != ResultCache.key(["a\nb"]))
        #expect(cache.data(.ocr, key, "json") == nil)
        cache.store(.ocr, key, "json", Data("{}".utf8))
        #expect(cache.data(.ocr, key, "json") == Data("{}".utf8))
        #expect(cache.usage()["ocr"] == ResultCache.Usage(entries: 1, bytes: Int64(ResultCache.sealLength + 2)))
        try cache.clean()
        #expect(cache.usage()["ocr"] == ResultCache.Usage(entries: 0, bytes: 0))
    }

    @Test("clean --max-size evicts the least recently used first")
    func eviction() throws {
        let cache = ResultCache(root: TestPaths.temporaryFolder("cache").path)
        for (index, name) in ["old", "middle", "new"].enumerated() {
            cache.store(.thumbs, name, "jpg", Data(repeating: 1, count: 100 - ResultCache.sealLength))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1000 + index))],
                                                  ofItemAtPath: cache.path(.thumbs, name, "jpg"))
        }
        let removed = try cache.clean(maxBytes: 150)
        #expect(removed.entries == 2)
        #expect(cache.data(.thumbs, "new", "jpg") != nil)
        #expect(cache.data(.thumbs, "old", "jpg") == nil)
    }
}

@Suite("The cache verifies itself")
struct CacheVerificationTests {
    @Test("a changed or truncated sealed entry is deleted, counted and reported as a miss")
    func sealed() throws {
        let cache = ResultCache(root: TestPaths.temporaryFolder("cache").path)
        for damage in ["changed", "truncated", "unsealed"] {
            let key = ResultCache.key([damage])
            cache.store(.ocr, key, "json", Data(#"{"text": "good"}"#.utf8))
            let file = cache.path(.ocr, key, "json")
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
            switch damage {
            case "changed": bytes[bytes.count - 3] = UInt8(ascii: "X")
            case "truncated": bytes.removeLast(5)
            default: bytes = Array(#"{"text": "good"}"#.utf8)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            #expect(cache.data(.ocr, key, "json") == nil, "\(damage)")
            #expect(!FileManager.default.fileExists(atPath: file), "\(damage): deleted")
        }
        #expect(cache.discardedCount() == 3)
        try cache.clean()
        #expect(cache.discardedCount() == 0)
    }

    @Test("a raw file handed to readers is used only when its bytes hash to the recorded value")
    func raw() throws {
        let cache = ResultCache(root: TestPaths.temporaryFolder("cache").path)
        let good: [UInt8] = Array(repeating: 7, count: 1000)
        let path = try #require(cache.storeRaw(.styled, "k", "png", good))
        #expect(cache.verifiedRaw(.styled, "k", "png", sha256: SHA256.hex(of: good))?.bytes == good)
        // A blank image put in its place, as the probe did.
        try Data(repeating: 255, count: 1000).write(to: URL(fileURLWithPath: path))
        #expect(cache.verifiedRaw(.styled, "k", "png", sha256: SHA256.hex(of: good)) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(cache.discardedCount() == 1)
    }

    @Test("an unwritable cache turns itself off instead of failing")
    func unwritable() throws {
        let folder = TestPaths.temporaryFolder("cache")
        // A file where the cache's folder should be: nothing can be created below it, even by root.
        let blocked = folder.appendingPathComponent("blocked")
        try Data([1]).write(to: blocked)
        let cache = ResultCache(root: blocked.path)
        #expect(cache.isUsable)
        #expect(cache.storeRaw(.pages, "k", "png", [1, 2, 3]) == nil)
        #expect(!cache.isUsable)
        cache.store(.ocr, "k", "json", Data("{}".utf8))
        #expect(cache.data(.ocr, "k", "json") == nil)
    }
}
