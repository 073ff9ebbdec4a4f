/// Weekday names as receipts print them, folded, numbered 1 (Monday) to 7 (Sunday).
enum WeekdayTable {
    /// Folded words and phrases per weekday. Two-letter German forms (`Mo`, `Di`) are left out: they collide
    /// with other words on receipts (`DI` as a department, `SA` as a branch code).
    static let names: [(phrase: String, day: Int)] = [
        ("mon", 1), ("monday", 1), ("montag", 1), ("thu hai", 1), ("lundi", 1), ("lunes", 1), ("lunedi", 1), ("maandag", 1), ("senin", 1), ("isnin", 1),
        ("tue", 2), ("tues", 2), ("tuesday", 2), ("dienstag", 2), ("thu ba", 2), ("mardi", 2), ("martes", 2), ("martedi", 2), ("dinsdag", 2), ("selasa", 2),
        ("wed", 3), ("wednesday", 3), ("mittwoch", 3), ("thu tu", 3), ("mercredi", 3), ("miercoles", 3), ("mercoledi", 3), ("woensdag", 3), ("rabu", 3),
        ("thu", 4), ("thur", 4), ("thurs", 4), ("thursday", 4), ("donnerstag", 4), ("thu nam", 4), ("jeudi", 4), ("jueves", 4), ("giovedi", 4), ("donderdag", 4), ("kamis", 4), ("khamis", 4),
        ("fri", 5), ("friday", 5), ("freitag", 5), ("thu sau", 5), ("vendredi", 5), ("viernes", 5), ("venerdi", 5), ("vrijdag", 5), ("jumat", 5),
        ("sat", 6), ("saturday", 6), ("samstag", 6), ("thu bay", 6), ("samedi", 6), ("sabado", 6), ("sabato", 6), ("zaterdag", 6), ("sabtu", 6),
        ("sun", 7), ("sunday", 7), ("sonntag", 7), ("chu nhat", 7), ("dimanche", 7), ("domingo", 7), ("domenica", 7), ("zondag", 7), ("minggu", 7), ("ahad", 7),
    ]

    /// The weekday a line's tokens name, when exactly one is named.
    static func weekday(in tokens: [String]) -> Int? {
        let days = Set(names.filter { TextFolding.contains(tokens, phrase: $0.phrase) }.map(\.day))
        return days.count == 1 ? days.first : nil
    }

    /// The weekday of a `yyyy-MM-dd` date (proleptic Gregorian), 1 = Monday.
    static func weekday(ofISO iso: String) -> Int? {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        // Days since 1970-01-01 (a Thursday) by the civil-from-days inverse.
        var y = parts[0]
        let m = parts[1], d = parts[2]
        if m <= 2 { y -= 1 }
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        // 1970-01-01 was a Thursday (4).
        return ((days % 7 + 7) % 7 + 3) % 7 + 1
    }
}
