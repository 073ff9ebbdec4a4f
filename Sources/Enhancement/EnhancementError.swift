import Imaging

/// Why a style could not be applied. Every case names the file.
public enum EnhancementError: ScanLabError, Equatable {
    /// The input has no pixels.
    case emptyImage(String)
    /// The page quad could not be mapped to a rectangle (degenerate corners).
    case degeneratePage(String)
    /// The requested output bound is unusable.
    case badMaxSide(String, Int)
    /// A declared (external) style reached the in-process enhancer, which runs only built-in styles.
    case declaredStyle(String)

    public var message: String {
        switch self {
        case .emptyImage(let f): return "\(f): the image has no pixels to enhance"
        case .degeneratePage(let f): return "\(f): the page's corners do not form a usable quadrilateral"
        case .badMaxSide(let f, let n): return "\(f): --max-side \(n) is too small; use at least 64"
        case .declaredStyle(let id): return "style '\(id)' is declared in styles.json and runs as an external program, not in-process"
        }
    }
}
