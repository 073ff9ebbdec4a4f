/// EAN-13 numbers: twelve digits and a check digit (GS1 mod 10, weights 1 and 3 from the left).
public enum EAN13 {
    /// The check digit for twelve digits, or nil when `digits` is not exactly twelve ASCII digits.
    public static func checkDigit(for digits: String) -> Int? {
        let values = digits.unicodeScalars.compactMap { $0.value >= 48 && $0.value <= 57 ? Int($0.value) - 48 : nil }
        guard values.count == 12, digits.unicodeScalars.count == 12 else { return nil }
        let weighted = values.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
        return (10 - weighted % 10) % 10
    }

    /// Whether thirteen digits end in their own check digit.
    public static func isValid(_ number: String) -> Bool {
        guard number.unicodeScalars.count == 13, let last = number.last?.wholeNumberValue else { return false }
        return checkDigit(for: String(number.prefix(12))) == last
    }

    /// Twelve digits with their check digit appended; nil for anything but twelve digits.
    public static func complete(_ twelve: String) -> String? {
        checkDigit(for: twelve).map { twelve + String($0) }
    }
}
