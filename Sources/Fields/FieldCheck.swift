/// One named check on a suggested value, with how it came out and, where it helps, what it saw.
public struct FieldCheck: Sendable, Codable, Equatable {
    public var name: FieldCheckName
    public var outcome: FieldCheckOutcome
    /// What the check saw, in words (`card charge 12.34`, `cash 20.00 − change 7.66 = 12.34`).
    public var detail: String?
    /// True when a passed path only saw the same number printed again (a card charge, a subtotal or cash
    /// equal to the total, a second print) and the reader doubted that print too: the same reader may have
    /// misread both alike. Absent otherwise.
    public var doubtedReprint: Bool?

    public init(_ name: FieldCheckName, _ outcome: FieldCheckOutcome, _ detail: String? = nil, doubtedReprint: Bool = false) {
        self.name = name; self.outcome = outcome; self.detail = detail
        self.doubtedReprint = doubtedReprint ? true : nil
    }

    public var passed: Bool { outcome == .passed }
    public var failed: Bool { outcome == .failed }
}
