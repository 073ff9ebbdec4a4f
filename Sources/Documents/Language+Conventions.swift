/// How receipts in a language print numbers, dates and tax: one table that the generators and the field
/// extractors both read, so what is printed and what is parsed cannot drift apart.
extension Language {
    /// The decimal mark amounts print with: a point in English and Malay (SROIE's `12.50`), a comma in the
    /// euro languages. The đồng and the rupiah print no decimals, so their `.` only groups thousands.
    public var decimalMark: Character {
        switch self {
        case .en, .ms: return "."
        case .de, .fr, .es, .it, .nl, .vi, .id: return ","
        }
    }

    /// True when the currency has no minor unit in use (VND, IDR): every separator in an amount groups.
    public var printsWholeUnits: Bool { self == .vi || self == .id }

    /// The order of day, month and year in the numeric dates receipts print.
    public var numericDateOrder: DateOrder { self == .en ? .mdy : .dmy }

    /// True when tax is added on top of the prices (US sales tax; Malaysian GST as SROIE's receipts print
    /// it), so the total is the subtotal plus tax; elsewhere prices include VAT and the items sum to the total.
    public var addsTaxOnTop: Bool { self == .en || self == .ms }
}
