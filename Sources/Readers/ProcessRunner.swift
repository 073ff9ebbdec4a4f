import Foundation
import Processes

/// Runs a reader's command to completion under a timeout, draining both pipes together.
enum ProcessRunner {
    /// Runs a command and returns its standard output as text.
    /// - Throws: `ReaderError.timeout` (the process group is killed), `.crashed` (a non-zero exit or a signal,
    ///   with the first stderr line), `.badOutput` (invalid UTF-8 or too much output), `.unavailable` (cannot start).
    static func run(_ arguments: [String], readerID: String, file: String?, timeout: Double,
                    environment: [String: String] = [:], errorCap: Int = 64 << 10) throws -> String {
        let child: ChildProcess
        do {
            child = try ChildProcess(arguments: arguments, environment: ChildProcess.environment(adding: environment),
                                     input: .none, errorCap: errorCap)
        } catch let error as ChildProcess.SpawnError {
            throw ReaderError.unavailable(readerID, reason: error.reason, hint: "check the reader's command in its declaration")
        }
        guard let termination = child.finish(by: ChildProcess.deadline(after: timeout)) else {
            throw ReaderError.timeout(readerID, seconds: timeout, file: file)
        }
        guard termination == .exited(0) else {
            let detail = child.firstErrorLine.map { ": \($0)" } ?? ""
            throw ReaderError.crashed(readerID, reason: "\(termination.summary)\(detail)")
        }
        guard !child.outputOverflowed else {
            throw ReaderError.badOutput(readerID, reason: "more than \(child.outputCap >> 20) MB of output")
        }
        guard let text = String(validating: child.takeOutput(), as: UTF8.self) else {
            throw ReaderError.badOutput(readerID, reason: "output is not valid UTF-8")
        }
        return text
    }
}
