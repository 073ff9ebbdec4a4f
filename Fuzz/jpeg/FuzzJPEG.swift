import FuzzSupport

/// libFuzzer entry: any bytes through the JPEG path (EXIF orientation, size limits, libjpeg-turbo decode).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.count > 2 { bytes[0] = 0xFF; bytes[1] = 0xD8 }
    FuzzImage.exercise(bytes, name: "fuzz.jpg")
    return 0
}
