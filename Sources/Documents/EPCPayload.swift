import Foundation

/// The European Payments Council's QR payload for a SEPA credit transfer ("GiroCode"), EPC069-12 version 002:
/// one element per line, in a fixed order.
public struct EPCPayload: Sendable, Equatable {
    /// The service tag, version, character set (1: UTF-8) and identification the standard fixes.
    static let header = ["BCD", "002", "1", "SCT"]
    /// The standard's limits: a name of at most 70 characters, remittance text of at most 140.
    static let maximumNameLength = 70
    static let maximumRemittanceLength = 140

    public var bic: String
    public var name: String
    /// Without spaces, upper case.
    public var iban: String
    /// In euro cents.
    public var amountCents: Int
    /// The purpose code (four letters), empty when none.
    public var purpose: String
    /// Unstructured remittance text, such as the invoice number.
    public var remittance: String

    public init(bic: String, name: String, iban: String, amountCents: Int, purpose: String = "", remittance: String) {
        self.bic = bic; self.name = name; self.iban = iban; self.amountCents = amountCents
        self.purpose = purpose; self.remittance = remittance
    }

    /// The amount as the standard writes it: `EUR` then euros with a point and at most two decimals.
    public var amountText: String {
        let cents = amountCents % 100
        return "EUR\(amountCents / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// The payload's lines joined by LF, with the optional trailing elements (beneficiary-to-originator
    /// information) left out, as the standard allows. Text is clipped to the standard's lengths.
    public var text: String {
        (EPCPayload.header + [bic, String(name.prefix(EPCPayload.maximumNameLength)), iban, amountText, purpose,
                              "", String(remittance.prefix(EPCPayload.maximumRemittanceLength))]).joined(separator: "\n")
    }

    /// Parses a decoded payload back; nil unless it is a version-002 SEPA credit transfer with an IBAN and an amount.
    public init?(parsing payload: String) {
        let lines = payload.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        guard lines.count >= 7, Array(lines.prefix(4)) == EPCPayload.header else { return nil }
        let iban = lines[6].replacingOccurrences(of: " ", with: "").uppercased()
        guard !iban.isEmpty, let cents = lines.count > 7 ? EPCPayload.cents(from: lines[7]) : nil else { return nil }
        self.init(bic: lines[4], name: lines[5], iban: iban, amountCents: cents,
                  purpose: lines.count > 8 ? lines[8] : "",
                  remittance: lines.count > 10 ? lines[10] : (lines.count > 9 ? lines[9] : ""))
    }

    /// `EUR12.30` → 1230; nil for anything else.
    private static func cents(from text: String) -> Int? {
        guard text.hasPrefix("EUR") else { return nil }
        let number = text.dropFirst(3)
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int(parts[0]), whole >= 0 else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        let fraction = parts[1]
        guard fraction.count <= 2, let value = Int(fraction) else { return nil }
        return whole * 100 + (fraction.count == 1 ? value * 10 : value)
    }
}
