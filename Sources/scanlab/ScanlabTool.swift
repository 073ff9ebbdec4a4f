import Foundation
import Imaging
import Evaluation
import OptionParsing

/// The dispatcher: picks the subcommand from the table, and turns every error into one line and an exit code.
enum ScanlabTool {
    /// Every subcommand, in the order `scanlab` lists them.
    static let commands: [any Subcommand.Type] = [
        SynthCommand.self, ProcessCommand.self, ReadCommand.self, ScoreCommand.self,
        CompareCommand.self, FieldsCommand.self, ReadersCommand.self, StylesCommand.self, RunCommand.self,
        MergeCommand.self, CheckCommand.self, PinCommand.self, DiffCommand.self,
        TableCommand.self, CacheCommand.self,
    ]

    static func command(named name: String) -> (any Subcommand.Type)? {
        commands.first { $0.name == name }
    }

    /// Runs the tool on its arguments (without the program name) and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        // SIGINT and SIGTERM stop cleanly: no new cell, readers killed, nothing partial, exit 130 or 143.
        Shutdown.install()
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            Console.error(error.message)
            return ExitStatus.usage
        } catch let error as ScanLabError {
            Console.error(error.message)
            return ExitStatus.harnessError
        } catch {
            Console.error("\(error)")
            return ExitStatus.harnessError
        }
    }

    static func dispatch(_ arguments: [String]) throws -> Int32 {
        guard let first = arguments.first else {
            Console.out(overview)
            return ExitStatus.success
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--version", "version":
            guard rest.isEmpty else { throw UsageError("--version takes no arguments") }
            Console.out(VersionReport.text())
            return ExitStatus.success
        case "help", "--help", "-h":
            guard let name = rest.first else {
                Console.out(overview)
                return ExitStatus.success
            }
            guard rest.count == 1 else { throw UsageError("help takes at most one command name") }
            guard let command = command(named: name) else { throw unknownCommand(name) }
            Console.out(command.usage)
            return ExitStatus.success
        default:
            guard let command = command(named: first) else { throw unknownCommand(first) }
            return try command.execute(rest)
        }
    }

    /// "unknown command 'comapre'; did you mean 'compare'?", pointing at the list of commands.
    static func unknownCommand(_ name: String) -> UsageError {
        let names = commands.map { $0.name } + ["help"]
        if name.hasPrefix("-") {
            return UsageError("unknown option \(name) before a command; give the command first, as in `scanlab COMMAND \(name)`")
        }
        return UsageError("unknown command '\(name)'" + UsageError.suggestion(for: name, among: names))
    }

    static var overview: String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        let rows = commands.map { command in
            "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract
        }
        return """
        scanlab: measures document-scanning pipelines (synthesise, degrade, enhance, read, score, report, gate)

        Usage: scanlab COMMAND [ARGUMENTS] [OPTIONS]

        Commands:
        \(rows.joined(separator: "\n"))

          help [COMMAND]  Show a command's usage and examples
          --version       Show ScanLab's and Tesseract's versions and the language models found

        Exit codes: 0 success, 1 check found a regression, 2 harness error (bad input, missing dependency, I/O), 64 usage error.
        """
    }
}
