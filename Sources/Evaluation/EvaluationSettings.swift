import Foundation
import Enhancement
import Readers

/// How a set of pages is evaluated: the matrix, the workers, the cache and where results are kept.
public struct EvaluationSettings: Sendable {
    public var styles: [Style]
    public var readers: [String]
    /// Worker threads, each with its own reader instances.
    public var jobs: Int
    public var styleOptions: StyleOptions
    /// nil: neither read nor write the cache (`--no-cache`).
    public var cache: ResultCache?
    /// Where finished cells are kept (so a rerun resumes) and thumbnails written; nil keeps nothing.
    public var outFolder: String?
    public var thumbnails: Bool
    public var hooks: EvaluationHooks
    /// Progress lines on stderr; the CLI turns this on only when stderr is a terminal.
    public var showProgress: Bool
    /// Score text against the words a reader could see: covered words (`occluded: true`) leave the transcript.
    public var excludeOccluded = false
    /// Where declared (external) styles in `styles` come from; nil when none are used.
    public var styleCatalog: StyleCatalog?

    public init(styles: [Style], readers: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                styleOptions: StyleOptions = StyleOptions(), cache: ResultCache? = nil, outFolder: String? = nil,
                thumbnails: Bool = false, hooks: EvaluationHooks = .none, showProgress: Bool = false, styleCatalog: StyleCatalog? = nil) {
        self.styles = styles; self.readers = readers; self.jobs = max(1, jobs); self.styleOptions = styleOptions
        self.cache = cache; self.outFolder = outFolder; self.thumbnails = thumbnails; self.hooks = hooks
        self.showProgress = showProgress
        self.styleCatalog = styleCatalog
    }
}
