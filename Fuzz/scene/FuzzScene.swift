import Foundation
import Documents
@testable import Scenes

/// libFuzzer entry: any bytes as a page spec (the keys a corpus entry or `synth` gives), validated, then resolved
/// into every scene value the stages read; a valid spec must resolve to values inside their documented ranges.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let spec = try? ValidatingDecoder.decode(PageSpec.self, from: bytes, schema: PageSpec.inputSchema, file: "fuzz", kind: "spec"),
          (try? Synthesizer.validate(spec)) != nil else { return 0 }
    let settings = SceneSettings.resolve(spec, photographed: spec.resolvedScene != .flat, receipt: spec.document == .receipt)
    let problems = SceneParameters.problems(in: settings.values)
    if !problems.isEmpty { fatalError("a valid spec resolved to out-of-range values: \(problems)") }
    _ = settings.deadLineXs
    return 0
}
