import Imaging

/// libFuzzer entry: any bytes through the JPEG path (EXIF orientation, size limits, libjpeg-turbo decode).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.count > 2 { bytes[0] = 0xFF; bytes[1] = 0xD8 }
    _ = try? ImageFile.header(of: bytes, name: "fuzz.jpg")
    _ = try? ImageFile.decode(bytes, name: "fuzz.jpg")
    return 0
}
