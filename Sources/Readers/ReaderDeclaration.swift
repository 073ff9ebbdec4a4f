/// One reader as declared in `readers.json`. Users add their own engines by adding entries; see the README.
public struct ReaderDeclaration: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// Tesseract in-process through its C API.
        case tesseract
        /// A program run once per page from a command template.
        case command
        /// A program started once that answers one JSON line per request line.
        case worker
        /// zxing-cpp in-process, through ScanLab's C bridge: reads codes.
        case zxing
        /// libzbar in-process through its C API: reads codes.
        case zbar

        /// What readers of this kind read.
        public var reads: ReaderReads {
            switch self {
            case .zxing, .zbar: return .codes
            case .tesseract, .command, .worker: return .text
            }
        }
    }

    /// What a command prints.
    public enum OutputFormat: String, Codable, Sendable {
        /// Plain text in reading order.
        case text
        /// One JSON object per line: `text`, and optionally `box` and `confidence`.
        case jsonl
        /// An hOCR document (as `tesseract IMG stdout hocr` prints).
        case hocr
        /// An ALTO document (as `tesseract IMG stdout alto` prints).
        case alto
        /// A PAGE-XML document.
        case page
    }

    /// What file a command is given.
    public enum InputFormat: String, Codable, Sendable {
        /// The file the style wrote, as it is.
        case file
        /// A PGM/PPM made from it, for engines (ocrad, gocr) that read nothing else.
        case pnm
    }

    public var id: String
    public var kind: Kind
    /// A human name for the engine, such as `GNU Ocrad`.
    public var engine: String
    public var description: String?

    /// Tesseract: `oem`, `psm`, `dpi` and `models` (`system`, `venv` or a folder).
    public var settings: [String: String]?
    /// Tesseract: variables that only act at initialisation.
    public var initVariables: [String: String]?
    /// Tesseract: variables set after initialisation.
    public var variables: [String: String]?

    /// Command or worker: the program and its arguments. Placeholders: `{image}`, `{lang}` (commands),
    /// `{python}` (the readers' venv), `{scripts}` (ScanLab's scripts folder), `{home}` (SCANLAB_HOME).
    public var command: [String]?
    /// Neutral language code → the engine's code. A language not listed is skipped for that reader.
    public var languages: [String: String]?
    public var output: OutputFormat?
    public var input: InputFormat?
    /// Seconds a page may take before the reader is stopped (default 60): an external reader's process group is
    /// killed, in-process Tesseract is stopped by its monitor. Either way the page is recorded as failed.
    public var timeout: Double?
    /// The per-page time limit of a reader that declares none, the same for every kind.
    public static let defaultTimeout: Double = 60
    /// Seconds a worker may take to start and say it is ready (default 120).
    public var startTimeout: Double?
    /// Prints the version: a first line of text, or a JSON object with `version` and `models` (file paths to hash).
    public var versionCommand: [String]?
    /// Must exit 0 for the reader to count as available; its last stderr line is the reason otherwise.
    public var check: [String]?
    /// What to do when the reader is unavailable.
    public var hint: String?
    /// Extra environment for the reader's process.
    public var environment: [String: String]?

    public init(id: String, kind: Kind, engine: String) {
        self.id = id; self.kind = kind; self.engine = engine
    }
}

/// The declarations file: `{"readers": [ ... ]}`.
struct ReaderDeclarationFile: Codable {
    var readers: [ReaderDeclaration]
}
