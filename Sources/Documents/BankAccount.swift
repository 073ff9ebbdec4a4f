/// An invented bank account: an IBAN with valid ISO 13616 check digits in its country's registry format,
/// and a BIC. The digits are random, so they name no real account.
struct BankAccount: Sendable, Equatable {
    /// The countries an account can be invented for.
    enum Country: String, Sendable, CaseIterable {
        case de = "DE", gb = "GB", fr = "FR", at = "AT", nl = "NL"

        /// The IBAN's length in the SWIFT IBAN registry.
        var ibanLength: Int {
            switch self {
            case .de: return 22
            case .gb: return 22
            case .fr: return 27
            case .at: return 20
            case .nl: return 18
            }
        }
    }

    let country: Country
    /// Without spaces, upper case: the canonical field value.
    let iban: String
    let bic: String

    /// The IBAN in groups of four, as printed.
    var printedIBAN: String {
        var groups: [String] = []
        var rest = Substring(iban)
        while !rest.isEmpty { groups.append(String(rest.prefix(4))); rest = rest.dropFirst(4) }
        return groups.joined(separator: " ")
    }

    static func random(in country: Country, using rng: inout SeededGenerator) -> BankAccount {
        func digits(_ n: Int) -> String { String((0..<n).map { _ in Character(String(rng.int(in: 0...9))) }) }
        func letters(_ n: Int) -> String {
            String((0..<n).map { _ in Character(UnicodeScalar(UInt8(65 + rng.int(in: 0...25)))) })
        }
        let bankLetters = letters(4)
        let bban: String
        switch country {
        case .de: bban = digits(8) + digits(10)                  // Bankleitzahl, account number
        case .gb: bban = bankLetters + digits(6) + digits(8)     // bank, sort code, account number
        case .at: bban = digits(5) + digits(11)                  // Bankleitzahl, account number
        case .nl: bban = bankLetters + digits(10)                // bank, account number
        case .fr:
            // Bank, branch, account, then the RIB key that French banks check themselves.
            let bank = digits(5), branch = digits(5), account = digits(11)
            bban = bank + branch + account + ribKey(bank: bank, branch: branch, account: account)
        }
        let iban = country.rawValue + checkDigits(country: country.rawValue, bban: bban) + bban
        let location = letters(1) + String(rng.int(in: 2...9))   // '0' and '1' in place 8 mean test and passive BICs
        let branch = rng.chance(0.5) ? "XXX" : ""
        return BankAccount(country: country, iban: iban, bic: bankLetters + country.rawValue + location + branch)
    }

    /// ISO 7064 MOD 97-10 check digits: 98 minus the remainder of BBAN + country + "00" read as a number.
    static func checkDigits(country: String, bban: String) -> String {
        let remainder = mod97(bban + country + "00")
        let check = 98 - remainder
        return check < 10 ? "0\(check)" : "\(check)"
    }

    /// The remainder of an alphanumeric string read as a number, letters counting A = 10 … Z = 35.
    static func mod97(_ text: String) -> Int {
        var remainder = 0
        for scalar in text.unicodeScalars {
            let value: Int
            switch scalar.value {
            case 48...57: value = Int(scalar.value) - 48
            case 65...90: value = Int(scalar.value) - 55
            default: continue
            }
            remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97
        }
        return remainder
    }

    private static func ribKey(bank: String, branch: String, account: String) -> String {
        let b = mod97(bank), g = mod97(branch), c = mod97(account)
        let key = 97 - ((89 * b + 15 * g + 3 * c) % 97)
        return key < 10 ? "0\(key)" : "\(key)"
    }
}
