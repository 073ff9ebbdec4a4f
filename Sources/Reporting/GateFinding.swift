import Evaluation

/// One change the gate found in one cell.
public struct GateFinding: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable { case regression, improvement }

    public var kind: Kind
    public var page: String
    public var style: String
    public var reader: String
    /// `cer`, `field`, `missing`, `failed` or `skipped`.
    public var what: String
    /// The field's name, for `field`.
    public var field: String?
    public var old: Double?
    public var new: Double?
    /// One line a person reads.
    public var message: String

    public var key: CellKey { CellKey(page: page, style: style, reader: reader) }
}
