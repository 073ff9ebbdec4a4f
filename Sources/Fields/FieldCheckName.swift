/// The named checks a suggested value is put through. `SureRule` says what each one weighs.
///
/// Raw values are the JSON spelling (camelCase, as every report key).
public enum FieldCheckName: String, Sendable, Codable, CaseIterable, Comparable {
    // MARK: Independent paths to the same amount (arithmetic and second prints)
    /// The item lines (quantity × unit price where printed) sum to the total, directly or through tax.
    case itemsSum
    /// Subtotal + tax (+ tip, − discount, ± rounding) equals the total, or the subtotal equals a tax-inclusive total.
    case subtotalPlusTax
    /// Cash tendered minus change equals the total.
    case tenderMinusChange
    /// The card charge equals the total.
    case cardCharge
    /// A VAT block (rate, net, VAT, gross rows) adds up to the total, each row net + VAT = gross.
    case vatBlock
    /// The VAT printed as included in the total is the total's share at the printed rate.
    case includedVAT
    /// Invoices: net + VAT = gross.
    case netPlusVAT
    /// Another print of the same value on the page agrees (a second date, a weekday, a repeated total).
    case anotherPrint
    /// A source other than the text agrees (a QR payload, an e-invoice); see `ExternalEvidence`.
    case otherSource

    // MARK: Objections: the page argues with the value
    /// A total (or final) label was read, not only a subtotal's.
    case labelRank
    /// No other value of the same kind and rank is printed with another figure.
    case singleValue
    /// The value's reading needed no glyph repair (a `$` read as `5`, a lost decimal point, `O` for `0`).
    case readAsPrinted
    /// A currency symbol the page prints elsewhere is not missing from this amount (it could have been read as a digit).
    case currencyMark
    /// The amount is not far above every other amount on the page, nor zero.
    case plausibleMagnitude
    /// The amount prints decimals when the page's other amounts do.
    case decimals
    /// The total is not below one item's amount (nothing taken off): a reading that moved amounts between lines
    /// can put an item's figure under a total label.
    case aboveItems
    /// Every adjustment printed between the subtotal and the total (rounding, tip, added tax) was read: when one
    /// was not, the arithmetic through them can neither confirm nor contradict, and the total rests on its own reading.
    case adjustmentsRead
    /// The decimal separator's role is settled (not `1.234` on an English page).
    case separator
    /// Dates: the day/month order is settled by the date itself, a declared order, the language or another date.
    case dateOrder
    /// Dates: plausible (a real calendar date, not after the page's other dates, a sensible year).
    case plausibleDate
    /// Dates: a printed weekday agrees with the date.
    case weekday
    /// Dates: the digits hold none of the pairs readers confuse (5/6/8, 1/7, 3/8, 0/8) at low confidence.
    case digitConfusion
    /// Dates: the date is not one printed only inside a card slip (the terminal's lines: card number, AID,
    /// authorisation), where the card's expiry date is printed too and a misread label cannot tell them apart.
    case outsideCardSlip
    /// Names: the line is a firm's name (it carries a legal form, no brand line competes with it, nothing of it is
    /// missing).
    case firmName
    /// Names: the name looks read whole: words of letters rather than a run of short fragments or letters mixed
    /// with digits, and no accent marks (readers confuse `è`, `é` and `ê`, and nothing on the page checks a name).
    case nameShape
    /// A figure trusted only when checked against others (an invoice's net, VAT and gross) could be checked.
    case crossCheck
    /// The reader's own confidence in the value's words.
    case readerConfidence
    /// A field with no check of its own: nothing on the page argues with it (the reason says what did).
    case noObjection

    public static func < (a: FieldCheckName, b: FieldCheckName) -> Bool { a.rawValue < b.rawValue }
}
