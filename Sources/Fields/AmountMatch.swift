import Foundation

/// One number found in a line, read as an amount.
struct AmountMatch: Sendable, Equatable {
    /// The digits before and after the decimal separator, without grouping.
    var integerDigits: String
    var fractionDigits: String
    /// Character offsets of the number in its line (currency excluded).
    var start: Int
    var end: Int
    /// The number as printed, with its currency if one is attached.
    var printed: String
    /// ISO 4217 code of an attached currency symbol or code.
    var currency: String?
    var isPercent = false
    var negative = false
    /// True when the role of a separator was guessed (e.g. `1.234` on an English page).
    var ambiguous = false
    /// True when spaces were read as thousands separators (`4 340,00`).
    var spaceGrouped = false
    /// True when `.`, `,`, `'` or spaces grouped thousands.
    var grouped = false

    var hasDecimals: Bool { !fractionDigits.isEmpty }

    /// Money rather than a count: decimals, a currency, or thousands grouping.
    var isMoney: Bool { !isPercent && (hasDecimals || currency != nil || grouped) }

    /// The canonical decimal string: no grouping, `.` as separator, at least two decimals.
    var canonical: String {
        var intPart = String(integerDigits.drop(while: { $0 == "0" }))
        if intPart.isEmpty { intPart = "0" }
        var frac = fractionDigits
        while frac.count < 2 { frac += "0" }
        return intPart + "." + frac
    }

    var decimal: Decimal { Decimal(string: canonical, locale: Locale(identifier: "en_US_POSIX")) ?? 0 }

    /// The value in hundredths, for exact comparisons of money.
    var cents: Int? {
        guard fractionDigits.count <= 2, integerDigits.count <= 15 else { return nil }
        let frac = fractionDigits.padding(toLength: 2, withPad: "0", startingAt: 0)
        return Int(integerDigits + frac)
    }
}
