import Foundation
import Processes
#if canImport(Glibc)
import Glibc
/// Glibc imports RLIMIT_AS as an enum case; setrlimit takes its raw value.
private let RLIMIT_AS_RESOURCE = __rlimit_resource_t(RLIMIT_AS.rawValue)
#endif

/// HEIC decoding in a child process under a time limit.
///
/// libheif 1.15 (Debian 12) never returns from `heif_decode_image` on some hostile files: its tile threads are joined
/// for ever (`Fuzz/findings/heic-libheif-1.15-hang.heic`, 899 bytes; with one decoding thread it segfaults instead).
/// No thread stuck inside a C library can be stopped, so every HEIC header and decode runs in `scanlab __decode-heic`,
/// a process of its own that is killed at the time limit: a hang or a crash costs that one file an error, never the run.
enum HEICChild {
    /// The hidden command `scanlab` answers before anything else (main.swift).
    static let command = "__decode-heic"

    /// Why 60 s: HEICs of random pixels (far harder than a photo: 14 MB at 12 MP against a photo's 2–4 MB) decoded in
    /// 2.8 s at 12 MP and 12.9 s at 48 MP (the largest phones write) on this 2-core machine at load 8; 60 s is over 4×
    /// the worst of those, and a hung decode still ends within a minute.
    static let timeLimit: Double = 60

    /// The child's address-space limit. Why 6 GiB: the largest image accepted (`ImageLimits.maxPixels`, 200 MP) needs
    /// about 1.5 GB of planes in libheif and in ScanLab and 0.6 GB more on its way out, and glibc reserves up to 64 MB of
    /// address space per thread's arena; a decode past that is runaway (a fuzz finding grew 18 MB a second while hung).
    static let addressSpaceLimit: UInt64 = 6 << 30

    enum Request: String {
        case header, decode
    }

    /// What the child writes before the pixels: width and height as two little-endian UInt32 values.
    private static let preambleBytes = 8

    /// The executable that answers `command`: this one when it is `scanlab`, else a `scanlab` beside this executable or
    /// up to three folders above it (tests run from a bundle in the build folder; `scanlab-bench` sits beside it).
    static var executable: String? {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if me.lastPathComponent == "scanlab" { return me.path }
        var folder = me.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("scanlab").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func header(_ bytes: [UInt8], name: String, timeLimit: Double = timeLimit) throws -> ImageHeader {
        let (width, height, _) = try run(.header, bytes, name: name, timeLimit: timeLimit)
        return ImageHeader(width: width, height: height, format: .heic, layout: .rgb)
    }

    /// - Parameter child: the child's command line in place of `scanlab __decode-heic decode`: tests stand a process
    ///   that hangs or crashes in for libheif, whose Debian security updates may since have fixed the fuzz findings.
    static func decode(_ bytes: [UInt8], name: String, timeLimit: Double = timeLimit, child: [String]? = nil) throws -> Image {
        let (width, height, pixels) = try run(.decode, bytes, name: name, timeLimit: timeLimit, child: child)
        guard let image = Image(width: width, height: height, layout: .rgb, pixels: pixels) else {
            throw ImageError.corrupt(name, reason: "HEIC: the decoder's child process returned \(pixels.count) bytes for \(width) × \(height)")
        }
        return image
    }

    /// Sends the file's bytes to a child and reads back its size and, for `.decode`, its RGB pixels.
    private static func run(_ request: Request, _ bytes: [UInt8], name: String, timeLimit: Double,
                            child childCommand: [String]? = nil) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        guard bytes.count <= HEICCodec.maxBytes else {
            throw ImageError.unsupported(name, reason: "HEIC of \(bytes.count) bytes, over the \(HEICCodec.maxBytes)-byte limit")
        }
        guard let arguments = childCommand ?? executable.map({ [$0, command, request.rawValue] }) else {
            throw ImageError.unsupported(name, reason: "HEIC is decoded by `scanlab \(command)` in a child process, and no scanlab executable was found beside this program")
        }
        let child: ChildProcess
        do {
            child = try ChildProcess(arguments: arguments, environment: ChildProcess.environment(),
                                     input: .stream, outputCap: preambleBytes + ImageLimits.maxPixels * 3)
        } catch let error as ChildProcess.SpawnError {
            throw ImageError.unsupported(name, reason: "HEIC: could not start the decoder's child process: \(error.reason)")
        }
        let deadline = ChildProcess.deadline(after: timeLimit)
        // The child reads all its input before it writes anything, so writing first cannot block on a full output pipe.
        _ = child.write(bytes)
        child.closeInput()
        guard let termination = child.finish(by: deadline) else {
            throw ImageError.corrupt(name, reason: "HEIC: libheif did not finish in \(Int(timeLimit)) s (the decoder was stopped)")
        }
        switch termination {
        case .exited(0): break
        case .exited:
            throw ChildFailure(line: child.firstErrorLine).error(name: name, otherwise: termination.summary)
        case .signalled(let signal):
            throw ImageError.corrupt(name, reason: "HEIC: libheif crashed on this file (signal \(signal))")
        }
        let output = child.takeOutput()
        guard !child.outputOverflowed, output.count >= preambleBytes else {
            throw ImageError.corrupt(name, reason: "HEIC: the decoder's child process wrote \(output.count) bytes, not a size and pixels")
        }
        func word(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(output[at + $1]) << (8 * $1) } }
        let width = word(0), height = word(4)
        try ImageLimits.check(width: width, height: height, name: name)
        return (width, height, request == .decode ? Array(output[preambleBytes...]) : [])
    }

    /// The child's side: reads a whole HEIC from standard input, writes its size (and pixels) to standard output, or one
    /// line to standard error and exit status 2. Returns the exit status.
    static func childMain(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let request = Request(rawValue: arguments[0]) else {
            FileHandle.standardError.write(Data("usage: scanlab \(command) header|decode < file.heic\n".utf8))
            return 64
        }
        var limit = rlimit(rlim_cur: rlim_t(addressSpaceLimit), rlim_max: rlim_t(addressSpaceLimit))
        _ = setrlimit(RLIMIT_AS_RESOURCE, &limit)
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let name = "HEIC"
        do {
            let bytes = [UInt8](input)
            let width: Int, height: Int
            var pixels: [UInt8] = []
            switch request {
            case .header:
                let header = try HEICCodec.headerInThisProcess(bytes, name: name)
                (width, height) = (header.width, header.height)
            case .decode:
                let image = try HEICCodec.decodeInThisProcess(bytes, name: name)
                (width, height, pixels) = (image.width, image.height, image.pixels)
            }
            var preamble = [UInt8](repeating: 0, count: preambleBytes)
            for i in 0..<4 {
                preamble[i] = UInt8(truncatingIfNeeded: width >> (8 * i))
                preamble[4 + i] = UInt8(truncatingIfNeeded: height >> (8 * i))
            }
            FileHandle.standardOutput.write(Data(preamble))
            FileHandle.standardOutput.write(Data(pixels))
            return 0
        } catch let error as ImageError {
            FileHandle.standardError.write(Data((ChildFailure(error).line + "\n").utf8))
            return 2
        } catch {
            FileHandle.standardError.write(Data("corrupt\t\(error)\n".utf8))
            return 2
        }
    }

    /// An `ImageError` as one line on the child's standard error, so the parent throws the same case under the file's
    /// real name: `KIND<tab>detail`.
    struct ChildFailure {
        var kind: String
        var detail: String

        init(_ error: ImageError) {
            switch error {
            case .unsupported(_, let reason): (kind, detail) = ("unsupported", reason)
            case .tooLarge(_, let width, let height, let limit): (kind, detail) = ("tooLarge", "\(width) \(height) \(limit)")
            case .emptyImage: (kind, detail) = ("emptyImage", "")
            case .corrupt(_, let reason), .unreadable(_, let reason), .writeFailed(_, let reason): (kind, detail) = ("corrupt", reason)
            case .missingFile, .emptyFile, .unknownFormat: (kind, detail) = ("corrupt", error.message)
            }
        }

        init(line: String?) {
            let parts = (line ?? "").split(separator: "\t", maxSplits: 1).map(String.init)
            (kind, detail) = (parts.first ?? "", parts.count > 1 ? parts[1] : "")
        }

        var line: String { kind + "\t" + detail.replacingOccurrences(of: "\n", with: " ") }

        func error(name: String, otherwise summary: String) -> ImageError {
            switch kind {
            case "unsupported": return .unsupported(name, reason: detail)
            case "emptyImage": return .emptyImage(name)
            case "tooLarge":
                let numbers = detail.split(separator: " ").compactMap { Int($0) }
                if numbers.count == 3 { return .tooLarge(name, width: numbers[0], height: numbers[1], limit: numbers[2]) }
            case "corrupt" where !detail.isEmpty: return .corrupt(name, reason: detail)
            default: break
            }
            return .corrupt(name, reason: "HEIC: the decoder's child process ended with \(summary)")
        }
    }
}

/// The hidden command's entry, for `scanlab`'s main.
public enum HEICChildEntry {
    public static let command = HEICChild.command
    public static func main(_ arguments: [String]) -> Int32 { HEICChild.childMain(arguments) }
}
