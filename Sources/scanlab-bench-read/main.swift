// scanlab-bench-read: the measurements behind Scripts/bench-read.sh (release build). It only measures;
// the user-facing commands are in `scanlab`. The timing code is `ReaderBenchmark` in the Readers module.
import Foundation
import Documents
import Imaging
import Readers
import Rendering

func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data(("scanlab-bench-read: " + message + "\n").utf8))
    exit(code)
}

let usage = """
usage: scanlab-bench-read [--readers all|ID,ID] [--receipts N] [--a4 N] [--lang en|de] [PAGE...]
  Without pages it synthesises N flat receipts and N A4 invoices (seeds 1...N) into a temporary folder.
  Pages given on the command line are grouped by the name of their folder.
"""

var readers = ["all"], receipts = 6, a4 = 2, language = Language.en
var paths: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { fail("\(flag) needs a value\n\(usage)", code: 64) }
        return arguments.removeFirst()
    }
    switch flag {
    case "--readers": readers = value().split(separator: ",").map(String.init)
    case "--receipts": guard let n = Int(value()), n > 0 else { fail("--receipts needs a positive number", code: 64) }; receipts = n
    case "--a4": guard let n = Int(value()), n >= 0 else { fail("--a4 needs a number", code: 64) }; a4 = n
    case "--lang": guard let l = Language(rawValue: value()) else { fail("--lang is one of \(Language.allCases.map(\.rawValue).joined(separator: ", "))", code: 64) }; language = l
    case "-h", "--help": print(usage); exit(0)
    default:
        if flag.hasPrefix("-") { fail("unknown option \(flag)\n\(usage)", code: 64) }
        paths.append(flag)
    }
}

if ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] == nil {
    fail("set OMP_THREAD_LIMIT=1 before starting (Tesseract's OpenMP reads it at load time); Scripts/bench-read.sh does")
}

do {
    var pages: [ReaderBenchmark.Page]
    var scratch: URL?
    if paths.isEmpty {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanlab-bench-read-\(getpid())")
        scratch = folder
        pages = []
        for (group, kind, count) in [("receipt", DocumentKind.receipt, receipts), ("a4", DocumentKind.invoice, a4)] where count > 0 {
            let dir = folder.appendingPathComponent(group)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for seed in 1...count {
                let document = try DocumentGenerator.make(kind: kind, language: language, seed: UInt64(seed), variant: kind == .receipt ? "plain" : nil)
                let page = try PageRenderer.render(document)
                let path = dir.appendingPathComponent("\(kind.rawValue)-\(seed).png").path
                try ImageFile.write(page.image, to: path)
                pages.append(ReaderBenchmark.Page(path: path, group: group, language: language))
            }
        }
    } else {
        pages = ReaderBenchmark.pages(fromPaths: paths, language: language)
    }
    defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
    let report = try ReaderBenchmark.run(pages: pages, readers: readers, catalog: ReaderCatalog.load()) { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    print(report, terminator: "")
} catch let error as ScanLabError {
    fail(error.message)
} catch {
    fail("\(error)")
}
