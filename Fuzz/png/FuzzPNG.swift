import FuzzSupport

/// libFuzzer entry: any bytes through the PNG path (header check, size limits, libpng decode). Must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Half the inputs keep the PNG signature, so the fuzzer spends its time past the sniffing.
    if bytes.first.map({ $0 & 1 == 0 }) ?? false, bytes.count > 8 {
        bytes.replaceSubrange(0..<8, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
    FuzzImage.exercise(bytes, name: "fuzz.png")
    return 0
}
