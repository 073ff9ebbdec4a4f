extension GroundTruth {
    /// The transcript without the words something covers in the image (`occluded: true`), for scoring only what
    /// a reader could see; nil when no word is covered, so callers keep `text` itself.
    ///
    /// Built as `text` is: each non-decorative line's words joined by spaces, lines by newlines; a line whose
    /// every word is covered is left out.
    public var visibleText: String? {
        let covered = Set(words.filter { $0.occluded == true }.map(\.id))
        guard !covered.isEmpty else { return nil }
        let byID = Dictionary(words.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        return lines.filter { !$0.decorative }.compactMap { line -> String? in
            guard !line.wordIDs.isEmpty else { return line.text }
            let shown = line.wordIDs.filter { !covered.contains($0) }.compactMap { byID[$0] }
            return shown.isEmpty ? nil : shown.joined(separator: " ")
        }.joined(separator: "\n")
    }
}
