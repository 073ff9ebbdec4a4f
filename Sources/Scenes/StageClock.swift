import Foundation

/// Times the stages of one synthesis, for `SynthesizedPage.stageMilliseconds`.
///
/// It counts the calling thread's CPU time, not wall time: the synthesis runs on one thread, and CPU
/// time stays meaningful on a machine busy with other work, where wall time does not.
struct StageClock {
    private(set) var milliseconds: [String: Double] = [:]

    /// Runs `body` and adds its CPU time to `stage`.
    mutating func time<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let start = StageClock.threadCPUNanoseconds()
        defer { milliseconds[stage, default: 0] += Double(StageClock.threadCPUNanoseconds() &- start) / 1_000_000 }
        return try body()
    }

    static func threadCPUNanoseconds() -> UInt64 {
        var t = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { return DispatchTime.now().uptimeNanoseconds }
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }
}
