import Documents

/// Compares suggestions with the truth, field by field.
public enum FieldScorer {
    /// One result per expected field, plus one per spurious suggestion.
    ///
    /// - Single-valued fields: `correct` when the normalised values are equal, whatever the sure flag;
    ///   otherwise `missed` (no suggestion), `wrong-sure` or `wrong-unsure`.
    /// - Set-valued fields: precision and recall over the normalised members; the outcome is `correct` when
    ///   both are 1 (or the truth's set is empty and nothing was suggested), `missed` when nothing was suggested, and `wrong-unsure` otherwise (sets are never sure).
    /// - Spurious: a suggestion for a field in `annotated` that the truth does not list. Fields outside
    ///   `annotated` are not scored at all, so a truth that records only some fields (SROIE has merchant,
    ///   address, date and total) does not turn correct extra suggestions into errors. When `annotated` is nil,
    ///   the truth is taken as complete: every canonical field it lacks counts.
    /// - Parameters:
    ///   - dateOrder: the order used to normalise truth dates that are not already ISO.
    public static func score(truth: [TruthField], suggestions: [FieldSuggestion], dateOrder: DateOrder?,
                             annotated: Set<String>? = nil) -> [FieldResult] {
        var results: [FieldResult] = []
        var byName: [String: FieldSuggestion] = [:]
        for s in suggestions where byName[s.name] == nil { byName[s.name] = s }
        var truthNames = Set<String>()
        for field in truth {
            truthNames.insert(field.name)
            let suggestion = byName[field.name]
            if let members = field.values {
                results.append(scoreSet(field.name, truth: members, suggestion: suggestion))
                continue
            }
            guard let truthValue = field.value else { continue }
            let t = FieldNormaliser.value(truthValue, field: field.name, dateOrder: dateOrder)
            guard let suggestion, let raw = suggestion.value else {
                results.append(FieldResult(name: field.name, truth: t, value: nil, sure: false, reason: suggestion?.reason, outcome: .missed))
                continue
            }
            let v = FieldNormaliser.value(raw, field: field.name, dateOrder: dateOrder)
            let outcome: FieldOutcomeKind = v == t ? .correct : (suggestion.sure ? .wrongSure : .wrongUnsure)
            results.append(FieldResult(name: field.name, truth: t, value: v, sure: suggestion.sure, reason: suggestion.reason, outcome: outcome,
                                       evidence: suggestion.evidence))
        }
        let scored = annotated ?? FieldNames.all
        for s in suggestions where !truthNames.contains(s.name) && scored.contains(s.name) {
            results.append(FieldResult(name: s.name, truth: nil, value: s.value, sure: s.sure, reason: s.reason, outcome: .spurious,
                                       values: s.values, evidence: s.evidence))
        }
        return results
    }

    private static func scoreSet(_ name: String, truth members: [String], suggestion: FieldSuggestion?) -> FieldResult {
        let t = Set(members.map { FieldNormaliser.text($0) })
        guard let suggestion, let values = suggestion.values else {
            // An empty set with nothing suggested is right.
            return FieldResult(name: name, truth: nil, value: nil, sure: false, reason: suggestion?.reason, outcome: t.isEmpty ? .correct : .missed,
                               truthValues: t.sorted(), values: nil, precision: t.isEmpty ? 1 : 0, recall: t.isEmpty ? 1 : 0)
        }
        let v = Set(values.map { FieldNormaliser.text($0) })
        let hits = t.intersection(v).count
        let precision = v.isEmpty ? 1 : Double(hits) / Double(v.count)
        let recall = t.isEmpty ? 1 : Double(hits) / Double(t.count)
        let outcome: FieldOutcomeKind = precision == 1 && recall == 1 ? .correct : (suggestion.sure ? .wrongSure : .wrongUnsure)
        return FieldResult(name: name, truth: nil, value: nil, sure: suggestion.sure, reason: suggestion.reason, outcome: outcome,
                           truthValues: t.sorted(), values: v.sorted(), precision: precision, recall: recall)
    }
}
