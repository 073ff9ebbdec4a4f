/// A time of day to the minute.
struct ClockTime: Sendable, Equatable {
    var hour: Int
    var minute: Int

    /// `14:05`, the canonical field value.
    var iso: String { "\(Self.two(hour)):\(Self.two(minute))" }
    /// `2:05 PM`
    var twelveHour: String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        return "\(h):\(Self.two(minute)) \(hour < 12 ? "AM" : "PM")"
    }

    static func random(hours: ClosedRange<Int>, using rng: inout SeededGenerator) -> ClockTime {
        ClockTime(hour: rng.int(in: hours), minute: rng.int(in: 0...59))
    }

    private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
