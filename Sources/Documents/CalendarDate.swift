/// A day in the proleptic Gregorian calendar, with the arithmetic and formats the generators need.
/// Plain integers rather than Foundation's Calendar, so every machine prints the same dates.
struct CalendarDate: Sendable, Equatable, Comparable {
    var year: Int
    var month: Int
    var day: Int

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil).
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    init(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }

    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    /// `2026-03-04`, the canonical field value.
    var iso: String { "\(year)-\(Self.two(month))-\(Self.two(day))" }

    /// Numeric, with two-digit day and month: `04.03.2026`, `03/04/2026`.
    func numeric(_ order: DateOrder, separator: String) -> String {
        switch order {
        case .dmy: return [Self.two(day), Self.two(month), String(year)].joined(separator: separator)
        case .mdy: return [Self.two(month), Self.two(day), String(year)].joined(separator: separator)
        case .ymd: return [String(year), Self.two(month), Self.two(day)].joined(separator: separator)
        }
    }

    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December"]
    static let germanMonths = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                               "September", "Oktober", "November", "Dezember"]

    /// `4 March 2026`
    var englishLong: String { "\(day) \(Self.englishMonths[month - 1]) \(year)" }
    /// `4. März 2026`
    var germanLong: String { "\(day). \(Self.germanMonths[month - 1]) \(year)" }

    /// A random day between the two years, inclusive.
    static func random(years: ClosedRange<Int>, using rng: inout SeededGenerator) -> CalendarDate {
        let first = CalendarDate(year: years.lowerBound, month: 1, day: 1).dayNumber
        let last = CalendarDate(year: years.upperBound, month: 12, day: 31).dayNumber
        return CalendarDate(dayNumber: rng.int(in: first...last))
    }

    static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.dayNumber < b.dayNumber }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
