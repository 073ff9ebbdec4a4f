import FuzzSupport
import Imaging

/// libFuzzer entry: any bytes through libheif's context, primary image, transforms and RGB plane copy, in this process
/// (scanlab itself decodes HEIC in a child under a time limit, Imaging/HEICChild.swift; what is fuzzed here is what runs
/// in that child). Must never trap; a hang inside libheif shows as a libFuzzer timeout.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHEIC(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Keep an `ftyp` box with a HEIF brand, so libheif sees every input rather than the sniffing refusing most.
    if bytes.count > 12 {
        bytes.replaceSubrange(4..<12, with: Array("ftypheic".utf8))
    }
    guard let header = try? HEICCodec.headerInThisProcess(bytes, name: "fuzz.heic"),
          case let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height),
          !overflow, pixels <= FuzzImage.pixelLimit else { return 0 }
    _ = try? HEICCodec.decodeInThisProcess(bytes, name: "fuzz.heic")
    return 0
}
