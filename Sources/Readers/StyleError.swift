import Imaging

/// Why an external style could not style a page, or its declarations could not be read. Each case names the style.
public enum StyleError: ScanLabError, Equatable {
    case badDeclarations(String, reason: String)
    case unknownStyle(String, known: [String])
    /// The style ran but failed: it hung, exited non-zero, wrote nothing, or wrote something that is not an image.
    case failed(String, file: String, reason: String)
    /// The style cannot run here (its program or venv is missing).
    case unavailable(String, reason: String, hint: String)

    public var message: String {
        switch self {
        case .badDeclarations(let path, let reason): return "\(path): bad style declarations: \(reason)"
        case .unknownStyle(let id, let known): return "no style named '\(id)'; known styles: \(known.joined(separator: ", "))"
        case .failed(let id, let file, let reason): return "style \(id) failed on \(file): \(reason)"
        case .unavailable(let id, let reason, let hint): return "style \(id) is unavailable: \(reason); \(hint)"
        }
    }
}
