/// The IBAN of an invoice: only candidates in their country's registry format whose check digits and
/// national checks hold are kept. Sure when exactly one distinct valid IBAN is printed and at most one
/// letter had to be read as a digit: ISO 7064 MOD 97-10 catches every single substitution, so the
/// reader's confidence is not asked.
enum IBANFinder {
    static func find(_ page: Page) -> FieldSuggestion? {
        let candidates = IBANScanner.candidates(in: page.lines.map(\.text))
        let valid = candidates.filter { $0.problem == nil }
        guard let pick = valid.first(where: \.labelled) ?? valid.first else { return nil }
        var reasons: [String] = []
        if Set(valid.map(\.iban)).count > 1 { reasons.append("several valid IBANs are printed") }
        if pick.repairs > 1 { reasons.append("\(pick.repairs) letters were read as digits to make the check hold") }
        return FieldSuggestion(name: FieldNames.iban, value: pick.iban, source: page.lines[pick.lineIndex].text,
                               sure: reasons.isEmpty, reason: reasons.joined(separator: "; "))
    }
}
