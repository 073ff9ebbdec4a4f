import Imaging

/// Why an evaluation could not be set up or its files not read or written. Every case names the file or thing at fault.
public enum EvaluationError: ScanLabError, Equatable {
    case missingFile(String)
    case badFile(String, reason: String)
    case writeFailed(String, reason: String)
    case missingTruth(String, tried: [String])
    case badCorpus(String, reason: String)
    case unknownReader(String, known: [String])
    case incompatibleReports(String)

    public var message: String {
        switch self {
        case .missingFile(let path): return "\(path): no such file"
        case .badFile(let path, let reason): return "\(path): \(reason)"
        case .writeFailed(let path, let reason): return "\(path): cannot write: \(reason)"
        case .missingTruth(let image, let tried):
            // Said the same way for `run` (which has no --truth) and for `compare`/`fields` (which do).
            return "\(image): no truth found; tried \(tried.joined(separator: ", ")); put one of them beside the image (compare and fields also take --truth FILE)"
        case .badCorpus(let path, let reason): return "\(path): bad corpus: \(reason)"
        case .unknownReader(let id, let known): return "no reader named '\(id)'; known readers: \(known.joined(separator: ", "))"
        case .incompatibleReports(let reason): return "cannot merge: \(reason)"
        }
    }
}
