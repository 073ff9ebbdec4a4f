import Foundation
import Testing
@testable import Evaluation
import TestSupport

@Suite("Safe file names")
struct SafeNameTests {
    @Test("plain ids stay readable; others cannot escape, vanish or collide")
    func names() {
        #expect(SafeName.fileName(for: "receipt-flat-s5") == "receipt-flat-s5")
        let tricky = ["a/b", "a_b", "a_b~x", ".", "..", "", "a\u{0}b", "../../etc/passwd", "A", "a", "a/b/", "/",
                      String(repeating: "x", count: 300), String(repeating: "x", count: 301), "ä", "a b", ".hidden"]
        let names = tricky.map(SafeName.fileName(for:))
        #expect(Set(names).count == tricky.count, "\(names)")
        for name in names {
            #expect(!name.isEmpty && name != "." && name != "..")
            #expect(!name.contains("/") && !name.contains("\u{0}") && !name.hasPrefix("."))
            #expect(name.utf8.count <= 120)
        }
        #expect(SafeName.fileName(for: "a/b").hasPrefix("a_b~"))
    }

    @Test("cell files keep style and reader apart")
    func cellFiles() {
        #expect(CellStore.cellFile(style: "a.b", reader: "c") != CellStore.cellFile(style: "a", reader: "b.c"))
        #expect(CellStore.cellFile(style: "ink", reader: "tesseract") == "ink+tesseract.json")
    }

    @Test("writers refuse a symbolic link inside the output folder")
    func symlinks() throws {
        let out = TestPaths.temporaryFolder("links")
        let elsewhere = TestPaths.temporaryFolder("elsewhere")
        try FileManager.default.createSymbolicLink(atPath: out.path + "/cells", withDestinationPath: elsewhere.path)
        #expect(throws: EvaluationError.self) { try AtomicFile.write("x", to: out.path + "/cells/p/x.json", within: out.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(throws: EvaluationError.self) { try AtomicFile.write("x", to: out.path + "/../x.json", within: out.path) }
        try AtomicFile.write("x", to: out.path + "/thumbs/p/x.json", within: out.path)
    }

    @Test("stale temporary files of dead processes are removed; a live one's are kept")
    func staleFiles() throws {
        let folder = TestPaths.temporaryFolder("stale")
        // A pid that cannot exist (above Linux's pid_max limit of 2^22).
        let dead = folder.appendingPathComponent(".report.json.tmp-99999999-12345")
        let mine = folder.appendingPathComponent(".report.json.tmp-\(getpid())-1")
        let other = folder.appendingPathComponent("report.json")
        for file in [dead, mine, other] { try Data([1]).write(to: file) }
        #expect(StaleFiles.remove(under: [folder.path]) >= 1)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: mine.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }
}
