import Testing
import TestSupport

/// The built `scanlab`: help goes to stdout with status 0, usage errors are one line on stderr with 64.
@Suite("Help and usage errors")
struct HelpAndUsageTests {
    @Test("scanlab alone lists the commands")
    func overview() throws {
        let result = try runScanlab([])
        #expect(result.status == 0)
        for name in ["synth", "read", "score", "compare", "run", "check", "pin", "table", "cache"] {
            #expect(result.stdout.contains("  \(name) "), "\(name) missing from the list")
        }
        #expect(result.stderr.isEmpty)
    }

    @Test("help CMD and CMD --help print the same usage", arguments: ["synth", "compare", "run", "check", "cache"])
    func help(_ command: String) throws {
        let viaHelp = try runScanlab(["help", command])
        let viaFlag = try runScanlab([command, "--help"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        #expect(viaHelp.stdout.contains("Examples:"))
    }

    @Test("usage errors exit 64 with one line on stderr",
          arguments: [["frobnicate"], ["run"], ["run", "c.json", "--jobs", "zero"], ["score", "only-one.txt"], ["synth", "x.gif"]])
    func usageError(_ arguments: [String]) throws {
        let result = try runScanlab(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("scanlab: "))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test("--version names ScanLab")
    func version() throws {
        let result = try runScanlab(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("scanlab "))
    }
}
