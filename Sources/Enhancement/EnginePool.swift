import Foundation

/// Engines that one thread at a time may use (Tesseract handles), made the first time they are needed and kept:
/// a caller takes one, uses it alone and gives it back, so there are never more engines than callers asking at
/// once (one per worker). Shared by the orientation step's reading test and second opinion.
final class EnginePool<Engine>: @unchecked Sendable {
    // Guards `idle`; an engine is only ever used by the thread that took it out of the pool.
    private let lock = NSLock()
    private var idle: [Engine] = []
    private let make: () -> Engine?

    /// `make` builds an engine, or returns nil when none can be had (a model not installed).
    init(make: @escaping () -> Engine?) {
        self.make = make
    }

    /// `body` run with an engine of the pool's own; nil when no engine can be had.
    func use<T>(_ body: (Engine) -> T?) -> T? {
        lock.lock()
        let pooled = idle.popLast()
        lock.unlock()
        guard let engine = pooled ?? make() else { return nil }
        defer {
            lock.lock()
            idle.append(engine)
            lock.unlock()
        }
        return body(engine)
    }
}
