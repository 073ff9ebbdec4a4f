/// Which timed stages a cache hit stands for, so that a lookup's few milliseconds are never shown as the time a
/// reader or style took.
public enum CachedStages {
    /// The cache entry (`page`, `styled`, `ocr`, as in `PageResult.cached`) that replaces each timed stage's work.
    static func entry(forStage stage: String) -> String? {
        if stage == "read" { return "ocr" }
        if stage == "enhance" || stage.hasPrefix("enhance.") { return "styled" }
        if stage.hasPrefix("synth") { return "page" }
        return nil
    }

    /// True when the stage's result came from the cache.
    public static func wasCached(_ stage: String, _ cached: [String]?) -> Bool {
        guard let cached, let entry = entry(forStage: stage) else { return false }
        return cached.contains(entry)
    }
}
