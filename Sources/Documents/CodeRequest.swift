/// A code a corpus page asks for: what to encode, in which symbology.
public struct CodeRequest: Sendable, Codable, Equatable {
    public var symbology: Symbology
    public var payload: String
    public init(symbology: Symbology, payload: String) { self.symbology = symbology; self.payload = payload }
}
