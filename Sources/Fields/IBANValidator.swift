/// Checks an IBAN: the registry's length and structure, the ISO 13616 mod-97 check digits, and the
/// national checks where a country has one (the RIB key in France and Monaco, the CIN in Italy and San Marino,
/// the account check in Belgium).
public enum IBANValidator {
    /// Why an IBAN was refused, or nil when it holds.
    public static func problem(_ candidate: String) -> String? {
        let iban = Array(FieldNormaliser.iban(candidate))
        guard iban.count >= 5 else { return "too short" }
        let country = String(iban[0..<2])
        guard let length = IBANRegistry.length(country) else { return "country \(country) is not in the registry table" }
        guard iban.count == length else { return "\(country) IBANs have \(length) characters, not \(iban.count)" }
        guard iban[2].isASCII && iban[2].isNumber && iban[3].isASCII && iban[3].isNumber else { return "check digits are not digits" }
        let bban = Array(iban[4...])
        guard IBANRegistry.matchesStructure(country: country, bban: bban) else { return "not in the \(country) registry format" }
        guard mod97(iban) == 1 else { return "ISO 13616 check digits fail" }
        switch country {
        case "FR", "MC": if !ribKeyHolds(bban) { return "French RIB key fails" }
        case "IT", "SM": if !cinHolds(bban) { return "Italian CIN fails" }
        case "BE": if !belgianCheckHolds(bban) { return "Belgian account check fails" }
        default: break
        }
        return nil
    }

    public static func isValid(_ candidate: String) -> Bool { problem(candidate) == nil }

    /// The remainder of the rearranged IBAN (letters as 10…35) modulo 97; 1 for a valid IBAN.
    static func mod97(_ iban: [Character]) -> Int {
        let rearranged = Array(iban[4...]) + Array(iban[0..<4])
        var remainder = 0
        for ch in rearranged {
            guard let v = alphanumericValue(ch) else { return -1 }
            remainder = v < 10 ? (remainder * 10 + v) % 97 : (remainder * 100 + v) % 97
        }
        return remainder
    }

    static func alphanumericValue(_ ch: Character) -> Int? {
        if let d = ch.wholeNumberValue, ch.isASCII { return d }
        guard ch.isASCII, ch.isUppercase, let a = ch.asciiValue else { return nil }
        return Int(a) - 55
    }

    /// RIB: bank (5) + branch (5) + account (11, letters mapped to digits) + key (2);
    /// key = 97 − ((89·bank + 15·branch + 3·account) mod 97).
    static func ribKeyHolds(_ bban: [Character]) -> Bool {
        guard bban.count == 23 else { return false }
        func digits(_ s: ArraySlice<Character>) -> Int? {
            var v = 0
            for ch in s {
                let d: Int
                if let n = ch.wholeNumberValue, ch.isASCII { d = n } else {
                    // A,J→1 B,K,S→2 … I,R→9: the letter's position folded into 1…9, skipping S's gap.
                    guard let a = ch.asciiValue, ch.isUppercase else { return nil }
                    let offset = Int(a) - 65
                    d = offset < 18 ? offset % 9 + 1 : (offset - 17) % 9 + 1
                }
                v = v * 10 + d
            }
            return v
        }
        guard let bank = digits(bban[0..<5]), let branch = digits(bban[5..<10]),
              let accountHigh = digits(bban[10..<16]), let accountLow = digits(bban[16..<21]),
              let key = digits(bban[21..<23]) else { return false }
        // The 11-digit account is split to stay within Int; (h·10^5 + l) mod 97.
        let account = ((accountHigh % 97) * (100_000 % 97) + accountLow) % 97
        let expected = 97 - ((89 * bank + 15 * branch + 3 * account) % 97)
        return key == expected
    }

    /// CIN: a letter computed from ABI (5) + CAB (5) + account (12) with the odd/even position tables.
    static func cinHolds(_ bban: [Character]) -> Bool {
        guard bban.count == 23 else { return false }
        let odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
        var sum = 0
        for (i, ch) in bban[1...].enumerated() {
            let index: Int
            if let d = ch.wholeNumberValue, ch.isASCII { index = d } else if let a = ch.asciiValue, ch.isUppercase { index = Int(a) - 65 } else { return false }
            // Positions count from 1: odd positions use the table, even ones the plain value.
            sum += i % 2 == 0 ? odd[index] : index
        }
        guard let cin = bban[0].asciiValue else { return false }
        return Int(cin) - 65 == sum % 26
    }

    /// Belgium: the last two digits are the first ten modulo 97 (97 when that is 0).
    static func belgianCheckHolds(_ bban: [Character]) -> Bool {
        guard bban.count == 12, let head = Int(String(bban[0..<10])), let check = Int(String(bban[10..<12])) else { return false }
        let r = head % 97
        return check == (r == 0 ? 97 : r)
    }
}
