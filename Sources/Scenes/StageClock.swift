import Foundation

/// Times the stages of one synthesis, for `SynthesizedPage.stageMilliseconds`.
struct StageClock {
    private(set) var milliseconds: [String: Double] = [:]

    /// Runs `body` and adds its wall time to `stage`.
    mutating func time<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let end = DispatchTime.now().uptimeNanoseconds
            milliseconds[stage, default: 0] += Double(end &- start) / 1_000_000
        }
        return try body()
    }
}
