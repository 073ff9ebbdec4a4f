/// The IBAN of an invoice: only candidates in their country's registry format whose check digits and
/// national checks hold are kept. Sure when exactly one distinct valid IBAN is printed.
enum IBANFinder {
    static func find(_ page: Page) -> FieldSuggestion? {
        let candidates = IBANScanner.candidates(in: page.lines.map(\.text))
        let valid = candidates.filter { $0.problem == nil }
        guard let pick = valid.first(where: \.labelled) ?? valid.first else { return nil }
        var reasons: [String] = []
        if Set(valid.map(\.iban)).count > 1 { reasons.append("several valid IBANs are printed") }
        if let low = page.confidenceProblem([pick.lineIndex]) { reasons.append(low) }
        return FieldSuggestion(name: FieldNames.iban, value: pick.iban, source: page.lines[pick.lineIndex].text,
                               sure: reasons.isEmpty, reason: reasons.joined(separator: "; "))
    }
}
