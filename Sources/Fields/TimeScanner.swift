import Foundation

/// One time of day found in a line.
struct TimeMatch: Sendable, Equatable {
    var hour: Int
    var minute: Int
    var text: String
    /// `HH:mm`, 24-hour; seconds are dropped so that printed precision does not decide a match.
    var normalised: String { String(format: "%02d:%02d", hour, minute) }
}

/// Finds times of day: `20:17`, `10:58:51 PM`, `03:26:21PM`, `14.30 Uhr`.
enum TimeScanner {
    static func times(in line: String) -> [TimeMatch] {
        let folded = TextFolding.fold(line)
        guard let regex = pattern else { return [] }
        var out: [TimeMatch] = []
        for result in regex.matches(in: folded, range: NSRange(folded.startIndex..., in: folded)) {
            func group(_ i: Int) -> String? {
                Range(result.range(at: i), in: folded).map { String(folded[$0]) }
            }
            guard var hour = group(1).flatMap({ Int($0) }), let minute = group(3).flatMap({ Int($0) }),
                  let whole = Range(result.range, in: folded) else { continue }
            // A dot separates hours from minutes only before "Uhr"; otherwise 14.30 is an amount.
            if group(2) == ".", group(6) == nil { continue }
            if let meridiem = group(5) {
                guard (1...12).contains(hour) else { continue }
                if meridiem == "p" && hour < 12 { hour += 12 }
                if meridiem == "a" && hour == 12 { hour = 0 }
            }
            guard (0...23).contains(hour), (0...59).contains(minute) else { continue }
            out.append(TimeMatch(hour: hour, minute: minute, text: String(folded[whole]).uppercased()))
        }
        return out
    }

    private static let pattern = try? NSRegularExpression(
        pattern: #"(?<![\d:.,/-])([01]?\d|2[0-3])([:.])([0-5]\d)(?::([0-5]\d))?(?![\d:])(?: *([ap])\.? ?m\b\.?)?( *uhr\b)?"#)
}
