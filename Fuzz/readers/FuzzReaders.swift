import Foundation
import Processes
import Documents
@testable import Readers

/// libFuzzer entry: the first byte picks a reader-side parser, the rest is its input: a declarations file, or a
/// command reader's JSON lines output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let rest = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if data[0] & 1 == 0 {
        if let file = try? ValidatingDecoder.decode(ReaderDeclarationFile.self, from: rest, schema: ReaderDeclaration.fileSchema,
                                                    file: "fuzz", kind: "reader declarations") {
            _ = try? ReaderCatalog(declarations: file.readers, source: "fuzz")
            for declaration in file.readers { _ = ChildProcess.deadline(after: declaration.timeout ?? 0) }
        }
    } else {
        _ = try? ReaderItems.reading(fromJSONLines: String(decoding: rest, as: UTF8.self))
    }
    return 0
}
