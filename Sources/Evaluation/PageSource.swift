import Documents
import OCRFormats
import Scenes

/// Where a page comes from: generated from a spec, or a file with its truth beside it.
public enum PageSource: Sendable, Equatable {
    case generated(PageSpec)
    case file(FilePage)

    /// A real page and how to find its truth.
    public struct FilePage: Sendable, Equatable, Codable {
        public var path: String
        /// `--truth FILE`: overrides the lookup.
        public var truth: String?
        public var layout: TruthLayout
        /// Used when the truth names none.
        public var language: Language?
        public var dateOrder: DateOrder?
        public var kind: DocumentKind?
        /// Which PAGE-XML `TextEquiv` level a PAGE truth is read at; nil means `line`.
        public var pageTextLevel: PageTextLevel?

        public init(path: String, truth: String? = nil, layout: TruthLayout = .scanlab, language: Language? = nil,
                    dateOrder: DateOrder? = nil, kind: DocumentKind? = nil, pageTextLevel: PageTextLevel? = nil) {
            self.path = path; self.truth = truth; self.layout = layout
            self.language = language; self.dateOrder = dateOrder; self.kind = kind; self.pageTextLevel = pageTextLevel
        }
    }
}
