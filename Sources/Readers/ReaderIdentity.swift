/// Everything that decides what a reader outputs: results are recorded and cached under it.
public struct ReaderIdentity: Codable, Sendable, Hashable {
    /// The declared id, such as `tesseract` or `rapidocr`.
    public var id: String
    /// The engine's name, such as `Tesseract 5 LSTM`.
    public var engine: String
    /// The engine's version as it reports it, or `unknown`.
    public var version: String
    /// The model file or files, joined by `;` when there are several.
    public var model: String?
    /// The SHA-256 of the model file(s), hex, so a changed model changes the identity.
    public var modelHash: String?
    /// The settings that change the output, such as the PSM or engine mode.
    public var settings: [String: String]

    public init(id: String, engine: String, version: String, model: String? = nil, modelHash: String? = nil,
                settings: [String: String] = [:]) {
        self.id = id; self.engine = engine; self.version = version
        self.model = model; self.modelHash = modelHash; self.settings = settings
    }
}
