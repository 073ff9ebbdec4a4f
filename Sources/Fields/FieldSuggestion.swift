/// What extraction proposes for one field: the value, where it came from, and whether it is sure.
public struct FieldSuggestion: Sendable, Codable, Equatable {
    /// The canonical name (see `FieldNames`).
    public var name: String
    /// The normalised value of a single-valued field.
    public var value: String?
    /// The normalised members of a set-valued field.
    public var values: [String]?
    /// The excerpt of the reading the value was taken from.
    public var source: String
    /// True only when nothing on the page argues with the value; a wrong sure value is a silent error.
    public var sure: Bool
    /// Why the value is not sure; nil when it is.
    public var reason: String?

    public init(name: String, value: String? = nil, values: [String]? = nil, source: String, sure: Bool, reason: String? = nil) {
        self.name = name; self.value = value; self.values = values; self.source = source
        self.sure = sure; self.reason = sure ? nil : ((reason?.isEmpty == false ? reason : nil) ?? "not confirmed")
    }
}
