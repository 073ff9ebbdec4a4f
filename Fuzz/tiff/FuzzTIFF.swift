import FuzzSupport

/// libFuzzer entry: any bytes through the TIFF path (libtiff reading memory through CSupport's callbacks, the tag checks,
/// page selection, the RGBA decode). Must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Inputs starting with an even byte get a little-endian TIFF signature ('I' and 'M' are odd, so seeds keep theirs),
    // so most of the time goes past the sniffing.
    if bytes.first.map({ $0 & 1 == 0 }) ?? false, bytes.count > 4 {
        bytes.replaceSubrange(0..<4, with: [0x49, 0x49, 0x2A, 0x00])
    }
    // Page 2 exercises the directory walk of multi-page files.
    FuzzImage.exercise(bytes, name: "fuzz.tif", alsoPage: 2)
    return 0
}
