import Foundation
import Testing
import TestSupport

/// `.github/workflows/accuracy.yml` against GitHub's published workflow schema, through check-jsonschema
/// (PyPI), which `SCANLAB_WITH_WORKFLOW_CHECK=1 Scripts/install-deps.sh` puts into the bench venv.
@Suite("CI workflow")
struct WorkflowTests {
    static let checker: URL = {
        let home = ProcessInfo.processInfo.environment["SCANLAB_HOME"] ?? (NSHomeDirectory() + "/.local/share/scanlab")
        return URL(fileURLWithPath: home + "/venv-bench/bin/check-jsonschema")
    }()
    static var checkerPresent: Bool { FileManager.default.isExecutableFile(atPath: checker.path) }

    static func validate(_ file: URL) throws -> CommandResult {
        try runCommand(checker, ["--builtin-schema", "vendor.github-workflows", file.path])
    }

    @Test("accuracy.yml is a valid GitHub workflow",
          .enabled(if: checkerPresent, "check-jsonschema is not installed: run SCANLAB_WITH_WORKFLOW_CHECK=1 Scripts/install-deps.sh"))
    func valid() throws {
        let workflow = TestPaths.packageRoot.appendingPathComponent(".github/workflows/accuracy.yml")
        let result = try Self.validate(workflow)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let text = try String(contentsOf: workflow, encoding: .utf8)
        for step in ["pull_request", "schedule", "--no-cache", "check ", "--junit", "--summary", "--annotations github",
                     "--shard", "merge", "diff", "swift:6.3-bookworm", "upload-artifact"] {
            #expect(text.contains(step), "the workflow lacks \(step)")
        }
    }

    @Test("the checker does reject a broken workflow",
          .enabled(if: checkerPresent, "check-jsonschema is not installed: run SCANLAB_WITH_WORKFLOW_CHECK=1 Scripts/install-deps.sh"))
    func rejects() throws {
        let folder = TestPaths.temporaryFolder("workflow")
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.yml")
        try "name: broken\non: pull_request\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps: not-a-list\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        #expect(try Self.validate(broken).status != 0)
    }
}
