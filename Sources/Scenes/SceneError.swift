import Imaging

/// Why a page could not be synthesized. Each case says what to change.
public enum SceneError: ScanLabError, Equatable {
    /// An option is outside its range.
    case invalidOption(String, value: String, expected: String)
    /// An option that this document kind or scene does not support.
    case unsupported(String)
    /// A stage this build does not have yet.
    case stageMissing(String)

    public var message: String {
        switch self {
        case .invalidOption(let name, let value, let expected):
            return "synth: --\(name) \(value) is invalid; expected \(expected)"
        case .unsupported(let what):
            return "synth: \(what)"
        case .stageMissing(let stage):
            return "synth: this build cannot \(stage) yet"
        }
    }
}
