import Foundation
import Imaging

ThreadLimit.ensureOrReexec()
let arguments = Array(CommandLine.arguments.dropFirst())
// HEIC files are decoded in a child `scanlab` (Imaging/HEICChild.swift); it answers before any other command's setup.
if arguments.first == HEICChildEntry.command { exit(HEICChildEntry.main(Array(arguments.dropFirst()))) }
exit(ScanlabTool.main(arguments))
