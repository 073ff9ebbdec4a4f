import Foundation

/// Paths and tools shared by the test targets.
public enum TestPaths {
    /// The package root, found from this file's path, never from the working directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of a test target's references, e.g. `Tests/ImagingTests/References`.
    public static func references(_ target: String) -> URL {
        packageRoot.appendingPathComponent("Tests/\(target)/References")
    }

    /// `../shared/real/sroie-dev`, when present beside the checkout.
    public static var realReceipts: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/real/sroie-dev")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The built `scanlab` executable: it sits beside the test bundle in the build folder.
    public static var scanlab: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("scanlab")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/scanlab")
    }

    /// A fresh temporary folder for one test's outputs.
    public static func temporaryFolder(_ label: String = "test") -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scanlab-\(label)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The result of running a command.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs a program to completion, draining both pipes so a chatty child cannot block.
public func runCommand(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                       currentDirectory: URL? = nil) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["OMP_THREAD_LIMIT"] = "1"
    for (k, v) in environment ?? [:] { env[k] = v }
    process.environment = env
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let outPipe = Pipe(), errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data(), errData = Data()
    group.enter(); DispatchQueue.global().async { outData = outPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter(); DispatchQueue.global().async { errData = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    process.waitUntilExit()
    group.wait()
    return CommandResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}

/// Runs the built `scanlab` with the given arguments.
public func runScanlab(_ arguments: [String], environment: [String: String]? = nil, currentDirectory: URL? = nil) throws -> CommandResult {
    try runCommand(TestPaths.scanlab, arguments, environment: environment, currentDirectory: currentDirectory)
}
