import Foundation
import Testing
@testable import Evaluation
import TestSupport

@Suite("The result cache")
struct ResultCacheTests {
    @Test("entries round-trip, stats count them, clean empties")
    func roundTrip() throws {
        let cache = ResultCache(root: TestPaths.temporaryFolder("cache").path)
        let key = ResultCache.key(["a", "b"])
        #expect(key != ResultCache.key(["a\nb"]))
        #expect(cache.data(.ocr, key, "json") == nil)
        try cache.store(.ocr, key, "json", Data("{}".utf8))
        #expect(cache.data(.ocr, key, "json") == Data("{}".utf8))
        #expect(cache.usage()["ocr"] == ResultCache.Usage(entries: 1, bytes: 2))
        try cache.clean()
        #expect(cache.usage()["ocr"] == ResultCache.Usage(entries: 0, bytes: 0))
    }

    @Test("clean --max-size evicts the least recently used first")
    func eviction() throws {
        let cache = ResultCache(root: TestPaths.temporaryFolder("cache").path)
        for (index, name) in ["old", "middle", "new"].enumerated() {
            try cache.store(.thumbs, name, "jpg", Data(repeating: 1, count: 100))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1000 + index))],
                                                  ofItemAtPath: cache.path(.thumbs, name, "jpg"))
        }
        let removed = try cache.clean(maxBytes: 150)
        #expect(removed.entries == 2)
        #expect(cache.data(.thumbs, "new", "jpg") != nil)
        #expect(cache.data(.thumbs, "old", "jpg") == nil)
    }
}
