import Documents

/// Fields read from decoded codes rather than from text: an EPC payment QR ("GiroCode") names the payee's
/// IBAN and BIC and the amount, which on an invoice is the gross.
///
/// Suggestions carry `source: "code"`. By the fields' evidence rule a decoded payload whose IBAN passes
/// ISO 13616's mod-97 check is strong evidence, so the IBAN and the BIC and amount beside it are sure; a payload
/// whose IBAN fails the check makes all three unsure.
public enum CodeFields {
    /// The field names codes can give.
    public static let fieldNames = ["iban", "bic", "gross"]
    /// The value of `FieldSuggestion.source` for a field read from a code.
    public static let source = "code"

    /// The suggestions from the first EPC QR among the codes; none when there is no such code.
    public static func suggestions(from codes: [ReadCode]) -> [FieldSuggestion] {
        guard let epc = codes.lazy.filter({ $0.symbology == .qr }).compactMap({ EPCPayload(parsing: $0.payload) }).first else {
            return []
        }
        let ibanValid = IBANValidator.isValid(epc.iban)
        let reason = ibanValid ? nil : "the EPC QR's IBAN fails its check digits"
        let cents = epc.amountCents % 100
        let gross = "\(epc.amountCents / 100).\(cents < 10 ? "0" : "")\(cents)"
        var suggestions = [FieldSuggestion(name: "iban", value: epc.iban, source: source, sure: ibanValid, reason: reason)]
        if !epc.bic.isEmpty {
            suggestions.append(FieldSuggestion(name: "bic", value: epc.bic.uppercased(), source: source, sure: ibanValid, reason: reason))
        }
        suggestions.append(FieldSuggestion(name: "gross", value: gross, source: source, sure: ibanValid, reason: reason))
        return suggestions
    }
}
