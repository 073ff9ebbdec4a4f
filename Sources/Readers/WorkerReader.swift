import Foundation
import Processes
import Documents
import Imaging

/// A reader whose process starts once and answers a JSON line for each request line.
///
/// The worker starts on the first page and must print a `{"ready": true}` line within its start timeout.
/// A worker that dies, hangs past the timeout or answers garbage is killed; that page fails, and the
/// next page starts a fresh worker. After three failed starts in a row the reader stops trying.
public final class WorkerReader: Reader {
    public let declaration: ReaderDeclaration
    /// Computed on first use: hashing the model files takes a moment.
    public private(set) lazy var identity: ReaderIdentity = makeIdentity()
    private let makeIdentity: () -> ReaderIdentity
    private let paths: ReaderPaths
    /// An EXIF-turned JPEG is sent as an upright PNG: a worker may not honour the tag (rapidocr's loader does).
    private let upright: UprightCopies
    private var process: ChildProcess?
    private var nextRequest = 1
    private var failedStarts = 0
    private var lastStartFailure: ReaderError?

    /// How many times the worker process has been started; for tests and logs.
    public private(set) var starts = 0

    init(declaration: ReaderDeclaration, identity: @escaping () -> ReaderIdentity, paths: ReaderPaths) {
        self.declaration = declaration
        self.makeIdentity = identity
        self.paths = paths
        self.upright = UprightCopies(readerID: declaration.id)
    }

    public func read(imageAt path: String, language: Language) throws -> Reading {
        let id = declaration.id
        var code = language.rawValue
        if let map = declaration.languages {
            guard let mapped = map[language.rawValue] else {
                throw ReaderError.languageUnsupported(id, language: language.rawValue)
            }
            code = mapped
        }
        let image = try upright.path(for: path)
        let child = try running()
        let requestID = nextRequest
        nextRequest += 1
        let request: [String: Any] = ["id": requestID, "image": image, "lang": code]
        guard let body = try? JSONSerialization.data(withJSONObject: request) else {
            throw ReaderError.badImage(path, reason: "the path cannot be sent as JSON")
        }
        guard child.write(Array(body) + [UInt8(ascii: "\n")]) else {
            throw stop(child, because: "the worker no longer reads its input")
        }
        let timeout = declaration.timeout ?? ReaderDeclaration.defaultTimeout
        let line = try answerLine(from: child, deadline: ChildProcess.deadline(after: timeout), timeout: timeout, file: path)
        guard let text = String(validating: line, as: UTF8.self) else {
            _ = stop(child, because: "")
            throw ReaderError.badOutput(id, reason: "the answer is not valid UTF-8")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            _ = stop(child, because: "")
            throw ReaderError.badOutput(id, reason: "the answer is not a JSON object: \(text.prefix(80))")
        }
        if let answered = object["id"] as? Int, answered != requestID {
            _ = stop(child, because: "")
            throw ReaderError.badOutput(id, reason: "answer for request \(answered), expected \(requestID)")
        }
        if let error = object["error"] as? String {
            throw ReaderError.crashed(id, reason: error)
        }
        do {
            if let items = object["items"] as? [Any] {
                return try ReaderItems.reading(objects: items)
            }
            if let plain = object["text"] as? String {
                return LineGrouper.reading(fromText: plain)
            }
        } catch let failure as ReaderItems.Failure {
            throw ReaderError.badOutput(id, reason: failure.reason)
        }
        throw ReaderError.badOutput(id, reason: "the answer has neither \"items\" nor \"text\"")
    }

    /// The live worker, started if needed.
    private func running() throws -> ChildProcess {
        if let process, !process.hasEnded { return process }
        process = nil
        if failedStarts >= 3, let lastStartFailure { throw lastStartFailure }
        do {
            let child = try start()
            failedStarts = 0
            process = child
            return child
        } catch let error as ReaderError {
            failedStarts += 1
            lastStartFailure = error
            throw error
        }
    }

    private func start() throws -> ChildProcess {
        let id = declaration.id
        let arguments = Placeholders(paths: paths).expand(declaration.command ?? [])
        let child: ChildProcess
        do {
            child = try ChildProcess(arguments: arguments, environment: ChildProcess.environment(adding: declaration.environment ?? [:]),
                                     input: .stream)
        } catch let error as ChildProcess.SpawnError {
            throw ReaderError.unavailable(id, reason: error.reason, hint: declaration.hint ?? "check the reader's command")
        }
        starts += 1
        let timeout = declaration.startTimeout ?? 120
        let line = try answerLine(from: child, deadline: ChildProcess.deadline(after: timeout), timeout: timeout, file: nil)
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
              object["ready"] as? Bool == true else {
            throw stop(child, because: "its first line is not {\"ready\": true}: \(String(decoding: line.prefix(80), as: UTF8.self))")
        }
        return child
    }

    /// Waits for one line of output, draining stderr meanwhile.
    private func answerLine(from child: ChildProcess, deadline: UInt64, timeout: Double, file: String?) throws -> [UInt8] {
        while true {
            if let line = child.takeLine() { return line }
            if !child.outputOpen { throw stop(child, because: "") }
            guard child.pump(until: deadline) else {
                child.killGroup()
                _ = child.wait(until: ChildProcess.deadline(after: 5))
                if process === child { process = nil }
                throw ReaderError.timeout(declaration.id, seconds: timeout, file: file)
            }
        }
    }

    /// Ends a worker that can no longer be trusted and describes how it ended.
    private func stop(_ child: ChildProcess, because reason: String) -> ReaderError {
        // Give a dying worker a moment to finish, so its status and last words are known.
        let ended = child.wait(until: ChildProcess.deadline(after: child.outputOpen ? 0 : 2))
        child.killGroup()
        let termination = ended ?? child.wait(until: ChildProcess.deadline(after: 5))
        // Collect its last words, for a moment only: a surviving grandchild could keep stderr open.
        let drainUntil = ChildProcess.deadline(after: 0.2)
        while child.errorOpen && child.pump(until: drainUntil) {}
        if process === child { process = nil }
        var parts: [String] = []
        if !reason.isEmpty { parts.append(reason) }
        if ended != nil, let termination { parts.append("worker ended (\(termination.summary))") } else if reason.isEmpty { parts.append("worker closed its output") }
        if let last = child.lastErrorLine { parts.append(last) }
        return ReaderError.crashed(declaration.id, reason: parts.joined(separator: ": "))
    }
}
