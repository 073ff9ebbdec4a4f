import Documents
import Evaluation
import Readers

/// What `scanlab --version` prints: ScanLab's version, Tesseract's, and the language models it can find.
enum VersionReport {
    static func text() -> String {
        let system = TessdataLocator.systemFolder()
        let languages = TessdataLocator.languages(in: system).map { "\($0.rawValue) (\($0.tesseractCode))" }
        var lines = [
            "scanlab \(CorpusRun.scanlabVersion)",
            "tesseract \(TesseractReader.version)",
            "language models in \(system): \(languages.isEmpty ? "none" : languages.joined(separator: ", "))",
        ]
        if let venv = TessdataLocator.venvFolder(paths: .current()) {
            let full = TessdataLocator.languages(in: venv).map(\.rawValue)
            lines.append("full models (with the legacy engine) in \(venv): \(full.isEmpty ? "none" : full.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
