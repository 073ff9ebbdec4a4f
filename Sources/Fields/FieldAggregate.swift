/// Sums field outcomes over pages.
public enum FieldAggregate {
    /// Rates per field name over all the results given (any number of pages).
    public static func aggregate(_ results: [FieldResult]) -> [String: FieldRates] {
        var grouped: [String: [FieldResult]] = [:]
        for r in results { grouped[r.name, default: []].append(r) }
        var out: [String: FieldRates] = [:]
        for (name, rs) in grouped {
            func count(_ k: FieldOutcomeKind) -> Int { rs.filter { $0.outcome == k }.count }
            let expected = rs.filter { $0.outcome != .spurious }
            let precisions = expected.compactMap(\.precision), recalls = expected.compactMap(\.recall)
            var caught: [String: Int] = [:]
            for r in rs { for check in r.caughtBy { caught[check.rawValue, default: 0] += 1 } }
            out[name] = FieldRates(expected: expected.count, correct: count(.correct),
                                   correctSure: rs.filter { $0.outcome == .correct && $0.sure }.count,
                                   missed: count(.missed), wrongUnsure: count(.wrongUnsure), wrongSure: count(.wrongSure),
                                   spurious: count(.spurious),
                                   meanPrecision: precisions.isEmpty ? nil : precisions.reduce(0, +) / Double(precisions.count),
                                   meanRecall: recalls.isEmpty ? nil : recalls.reduce(0, +) / Double(recalls.count),
                                   caught: caught)
        }
        return out
    }

    /// The share of pages on which every expected field is correct and nothing is spurious; 0 for no pages.
    public static func allCorrectShare(_ pages: [[FieldResult]]) -> Double {
        guard !pages.isEmpty else { return 0 }
        return Double(pages.filter { $0.allSatisfy { $0.outcome == .correct } }.count) / Double(pages.count)
    }
}
