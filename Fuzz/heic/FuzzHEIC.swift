import Imaging

/// Inputs declaring more pixels than this are checked by header only. Why: a decode allocates the declared size before
/// libheif finds the data missing, so a small file declaring 200 MP (the real limit) costs hundreds of megabytes and
/// seconds per execution under ASan; the size limit itself is tested in ImagingTests.
let fuzzPixelLimit = 1 << 20

/// libFuzzer entry: any bytes through the HEIC path (the `ftyp` sniffing, libheif's context, primary image, transforms,
/// RGB plane copy). Must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHEIC(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Keep an `ftyp` box with a HEIF brand, so libheif sees every input rather than the sniffing refusing most.
    if bytes.count > 12 {
        bytes.replaceSubrange(4..<12, with: Array("ftypheic".utf8))
    }
    guard let header = try? ImageFile.header(of: bytes, name: "fuzz.heic"), header.width * header.height <= fuzzPixelLimit else { return 0 }
    _ = try? ImageFile.decode(bytes, name: "fuzz.heic")
    return 0
}
