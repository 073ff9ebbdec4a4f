import Foundation
import Evaluation

/// Reads and writes `report.json`. A path may name the file or the folder that holds it.
public enum ReportStore {
    public static let fileName = "report.json"

    /// The report.json a path names: the file itself, or `report.json` inside a folder.
    public static func resolve(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return path + "/" + fileName
        }
        return path
    }

    /// Loads a report or a baseline (a baseline is a report without timings and machine data).
    /// - Throws: `EvaluationError` naming the file: missing, unreadable, or of a newer schema.
    public static func load(_ path: String) throws -> RunReport {
        let file = resolve(path)
        struct Probe: Decodable { var schemaVersion: Int? }
        let data = try JSONCoding.readFile(file)
        if let probe = try? JSONCoding.decode(Probe.self, from: data), let version = probe.schemaVersion,
           version > RunReport.currentSchemaVersion {
            throw EvaluationError.badFile(file, reason: "report schema \(version) is newer than this scanlab reads (\(RunReport.currentSchemaVersion))")
        }
        do {
            var report = try JSONCoding.decode(RunReport.self, from: data)
            report.normalise()
            return report
        } catch {
            throw EvaluationError.badFile(file, reason: "not a scanlab report: \(error)")
        }
    }

    public static func save(_ report: RunReport, to path: String) throws {
        try AtomicFile.writeJSON(report, to: path)
    }
}
