import Documents

/// Reads printed amounts back into minor units, independently of the generators' formatting code.
enum PrintedAmount {
    /// `£1,234.56` → 123456 (en, ms); `4 340,00 €` → 434000 (de, fr, es, it, nl); `1.250.000` → 1250000 (vi, id: no decimals).
    static func minor(_ text: String, language: Language, decimals: Bool = true) -> Int? {
        var digits = ""
        var fraction: String?
        let decimalMark: Character = language == .en || language == .ms ? "." : ","
        for character in text {
            if character.isNumber, character.isASCII {
                if fraction != nil { fraction?.append(character) } else { digits.append(character) }
            } else if character == decimalMark, decimals {
                fraction = ""
            }
        }
        guard !digits.isEmpty, let units = Int(digits) else { return nil }
        guard decimals else { return units }
        guard let fraction, fraction.count == 2, let cents = Int(fraction) else { return nil }
        return units * 100 + cents
    }

    /// `8.875%` → 8875 thousandths of a percent; `19 %` → 19000.
    static func thousandthsOfPercent(_ text: String) -> Int? {
        let number = text.filter { $0.isNumber || $0 == "." || $0 == "," }.replacingOccurrences(of: ",", with: ".")
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = Int(parts[0]) else { return nil }
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        guard fraction.count <= 3 else { return nil }
        fraction += String(repeating: "0", count: 3 - fraction.count)
        return whole * 1000 + (Int(fraction) ?? 0)
    }

    static func roundedDivision(_ a: Int, _ b: Int) -> Int { (2 * a + b) / (2 * b) }
}
