import Foundation
import Testing
import Documents
import Imaging
@testable import Readers
import TestSupport

@Suite("Tesseract in-process")
struct TesseractReaderTests {
    @Test func missingLanguageNamesLanguageAndFolder() throws {
        let folder = TestPaths.temporaryFolder("tessdata")
        defer { try? FileManager.default.removeItem(at: folder) }
        let system = TessdataLocator.systemFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/eng.traineddata",
                                                   withDestinationPath: system + "/eng.traineddata")
        let reader = try TesseractReader(settings: TesseractSettings(models: .folder(folder.path)))
        #expect(throws: ReaderError.languageMissing("vie", searched: folder.path)) {
            try reader.prepare(language: .vi)
        }
        // The failed language leaves the engine usable for the next one.
        try reader.prepare(language: .en)
        let message = ReaderError.languageMissing("vie", searched: folder.path).message
        #expect(message.contains("vie") && message.contains(folder.path))
    }

    @Test func legacyModelsMissingIsUnavailableWithHint() throws {
        let home = TestPaths.temporaryFolder("home")
        defer { try? FileManager.default.removeItem(at: home) }
        let paths = ReaderPaths(home: home.path, scripts: nil, shippedDeclarations: nil)
        do {
            _ = try TesseractReader(id: "tesseract-legacy", settings: TesseractSettings(engineMode: .legacy, models: .venv), paths: paths)
            Issue.record("expected the legacy reader to be unavailable")
        } catch let error as ReaderError {
            guard case .unavailable(let id, let reason, let hint) = error else { Issue.record("got \(error)"); return }
            #expect(id == "tesseract-legacy")
            #expect(reason.contains(home.path))
            #expect(hint.contains("install-deps.sh"))
        }
    }

    @Test func identityRecordsVersionModelHashAndSettings() throws {
        let reader = try TesseractReader()
        let identity = reader.identity(for: .de)
        #expect(identity.version == TesseractReader.version)
        #expect(identity.version.hasPrefix("5."))
        #expect(identity.model?.hasSuffix("/deu.traineddata") == true)
        #expect(identity.modelHash?.count == 64)
        #expect(identity.settings["psm"] == "6")
        #expect(identity.settings["oem"] == "1")
        #expect(reader.identity(for: .en).modelHash != identity.modelHash)
    }

    @Test func emptyImageIsAnErrorNotACrash() throws {
        let reader = try TesseractReader()
        #expect(throws: ReaderError.self) {
            try reader.read(Image(width: 0, height: 0, layout: .gray), language: .en)
        }
    }

    @Test func modelLoadsOnlyWhenTheLanguageChanges() throws {
        let reader = try TesseractReader()
        for language in [Language.en, .en, .en, .de, .de, .en] { try reader.prepare(language: language) }
        #expect(reader.engine.loads == 3)
        #expect(reader.identity.model?.hasSuffix("/eng.traineddata") == true)
    }

    @Test func failedInitThrowsAndTheEngineIsFreedOnce() throws {
        let folder = TestPaths.temporaryFolder("badmodel")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("this is not a traineddata file".utf8).write(to: folder.appendingPathComponent("eng.traineddata"))
        do {
            let reader = try TesseractReader(settings: TesseractSettings(models: .folder(folder.path)))
            #expect(throws: ReaderError.self) { try reader.prepare(language: .en) }
            // Still usable for a failure again, not a crash; the handle is freed once when `reader` goes.
            #expect(throws: ReaderError.self) { try reader.prepare(language: .en) }
        }
    }

    @Test func noDictionaryVariablesReachTheEngine() throws {
        let catalog = try ReaderCatalog.load()
        let plain = try #require(try catalog.makeReader("tesseract") as? TesseractReader)
        let nodict = try #require(try catalog.makeReader("tesseract-nodict") as? TesseractReader)
        try plain.prepare(language: .en)
        try nodict.prepare(language: .en)
        #expect(plain.engine.boolVariable("load_system_dawg") == true)
        #expect(nodict.engine.boolVariable("load_system_dawg") == false)
        #expect(nodict.engine.boolVariable("load_freq_dawg") == false)
        #expect(nodict.identity.settings["load_system_dawg"] == "0")
        #expect(nodict.identity.settings["language_model_penalty_non_dict_word"] == "0")
    }

    /// Tesseract's diagnostics ("Image too small to scale!!") would land in the middle of the progress line on stderr.
    @Test func diagnosticsStayOffStderr() throws {
        let catalog = try ReaderCatalog.load()
        let reader = try #require(try catalog.makeReader("tesseract") as? TesseractReader)
        try reader.prepare(language: .en)
        #expect(reader.engine.stringVariable("debug_file") == "/dev/null")
    }
}
