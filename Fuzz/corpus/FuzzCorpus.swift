import Foundation
import Documents
@testable import Evaluation

/// libFuzzer entry: any bytes as a corpus file, through the validating decoder and the expansion of counts and sweeps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCorpus(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let spec = try? ValidatingDecoder.decode(CorpusSpec.self, from: bytes, schema: CorpusSpec.inputSchema, file: "fuzz",
                                                   kind: "corpus", check: CorpusSpec.crossChecks),
          spec.folders.isEmpty else { return 0 }
    _ = try? Corpus.expand(spec, path: "fuzz", relativeTo: URL(fileURLWithPath: "/nonexistent"))
    return 0
}
