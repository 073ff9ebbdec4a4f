/// How a locale prints a number of minor units: separators, and where the currency sign goes.
struct AmountStyle: Sendable, Equatable {
    var decimalSeparator: String
    /// nil prints no grouping.
    var groupSeparator: String?

    /// `1,234.56`
    static let english = AmountStyle(decimalSeparator: ".", groupSeparator: ",")
    /// `1.234,56`
    static let german = AmountStyle(decimalSeparator: ",", groupSeparator: ".")
    /// `1 234,56`, as many German invoices print it.
    static let germanSpaced = AmountStyle(decimalSeparator: ",", groupSeparator: " ")
    /// `1234,56`, as receipt printers do.
    static let germanPlain = AmountStyle(decimalSeparator: ",", groupSeparator: nil)
    /// `1.250.000`: the đồng, grouped by dots, no decimals.
    static let vietnamese = AmountStyle(decimalSeparator: ",", groupSeparator: ".")

    /// The number alone, e.g. `4 340,00`, with `digits` places after the separator.
    func format(_ minor: Int, digits: Int) -> String {
        var perUnit = 1
        for _ in 0..<digits { perUnit *= 10 }
        let sign = minor < 0 ? "-" : ""
        let units = abs(minor) / perUnit
        var integer = String(units)
        if let group = groupSeparator {
            var grouped: [String] = []
            var rest = integer
            while rest.count > 3 {
                grouped.insert(String(rest.suffix(3)), at: 0)
                rest = String(rest.dropLast(3))
            }
            grouped.insert(rest, at: 0)
            integer = grouped.joined(separator: group)
        }
        guard digits > 0 else { return sign + integer }
        let fraction = String(abs(minor) % perUnit)
        return sign + integer + decimalSeparator + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    func format(_ minor: Int, in currency: Currency) -> String { format(minor, digits: currency.minorDigits) }
}
