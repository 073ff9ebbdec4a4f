#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic writes, with errors that name the file.
enum FileIO {
    static func readBytes(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw ImageError.missingFile(path) }
            throw ImageError.unreadable(path, reason: describe(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ImageError.unreadable(path, reason: describe(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ImageError.unreadable(path, reason: "not a regular file") }
        let size = Int(info.st_size)
        guard size > 0 else { throw ImageError.emptyFile(path) }
        var failure: Int32 = 0
        var total = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while total < size {
                let n = read(fd, buffer.baseAddress.map { $0 + total }, size - total)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if n == 0 { break }  // the file shrank while we read it
                total += n
            }
            initialized = total
        }
        if failure != 0 { throw ImageError.unreadable(path, reason: describe(failure)) }
        guard !bytes.isEmpty else { throw ImageError.emptyFile(path) }
        return bytes
    }

    /// Writes to a temporary file beside `path`, then renames it over `path`, so readers never see half a file.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(base).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ImageError.writeFailed(path, reason: describe(errno)) }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            while written < buffer.count {
                let n = write(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += n
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw ImageError.writeFailed(path, reason: describe(failure))
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw ImageError.writeFailed(path, reason: describe(code))
        }
    }

    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
