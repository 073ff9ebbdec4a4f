import Foundation

/// One external style as `styles.json` declares it (shared/CLI.md, "External styles").
///
/// A `command` style runs once per page with `{input}` and `{output}` filled in and must write an image to
/// `{output}`; a `worker` style starts once and answers `{"id", "input", "output", "lang"}` request lines.
public struct StyleDeclaration: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case command
        case worker
    }

    /// The image format a style writes, which picks `{output}`'s extension.
    public enum OutputFormat: String, Codable, Sendable, CaseIterable {
        case png, jpg, tif

        /// Whether bytes are an image of a format readers can take (PNG, JPEG or TIFF).
        static func recognises(_ bytes: [UInt8]) -> Bool {
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
            let tiffLittle: [UInt8] = [0x49, 0x49, 0x2A, 0x00], tiffBig: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A]
            return bytes.starts(with: png) || bytes.starts(with: [0xFF, 0xD8, 0xFF]) || bytes.starts(with: tiffLittle) || bytes.starts(with: tiffBig)
        }
    }

    public var id: String
    public var kind: Kind
    public var description: String?
    /// With placeholders `{input}`, `{output}`, `{lang}`, `{python}`, `{scripts}`, `{home}`.
    public var command: [String]
    public var output: OutputFormat?
    /// Prints the style's version; its output is part of the style's identity.
    public var versionCommand: [String]?
    /// Files whose SHA-256 is part of the identity (a script, a model), with the same placeholders.
    public var files: [String]?
    /// Seconds per page before the process is killed and the cell fails.
    public var timeout: Double?
    /// Seconds a worker may take to print `{"ready": true}`.
    public var startTimeout: Double?
    /// Whether `--styles all` and runs without `--styles` include it; a style that is off is still run when named.
    public var enabled: Bool?
    public var hint: String?
    public var environment: [String: String]?

    /// A page's time limit when the declaration sets none.
    public static let defaultTimeout = 60.0

    public init(id: String, kind: Kind, command: [String]) {
        self.id = id; self.kind = kind; self.command = command
    }
}
