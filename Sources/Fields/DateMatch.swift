import Foundation
import Documents

/// One date found in a line, with its components as printed, before the date order is applied.
struct DateMatch: Sendable, Equatable {
    enum Shape: Sendable, Equatable {
        /// `2017-06-14`: the year comes first, the order is plain.
        case yearFirst
        /// `03/04/2026`, `18-10-17`: two small numbers then the year; the order decides.
        case numeric
        /// `20 JUN 2018`, `June 14, 2017`, `14. Juni 2017`, `ngày 14 tháng 6 năm 2017`: the month is plain.
        case named
    }
    var shape: Shape
    /// For `numeric`: the first, second and third numbers as printed. For the others: day, month, year.
    var a: Int, b: Int, c: Int
    /// Digits in the third number (a two-digit year).
    var cDigits: Int
    var text: String
    /// Character offset in the line.
    var start: Int

    /// The order this date's own numbers force (a day above 12 in one place), if any.
    var forcedOrder: DateOrder? {
        guard shape == .numeric else { return nil }
        if a > 12 && b <= 12 { return .dmy }
        if b > 12 && a <= 12 { return .mdy }
        return nil
    }

    /// True when reading it day-first or month-first gives different valid dates.
    var orderMatters: Bool {
        shape == .numeric && a <= 12 && b <= 12 && a != b && a >= 1 && b >= 1
    }

    /// The ISO 8601 date (`yyyy-MM-dd`) under the given order; nil when that reading is not a valid date.
    func iso(order: DateOrder) -> String? {
        var y: Int, m: Int, d: Int
        switch shape {
        case .yearFirst, .named:
            y = c; m = b; d = a
            if shape == .yearFirst { y = a; m = b; d = c }
        case .numeric:
            switch order {
            case .dmy: d = a; m = b; y = c
            case .mdy: m = a; d = b; y = c
            case .ymd:
                // 18-10-17 read year first; a four-digit last number cannot be a day.
                guard cDigits == 2 else { d = a; m = b; y = c; break }
                y = a; m = b; d = c
            }
        }
        if y < 100 { y += y < 70 ? 2000 : 1900 }
        guard (1...12).contains(m), d >= 1, d <= DateMatch.daysIn(month: m, year: y), (1900...2199).contains(y) else { return nil }
        return String(format: "%04d-%02d-%02d", y, m, d)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
