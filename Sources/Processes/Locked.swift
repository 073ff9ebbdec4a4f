import Foundation

/// A value shared across threads, reached only through `withLock`: the one home of lock-guarded mutable state,
/// so no other type needs `@unchecked Sendable`. (The standard library's `Mutex` needs macOS 15, above this
/// package's platform floor.)
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value as it is now.
    public var current: Value { withLock { $0 } }
}
