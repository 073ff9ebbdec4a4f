import Foundation
import Testing
import Enhancement
import Imaging
import Readers
@testable import Evaluation
import TestSupport

/// Declared styles in a run: faults fail their cells and the run goes on; the cache follows the declaration.
@Suite("External styles in a run", .serialized)
struct ExternalStyleTests {
    static let realFolder = TestPaths.packageRoot.appendingPathComponent("Corpora/real").path

    /// One tiny shell script per behaviour; each gets `{input}` and `{output}` as $1 and $2.
    static let scripts: [String: String] = [
        "copy": "cp \"$1\" \"$2\"",
        "hang": "sleep 30",
        "fail": "echo 'cannot style this' >&2; exit 1",
        "nothing": "exit 0",
        "text": "echo 'not an image' > \"$2\"",
    ]

    /// The scripts live in one folder for the whole suite: their paths are part of each style's identity.
    static let scriptFolder = TestPaths.temporaryFolder("style-scripts")

    /// Only `hang` gets the short limit it is meant to meet; the others get room to start and exit on a loaded machine
    /// (a `/bin/sh` that exits 1 took over 2 s to be seen ending while a photo run shared the 2 cores).
    static func catalog(timeout: Double = 20, hangTimeout: Double = 2) throws -> StyleCatalog {
        let folder = scriptFolder
        var declarations: [StyleDeclaration] = []
        for (name, body) in scripts.sorted(by: { $0.key < $1.key }) {
            let path = folder.appendingPathComponent(name + ".sh").path
            try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            var declaration = StyleDeclaration(id: "ext-" + name, kind: .command, command: ["/bin/sh", path, "{input}", "{output}"])
            declaration.output = .jpg
            declaration.timeout = name == "hang" ? hangTimeout : timeout
            declarations.append(declaration)
        }
        return try StyleCatalog(declarations: declarations, source: "test styles")
    }

    static func corpus() throws -> Corpus {
        try Corpus.folder(CorpusSpec.FolderEntry(path: realFolder, truthLayout: .sroie, profile: "caseless", files: ["X51006466778.jpg"]))
    }

    static func provider() -> ReaderProvider {
        ReaderProvider(known: ["tesseract"]) { id in try TesseractReader(id: id) }
    }

    @Test("a style that hangs, exits 1, writes nothing or writes text fails its cell; the others are read")
    func faults() throws {
        let catalog = try Self.catalog()
        let styles: [Style] = [.original] + ["copy", "hang", "fail", "nothing", "text"].map { .declared("ext-" + $0) }
        let settings = EvaluationSettings(styles: styles, readers: ["tesseract"], jobs: 1, styleCatalog: catalog)
        let report = try CorpusRun.evaluate(try Self.corpus(), settings: settings, provider: Self.provider())
        let byStyle = Dictionary(report.cells.map { ($0.style, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byStyle["original"]?.status == .ok)
        #expect(byStyle["ext-copy"]?.status == .ok)
        // The copy is the photo itself, so it reads exactly as `original` does.
        #expect(byStyle["ext-copy"]?.text?.counts == byStyle["original"]?.text?.counts)
        for (style, cause) in [("ext-hang", "timed out"), ("ext-fail", "cannot style this"), ("ext-nothing", "wrote no image"),
                               ("ext-text", "not a PNG, JPEG or TIFF")] {
            #expect(byStyle[style]?.status == .failed, "\(style)")
            #expect(byStyle[style]?.reason?.contains(cause) == true, "\(style): \(byStyle[style]?.reason ?? "no reason")")
        }
    }

    @Test("the styled file is cached by input bytes and the declaration: unchanged hits, changed misses")
    func cacheFollowsDeclaration() throws {
        let cache = ResultCache(root: TestPaths.temporaryFolder("style-cache").path)
        func run(_ catalog: StyleCatalog) throws -> PageResult? {
            let settings = EvaluationSettings(styles: [.declared("ext-copy")], readers: ["tesseract"], jobs: 1, cache: cache, styleCatalog: catalog)
            return try CorpusRun.evaluate(try Self.corpus(), settings: settings, provider: Self.provider()).cells.first
        }
        let first = try run(try Self.catalog())
        #expect(first?.status == .ok && first?.cached == nil)
        let same = try run(try Self.catalog())
        #expect(same?.cached?.contains("styled") == true)
        let changed = try run(try Self.catalog(timeout: 21))
        #expect(changed?.status == .ok)
        #expect(changed?.cached?.contains("styled") != true, "a changed declaration must miss the styled cache")
    }
}
