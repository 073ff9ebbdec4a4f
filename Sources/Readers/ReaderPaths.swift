import Foundation

/// Where the readers' installed things live: the venv under SCANLAB_HOME, the shipped declarations and worker scripts.
///
/// An installed `scanlab` finds its resources relative to its executable (`<prefix>/bin/scanlab` →
/// `<prefix>/share/scanlab/`); a build in a clone finds them in the SwiftPM resource bundle beside the
/// executable or in the package's own folders.
public struct ReaderPaths: Sendable, Equatable {
    /// SCANLAB_HOME, default `~/.local/share/scanlab`.
    public var home: String
    /// The readers' Python venv, `<home>/venv-readers`.
    public var venv: String { home + "/venv-readers" }
    /// The venv's Python interpreter.
    public var python: String { venv + "/bin/python" }
    /// The folder that holds `readers/rapidocr_worker.py`, or nil when none is found.
    public var scripts: String?
    /// The shipped `readers.json`, or nil when none is found.
    public var shippedDeclarations: String?

    public init(home: String, scripts: String?, shippedDeclarations: String?) {
        self.home = home; self.scripts = scripts; self.shippedDeclarations = shippedDeclarations
    }

    /// The paths for this process, from the environment and the executable's location.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> ReaderPaths {
        let home = environment["SCANLAB_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.local/share/scanlab")
        let fm = FileManager.default
        let exeDir = executableDirectory()
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path

        var declarationCandidates: [String] = []
        var scriptCandidates: [String] = []
        if let exeDir {
            declarationCandidates.append(exeDir + "/../share/scanlab/readers.json")
            // SwiftPM copies the `Resources` folder into `<Package>_<Target>.resources` beside the executable.
            declarationCandidates.append(exeDir + "/ScanLab_Readers.resources/Resources/readers.json")
            declarationCandidates.append(exeDir + "/ScanLab_Readers.bundle/Resources/readers.json")
            scriptCandidates.append(exeDir + "/../share/scanlab/scripts")
        }
        declarationCandidates.append(packageRoot + "/Sources/Readers/Resources/readers.json")
        scriptCandidates.append(packageRoot + "/Scripts")

        let declarations = declarationCandidates.first { fm.fileExists(atPath: $0) }
            .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let scripts = scriptCandidates.first { fm.fileExists(atPath: $0 + "/readers") }
            .map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        return ReaderPaths(home: home, scripts: scripts, shippedDeclarations: declarations)
    }

    private static func executableDirectory() -> String? {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if exe.path != "/proc/self/exe" { return exe.deletingLastPathComponent().path }
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent().path
    }
}
