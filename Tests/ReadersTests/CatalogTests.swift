import Foundation
import Testing
import Documents
@testable import Readers
import TestSupport

@Suite("Reader catalog")
struct CatalogTests {
    @Test func shippedDeclarationsAreFoundAndComplete() throws {
        let catalog = try ReaderCatalog.load(environment: ProcessInfo.processInfo.environment.filter { $0.key != "SCANLAB_READERS" })
        #expect(catalog.ids == ["tesseract", "tesseract-nodict", "tesseract-legacy", "rapidocr", "ocrad", "gocr", "zxing", "zbar"])
        #expect(catalog.source.hasSuffix("readers.json"))
    }

    @Test func scanlabReadersNamesAnotherFile() throws {
        let folder = TestPaths.temporaryFolder("decl")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        try Data(#"{"readers": [{"id": "mine", "kind": "command", "engine": "Mine", "command": ["cat", "{image}"]}]}"#.utf8).write(to: file)
        var env = ProcessInfo.processInfo.environment
        env["SCANLAB_READERS"] = file.path
        let catalog = try ReaderCatalog.load(environment: env)
        #expect(catalog.ids == ["mine"])
        #expect(try catalog.select(["all"]) == ["mine"])
        #expect(throws: ReaderError.unknownReader("nope", known: ["mine"])) { try catalog.select(["nope"]) }
    }

    @Test(arguments: [
        (#"{"readers": [{"id": "x", "kind": "command", "engine": "X"}]}"#, "reader 'x' has no command"),
        (#"{"readers": [{"id": "x", "kind": "command", "engine": "X", "command": ["cat"]}]}"#, "reader 'x': the command has no {image}"),
        (#"{"readers": [{"id": "x", "kind": "tesseract", "engine": "X", "settings": {"psm": "99"}}]}"#, "reader 'x': psm must be a whole number in 0...13, not '99'"),
        (#"{"readers": [{"id": "x", "kind": "tesseract", "engine": "X"}, {"id": "x", "kind": "tesseract", "engine": "Y"}]}"#, "reader 'x' is declared twice"),
    ])
    func badDeclarationsAreRefusedWithReason(json: String, reason: String) throws {
        let file = TestPaths.temporaryFolder("decl").appendingPathComponent("bad.json")
        try Data(json.utf8).write(to: file)
        #expect(throws: ReaderError.badDeclarations(file.path, reason: reason)) { try ReaderCatalog(contentsOf: file.path) }
    }

    @Test func unavailableReaderHasReasonAndHintAndIsNotMade() throws {
        var missing = ReaderDeclaration(id: "ghost", kind: .command, engine: "Ghost OCR")
        missing.command = ["scanlab-no-such-ocr", "{image}"]
        missing.hint = "install ghost-ocr"
        var legacy = ReaderDeclaration(id: "legacy", kind: .tesseract, engine: "legacy")
        legacy.settings = ["oem": "0", "models": "venv"]
        let home = TestPaths.temporaryFolder("home")
        let catalog = try ReaderCatalog(declarations: [missing, legacy], source: "test",
                                        paths: ReaderPaths(home: home.path, scripts: nil, shippedDeclarations: nil))
        let listing = catalog.listing()
        #expect(listing.map(\.available) == [false, false])
        #expect(listing[0].reason == "scanlab-no-such-ocr was not found on PATH")
        #expect(listing[0].hint == "install ghost-ocr")
        #expect(listing[1].reason?.contains(home.path) == true)
        #expect(throws: ReaderError.unavailable("ghost", reason: "scanlab-no-such-ocr was not found on PATH", hint: "install ghost-ocr")) {
            try catalog.makeReader("ghost")
        }
    }

    @Test func listingOfInstalledReaders() throws {
        let catalog = try ReaderCatalog.load()
        let tesseract = try catalog.availability(of: "tesseract")
        #expect(tesseract.available)
        #expect(tesseract.version == TesseractReader.version)
        // Scripts/install-deps.sh installs a model for every language.
        #expect(tesseract.languages == Language.allCases.map(\.rawValue))
        #expect(tesseract.models.contains { $0.hasSuffix("/eng.traineddata") })
        for id in ["ocrad", "gocr"] {
            let a = try catalog.availability(of: id)
            #expect(a.available, "\(id): \(a.reason ?? "")")
            #expect(a.version != "unknown")
            #expect(a.languages == ["en", "de"])
        }
    }
}
