import Dispatch

/// Milliseconds per named stage, summed when a stage runs more than once.
final class StageClock {
    private(set) var milliseconds: [String: Double] = [:]

    func time<T>(_ stage: String, _ work: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            milliseconds[stage, default: 0] += ms
        }
        return try work()
    }
}
