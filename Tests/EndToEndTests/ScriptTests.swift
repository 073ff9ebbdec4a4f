import Foundation
import Testing
import TestSupport

/// The scripts a new user runs first, each slip of issue 18 fixed and kept fixed.
@Suite("Scripts and first impressions")
struct ScriptTests {
    static let root = TestPaths.packageRoot
    static let bash = URL(fileURLWithPath: "/bin/bash")

    @Test("install.sh --help prints its comment block and nothing else")
    func installHelp() throws {
        let result = try runCommand(Self.bash, [Self.root.appendingPathComponent("Scripts/install.sh").path, "--help"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Installs scanlab outside the clone") == true)
        #expect(!result.stdout.contains("set -e") && !result.stdout.contains("#!"), "\(result.stdout)")
        #expect(lines.count == 5)
    }

    @Test("the README opens without a work-in-progress note")
    func readme() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!text.contains("Work in progress"))
    }

    /// Stubs of dpkg-query, apt-cache, apt-get and sudo that log each call, and whose package lists know nothing
    /// until `apt-get update` ran: the state of a new machine with stale lists.
    static func staleAptStubs(_ folder: URL) throws {
        let stubs = [
            "dpkg-query": "exit 1",
            "apt-cache": "[ -f \"$STUB/updated\" ] || { echo \"N: Unable to locate package $2\" >&2; exit 100; }",
            "apt-get": """
                echo "apt-get $*" >> "$STUB/log"
                if [ "$1" = update ]; then touch "$STUB/updated"; exit 0; fi
                [ -f "$STUB/updated" ] || { echo "E: Unable to locate package x" >&2; exit 100; }
                """,
            "sudo": "exec \"$@\"",
        ]
        for (name, body) in stubs {
            let url = folder.appendingPathComponent(name)
            try ("#!/bin/bash\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    @Test("install-deps.sh updates stale package lists before installing, without 'Unable to locate' lines")
    func installDepsUpdatesFirst() throws {
        let stub = TestPaths.temporaryFolder("apt-stub")
        defer { try? FileManager.default.removeItem(at: stub) }
        try Self.staleAptStubs(stub)
        let path = stub.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try runCommand(Self.bash, [Self.root.appendingPathComponent("Scripts/install-deps.sh").path],
                                    environment: ["PATH": path, "STUB": stub.path, "SCANLAB_SKIP_PYTHON": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let log = try String(contentsOf: stub.appendingPathComponent("log"), encoding: .utf8).split(separator: "\n")
        #expect(log.first?.hasPrefix("apt-get update") == true, "\(log)")
        #expect(log.contains { $0.hasPrefix("apt-get install") })
        #expect(!result.stderr.contains("Unable to locate"), "\(result.stderr)")
    }

    @Test("demo.sh leaves the files it says it wrote")
    func demo() throws {
        let folder = TestPaths.temporaryFolder("demo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runCommand(Self.bash, [Self.root.appendingPathComponent("Scripts/demo.sh").path],
                                    environment: ["SCANLAB_BIN": TestPaths.scanlab.path, "DEMO_DIR": folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote \(folder.path)/receipt.png"))
        #expect(result.stdout.contains("the files are in \(folder.path)"))
        for file in ["receipt.png", "receipt.truth.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file) is gone")
        }
    }
}
