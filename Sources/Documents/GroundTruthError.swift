import Geometry

/// Why a truth file could not be read.
public enum GroundTruthError: ScanLabError, Equatable {
    case undecodable(String, reason: String)
    case unsupportedSchema(String, version: Int)

    public var message: String {
        switch self {
        case .undecodable(let name, let reason): return "\(name): not a ScanLab truth file: \(reason)"
        case .unsupportedSchema(let name, let version):
            return "\(name): truth schema version \(version) is newer than this build reads (\(GroundTruth.currentSchemaVersion)); update scanlab"
        }
    }
}
