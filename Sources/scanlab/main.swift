import Foundation

ThreadLimit.ensureOrReexec()
exit(ScanlabTool.main(Array(CommandLine.arguments.dropFirst())))
