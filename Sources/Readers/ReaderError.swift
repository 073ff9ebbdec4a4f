import Foundation
import Imaging

/// Why a reader could not read a page. Each case says what was at fault and what to do next.
public enum ReaderError: ScanLabError, Equatable {
    /// The language's model file is not in the folder that was searched.
    case languageMissing(String, searched: String)
    /// The reader is not installed or not usable on this machine.
    case unavailable(String, reason: String, hint: String)
    /// The engine cannot read this language at all; the page is skipped, not scored.
    case languageUnsupported(String, language: String)
    /// The engine failed to start, for example a model that does not load.
    case initFailed(String, reason: String)
    /// The image could not be handed to the engine.
    case badImage(String, reason: String)
    /// The reader ran past its per-page time limit on a file (nil for a worker's start) and was stopped:
    /// an external reader's process group is killed, in-process Tesseract is told to stop by its monitor.
    case timeout(String, seconds: Double, file: String?)
    /// The reader's process died or exited with a failure.
    case crashed(String, reason: String)
    /// The reader answered, but not in the form its declaration promises.
    case badOutput(String, reason: String)
    /// The reader declarations could not be loaded.
    case badDeclarations(String, reason: String)
    /// No reader with this id is declared.
    case unknownReader(String, known: [String])

    public var message: String {
        switch self {
        case .languageMissing(let code, let folder):
            return "no \(code).traineddata in \(folder): the model for this language is not installed there"
        case .unavailable(let id, let reason, let hint):
            return "reader \(id) is unavailable: \(reason); \(hint)"
        case .languageUnsupported(let id, let language):
            return "reader \(id) cannot read language '\(language)'"
        case .initFailed(let id, let reason):
            return "reader \(id) failed to start: \(reason)"
        case .badImage(let path, let reason):
            return "\(path): cannot hand the image to the reader: \(reason)"
        case .timeout(let id, let seconds, let file):
            let on = file.map { " on \($0)" } ?? ""
            return "reader \(id) timed out after \(formatSeconds(seconds)) s\(on) and was stopped; raise its \"timeout\" in readers.json if pages need longer"
        case .crashed(let id, let reason):
            return "reader \(id) failed: \(reason)"
        case .badOutput(let id, let reason):
            return "reader \(id) gave unusable output: \(reason)"
        case .badDeclarations(let path, let reason):
            return "\(path): bad reader declarations: \(reason)"
        case .unknownReader(let id, let known):
            return "no reader named '\(id)'; known readers: \(known.joined(separator: ", "))"
        }
    }

    /// True when the page should be recorded as skipped (the reader cannot apply) rather than failed.
    public var isSkip: Bool {
        switch self {
        case .unavailable, .languageUnsupported, .languageMissing: return true
        default: return false
        }
    }
}

private func formatSeconds(_ s: Double) -> String {
    // Tests use limits of a millisecond, which one decimal would show as 0.0.
    if s == s.rounded(), abs(s) < 1e9 { return String(Int(s)) }
    return s >= 1 ? String(format: "%.1f", s) : String(format: "%.3g", s)
}
