import Documents

/// Whether a declared reader can run here, and what it is: the `scanlab readers` listing.
public struct ReaderAvailability: Codable, Sendable, Equatable {
    public var id: String
    public var engine: String
    public var kind: String
    /// The engine's version as it reports it, or `unknown`.
    public var version: String
    /// The model files it uses.
    public var models: [String]
    /// The neutral language codes it can read here.
    public var languages: [String]
    public var available: Bool
    /// Whether it reads text or codes.
    public var reads: ReaderReads = .text
    /// Why it is unavailable.
    public var reason: String?
    /// What to do about it.
    public var hint: String?

    /// The languages as values.
    public var readableLanguages: [Language] { languages.compactMap(Language.init(rawValue:)) }
}
