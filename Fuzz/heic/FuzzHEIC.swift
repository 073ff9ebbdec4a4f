import FuzzSupport

/// libFuzzer entry: any bytes through the HEIC path (the `ftyp` sniffing, libheif's context, primary image, transforms,
/// RGB plane copy). Must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHEIC(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Keep an `ftyp` box with a HEIF brand, so libheif sees every input rather than the sniffing refusing most.
    if bytes.count > 12 {
        bytes.replaceSubrange(4..<12, with: Array("ftypheic".utf8))
    }
    FuzzImage.exercise(bytes, name: "fuzz.heic")
    return 0
}
