/// One named check on a suggested value, with how it came out and, where it helps, what it saw.
public struct FieldCheck: Sendable, Codable, Equatable {
    public var name: FieldCheckName
    public var outcome: FieldCheckOutcome
    /// What the check saw, in words (`card charge 12.34`, `cash 20.00 − change 7.66 = 12.34`).
    public var detail: String?

    public init(_ name: FieldCheckName, _ outcome: FieldCheckOutcome, _ detail: String? = nil) {
        self.name = name; self.outcome = outcome; self.detail = detail
    }

    public var passed: Bool { outcome == .passed }
    public var failed: Bool { outcome == .failed }
}
