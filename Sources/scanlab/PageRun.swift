import Evaluation
import Scoring

/// Runs `compare` and `fields`: the page's options into one evaluation through the shared path.
enum PageRun {
    static func evaluate(_ options: PageOptions, command: String) throws -> PageOutcome {
        let provider = try ReaderProvider.catalog()
        let readers = try CommonOptions.resolveReaders(options.readers, provider: provider, command: command)
        let styleCatalog = try CommonOptions.declaredStyleCatalog()
        let styles = try CommonOptions.styles(options.styles, command: command, catalog: styleCatalog)
        let layout = options.truthLayout ?? .scanlab
        let file = PageSource.FilePage(path: options.image, truth: options.truth, layout: layout, language: options.language,
                                       pageTextLevel: options.pageTextLevel)
        var settings = EvaluationSettings(styles: styles, readers: readers, jobs: 1,
                                          cache: ResultCache(root: ResultCache.defaultRoot()), styleCatalog: styleCatalog)
        settings.excludeOccluded = options.excludeOccluded
        let profile = options.profile ?? (layout == .sroie ? .caseless : .standard)
        return try SinglePage.evaluate(file, profile: profile, settings: settings, provider: provider)
    }
}
