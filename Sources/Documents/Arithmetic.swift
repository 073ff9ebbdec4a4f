/// Integer money arithmetic: every amount is a whole number of minor units, so sums hold to the cent.
enum Arithmetic {
    /// a ÷ b rounded half up, for a ≥ 0 and b > 0.
    static func roundedDivision(_ a: Int, _ b: Int) -> Int { (2 * a + b) / (2 * b) }

    /// The VAT contained in a gross amount at `percent`: gross × rate ÷ (100 + rate), rounded half up.
    static func includedVAT(gross: Int, percent: Int) -> Int { roundedDivision(gross * percent, 100 + percent) }
}
