import Evaluation
import Scoring

/// Runs `compare` and `fields`: the page's options into one evaluation through the shared path.
enum PageRun {
    static func evaluate(_ options: PageOptions, command: String) throws -> PageOutcome {
        let provider = try ReaderProvider.catalog()
        let readers = try CommonOptions.resolveReaders(options.readers, provider: provider, command: command)
        let styleCatalog = try CommonOptions.declaredStyleCatalog()
        let styles = try CommonOptions.styles(options.styles, command: command, catalog: styleCatalog)
        let file = PageSource.FilePage(path: options.image, truth: options.truth,
                                       layout: options.truthLayout.flatMap(TruthLayout.init(rawValue:)) ?? .scanlab,
                                       language: options.language, pageTextLevel: options.pageTextLevel)
        let settings = EvaluationSettings(styles: styles, readers: readers, jobs: 1,
                                          cache: ResultCache(root: ResultCache.defaultRoot()), styleCatalog: styleCatalog)
        let profile = options.profile.flatMap(TextProfile.init(rawValue:)) ?? (options.truthLayout == "sroie" ? .caseless : .standard)
        return try SinglePage.evaluate(file, profile: profile, settings: settings, provider: provider)
    }
}
