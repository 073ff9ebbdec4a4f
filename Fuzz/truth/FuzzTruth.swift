import Foundation
import Documents

/// libFuzzer entry: any bytes as a truth file, through the strict parser, the validator and the decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTruth(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    if let truth = try? GroundTruth.decode(from: bytes, name: "fuzz.truth.json") {
        // What decodes must encode again and decode to the same value.
        guard let again = try? GroundTruth.decode(from: truth.encoded(), name: "again") else { fatalError("re-encoded truth does not decode") }
        if again != truth { fatalError("truth changed on a round trip") }
    }
    return 0
}
