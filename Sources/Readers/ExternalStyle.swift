import Foundation
import Processes
import Documents
import Imaging

/// One declared style, ready to style pages: a command run per page, or a worker kept alive between pages.
///
/// Faults are the page's, not the run's: a style that hangs past its timeout is killed, and one that exits
/// non-zero, writes no file, or writes something that is not a PNG, JPEG or TIFF fails that page with a reason.
public final class ExternalStyle {
    public let declaration: StyleDeclaration
    private let paths: ReaderPaths
    /// TIFF and HEIC inputs are handed over as PNG: a style script may read neither.
    private let copies: UprightCopies
    private var worker: ChildProcess?
    private var nextRequest = 1

    /// What decides the style's output besides its input: the declaration, its version command's output and the
    /// SHA-256 of every file it lists. Computed on first use; the cache keys styled files by input bytes + this.
    public private(set) lazy var identity: String = computeIdentity()

    init(declaration: StyleDeclaration, paths: ReaderPaths) {
        self.declaration = declaration
        self.paths = paths
        self.copies = UprightCopies(readerID: "style-" + declaration.id)
    }

    deinit {
        if let worker {
            worker.killGroup()
            _ = worker.wait(until: ChildProcess.deadline(after: 2))
        }
    }

    /// The extension of the files this style writes.
    public var fileExtension: String { (declaration.output ?? .png).rawValue }

    /// Styles one page.
    /// - Parameters:
    ///   - input: the photo's path.
    ///   - output: where the style must write its image; its extension should be `fileExtension`.
    /// - Returns: the bytes the style wrote.
    /// - Throws: `StyleError.failed` for any fault of the style on this page; `.unavailable` when it cannot start.
    public func apply(input: String, output: String, language: Language) throws -> [UInt8] {
        try? FileManager.default.removeItem(atPath: output)
        let handed: String
        do { handed = try copies.path(for: input) } catch {
            throw StyleError.failed(declaration.id, file: input, reason: "cannot make a PNG copy of the input: \(error)")
        }
        switch declaration.kind {
        case .command: try runCommand(input: handed, output: output, language: language, file: input)
        case .worker: try askWorker(input: handed, output: output, language: language, file: input)
        }
        guard let data = FileManager.default.contents(atPath: output), !data.isEmpty else {
            throw StyleError.failed(declaration.id, file: input, reason: "it wrote no image to \(output)")
        }
        let bytes = [UInt8](data)
        guard StyleDeclaration.OutputFormat.recognises(bytes) else {
            throw StyleError.failed(declaration.id, file: input, reason: "what it wrote to \(output) is not a PNG, JPEG or TIFF image")
        }
        return bytes
    }

    private func placeholders(input: String? = nil, output: String? = nil, language: Language? = nil) -> Placeholders {
        var values = Placeholders(paths: paths, language: language?.rawValue)
        if let input { values.values["{input}"] = input }
        if let output { values.values["{output}"] = output }
        return values
    }

    private func runCommand(input: String, output: String, language: Language, file: String) throws {
        let arguments = placeholders(input: input, output: output, language: language).expand(declaration.command)
        do {
            _ = try ProcessRunner.run(arguments, readerID: declaration.id, file: file,
                                      timeout: declaration.timeout ?? StyleDeclaration.defaultTimeout,
                                      environment: declaration.environment ?? [:])
        } catch let error as ReaderError {
            throw Self.styleError(error, id: declaration.id, file: file, hint: declaration.hint)
        }
    }

    private func askWorker(input: String, output: String, language: Language, file: String) throws {
        let child = try runningWorker()
        let requestID = nextRequest
        nextRequest += 1
        let request: [String: Any] = ["id": requestID, "input": input, "output": output, "lang": language.rawValue]
        guard let body = try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys]),
              child.write(Array(body) + [UInt8(ascii: "\n")]) else {
            throw fail(child, file: file, reason: "the worker no longer reads its input")
        }
        let timeout = declaration.timeout ?? StyleDeclaration.defaultTimeout
        let line = try answerLine(child, timeout: timeout, file: file)
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
            throw fail(child, file: file, reason: "the answer is not a JSON object: \(String(decoding: line.prefix(80), as: UTF8.self))")
        }
        if let answered = object["id"] as? Int, answered != requestID {
            throw fail(child, file: file, reason: "answer for request \(answered), expected \(requestID)")
        }
        if let error = object["error"] as? String { throw StyleError.failed(declaration.id, file: file, reason: error) }
        guard object["ok"] as? Bool == true else {
            throw StyleError.failed(declaration.id, file: file, reason: "the answer has neither \"ok\": true nor \"error\"")
        }
    }

    private func runningWorker() throws -> ChildProcess {
        if let worker, !worker.hasEnded { return worker }
        worker = nil
        let arguments = placeholders().expand(declaration.command)
        let child: ChildProcess
        do {
            child = try ChildProcess(arguments: arguments, environment: ChildProcess.environment(adding: declaration.environment ?? [:]),
                                     input: .stream)
        } catch let error as ChildProcess.SpawnError {
            throw StyleError.unavailable(declaration.id, reason: error.reason, hint: declaration.hint ?? "check the style's command in styles.json")
        }
        let timeout = declaration.startTimeout ?? 120
        let line = try answerLine(child, timeout: timeout, file: "its start")
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any], object["ready"] as? Bool == true else {
            throw fail(child, file: "its start", reason: "its first line is not {\"ready\": true}")
        }
        worker = child
        return child
    }

    /// One line from the worker within the timeout; a worker that hangs or closes its output is stopped.
    private func answerLine(_ child: ChildProcess, timeout: Double, file: String) throws -> [UInt8] {
        let deadline = ChildProcess.deadline(after: timeout)
        while true {
            if let line = child.takeLine() { return line }
            if !child.outputOpen { throw fail(child, file: file, reason: "the worker closed its output") }
            guard child.pump(until: deadline) else {
                throw fail(child, file: file, reason: "timed out after \(Int(timeout)) s and was stopped")
            }
        }
    }

    /// Stops a worker that can no longer be trusted; the next page starts a fresh one.
    private func fail(_ child: ChildProcess, file: String, reason: String) -> StyleError {
        child.killGroup()
        let ended = child.wait(until: ChildProcess.deadline(after: 2))
        if worker === child { worker = nil }
        var parts = [reason]
        if let ended { parts.append("worker ended (\(ended.summary))") }
        if let last = child.lastErrorLine { parts.append(last) }
        return StyleError.failed(declaration.id, file: file, reason: parts.joined(separator: ": "))
    }

    static func styleError(_ error: ReaderError, id: String, file: String, hint: String?) -> StyleError {
        switch error {
        case .timeout(_, let seconds, _): return .failed(id, file: file, reason: "timed out after \(Int(seconds)) s and was stopped")
        case .crashed(_, let reason): return .failed(id, file: file, reason: reason)
        case .badOutput(_, let reason): return .failed(id, file: file, reason: reason)
        case .unavailable(_, let reason, _): return .unavailable(id, reason: reason, hint: hint ?? "check the style's command in styles.json")
        default: return .failed(id, file: file, reason: error.message)
        }
    }

    private func computeIdentity() -> String {
        var parts: [String] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        parts.append((try? encoder.encode(declaration)).map { String(decoding: $0, as: UTF8.self) } ?? declaration.id)
        if let version = declaration.versionCommand {
            let arguments = placeholders().expand(version)
            let printed = (try? ProcessRunner.run(arguments, readerID: declaration.id, file: nil, timeout: 30,
                                                  environment: declaration.environment ?? [:])) ?? "version command failed"
            parts.append("version:" + printed.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        for file in placeholders().expand(declaration.files ?? []) {
            let hash = FileManager.default.contents(atPath: file).map { SHA256.hex(of: [UInt8]($0)) } ?? "missing"
            parts.append("file:\(file):\(hash)")
        }
        return SHA256.hex(of: Array(parts.joined(separator: "\n").utf8))
    }
}
