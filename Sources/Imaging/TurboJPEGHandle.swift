internal import CTurboJPEG

/// One TurboJPEG compressor or decompressor; the only owner of its handle, which `deinit` frees.
struct TurboJPEGHandle: ~Copyable {
    enum Kind { case compressor, decompressor }

    let raw: UnsafeMutableRawPointer

    init(_ kind: Kind, name: String) throws {
        let made = kind == .compressor ? tjInitCompress() : tjInitDecompress()
        guard let made else {
            throw ImageError.unreadable(name, reason: "TurboJPEG: cannot create a \(kind == .compressor ? "compressor" : "decompressor")")
        }
        raw = made
    }

    deinit { tjDestroy(raw) }

    /// The last error of this handle, as TurboJPEG words it.
    var lastError: String {
        guard let text = tjGetErrorStr2(raw) else { return "unknown TurboJPEG error" }
        return String(cString: text)
    }

    /// True when the last failure was only a warning (libjpeg went on, e.g. after a premature end).
    var lastFailureWasWarning: Bool { tjGetErrorCode(raw) == Int32(TJERR_WARNING.rawValue) }
}
