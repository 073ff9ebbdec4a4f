import Enhancement

/// Ways for tests to alter a run on purpose, such as making one style worse to prove the gate catches it.
/// The label enters every result and cache key, so hooked results never mix with real ones.
public struct EvaluationHooks: Sendable {
    public var label: String
    /// Called on each style's output before it is written and read.
    public var afterStyle: (@Sendable (Style, EnhancedImage) throws -> EnhancedImage)?

    public init(label: String, afterStyle: (@Sendable (Style, EnhancedImage) throws -> EnhancedImage)? = nil) {
        self.label = label
        self.afterStyle = afterStyle
    }

    public static let none = EvaluationHooks(label: "")
}
