import Documents

/// A value for a field from a source other than the page's text: a QR code's payload (an EPC transfer, a
/// receipt code), an e-invoice attachment. This is the entry point for such sources: pass them to
/// `FieldExtractor.extract(from:kind:language:dateOrder:external:)`.
///
/// An agreeing source adds a passed `otherSource` check to the text's suggestion (a path, so it can make a
/// value sure); a disagreeing one adds a failed check (a contradiction). A field the text did not yield is
/// suggested from the source alone, with the source's check as its evidence.
public struct ExternalEvidence: Sendable, Equatable {
    /// The canonical field name (see `FieldNames`).
    public var field: String
    /// The value as the source gives it; it is normalised like a truth value.
    public var value: String
    /// Where it came from, for the evidence and the suggestion's `source` (`qr:epc`, `code128`).
    public var source: String

    public init(field: String, value: String, source: String) {
        self.field = field; self.value = value; self.source = source
    }

    /// The suggestions with each piece of evidence applied.
    static func apply(_ evidence: [ExternalEvidence], to suggestions: [FieldSuggestion], dateOrder: DateOrder?) -> [FieldSuggestion] {
        var out = suggestions
        for item in evidence {
            let value = FieldNormaliser.value(item.value, field: item.field, dateOrder: dateOrder)
            if let k = out.firstIndex(where: { $0.name == item.field }), let existing = out[k].value {
                let agrees = FieldNormaliser.value(existing, field: item.field, dateOrder: dateOrder) == value
                out[k].add([FieldCheck(.otherSource, agrees ? .passed : .failed,
                                       agrees ? "\(item.source) gives the same value" : "\(item.source) gives \(value)")])
            } else if !out.contains(where: { $0.name == item.field }) {
                out.append(FieldSuggestion(name: item.field, value: value, source: item.source,
                                           evidence: [FieldCheck(.otherSource, .passed, "from \(item.source)")]))
            }
        }
        return out
    }
}
