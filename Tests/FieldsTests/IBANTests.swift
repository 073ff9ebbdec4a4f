import Testing
@testable import Fields

@Suite("IBAN: registry format, ISO 13616 check digits and national checks")
struct IBANTests {
    static let valid = [
        "DE89370400440532013000", "GB82WEST12345698765432", "FR1420041010050500013M02606", "IT60X0542811101000000123456",
        "SM86U0322509800000000270100", "MC5811222000010123456789030", "BE68539007547034", "NL91ABNA0417164300",
        "AT611904300234573201", "CH9300762011623852957", "ES9121000418450200051332", "PL61109010140000071219812874",
        "SE4550000000058398257466", "DK5000400440116243", "FI2112345600000785", "LU280019400644750000",
        "PT50000201231234567890154", "IE29AIBK93115212345678",
    ]

    @Test(arguments: valid)
    func validIBANsHold(_ iban: String) {
        #expect(IBANValidator.problem(iban) == nil)
    }

    @Test func spacesAndCaseAreIgnored() {
        #expect(IBANValidator.isValid("de89 3704 0044 0532 0130 00"))
    }

    @Test func oneMisreadDigitIsRejected() {
        #expect(IBANValidator.problem("DE89370400440532013800") == "ISO 13616 check digits fail")
    }

    @Test func transposedDigitPairIsRejected() {
        #expect(!IBANValidator.isValid("DE89370400440523013000"))
        #expect(!IBANValidator.isValid("DE98370400440532013000"))
    }

    @Test func wrongLengthAndFormatAreRejected() {
        #expect(IBANValidator.problem("DE8937040044053201300") == "DE IBANs have 22 characters, not 21")
        #expect(IBANValidator.problem("XX89370400440532013000") == "country XX is not in the registry table")
        // A letter where the German BBAN has digits.
        #expect(IBANValidator.problem("DE89370400440532013O00") == "not in the DE registry format")
    }

    /// Every single-character substitution (every position, every digit and capital letter) breaks a German IBAN.
    @Test func everySingleSubstitutionInAGermanIBANFails() {
        let iban = Array("DE89370400440532013000")
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var tried = 0
        for position in iban.indices {
            for replacement in alphabet where replacement != iban[position] {
                var copy = iban
                copy[position] = replacement
                #expect(!IBANValidator.isValid(String(copy)), "\(String(copy)) was accepted")
                tried += 1
            }
        }
        #expect(tried == 22 * 35)
    }

    /// Recomputes the ISO check digits around a changed BBAN, so only the national check can refuse it.
    static func withFreshCheckDigits(country: String, bban: String) -> String {
        var iban = Array(country + "00" + bban)
        let r = IBANValidator.mod97(iban)
        let check = 98 - r
        iban[2] = Character(String(check / 10)); iban[3] = Character(String(check % 10))
        return String(iban)
    }

    @Test func frenchRIBKeyIsChecked() {
        let badKey = Self.withFreshCheckDigits(country: "FR", bban: "20041010050500013M02607")
        #expect(IBANValidator.mod97(Array(badKey)) == 1)
        #expect(IBANValidator.problem(badKey) == "French RIB key fails")
        let monaco = Self.withFreshCheckDigits(country: "MC", bban: "11222000010123456789031")
        #expect(IBANValidator.problem(monaco) == "French RIB key fails")
    }

    @Test func italianCINIsChecked() {
        let badCIN = Self.withFreshCheckDigits(country: "IT", bban: "Y0542811101000000123456")
        #expect(IBANValidator.mod97(Array(badCIN)) == 1)
        #expect(IBANValidator.problem(badCIN) == "Italian CIN fails")
        let sanMarino = Self.withFreshCheckDigits(country: "SM", bban: "V0322509800000000270100")
        #expect(IBANValidator.problem(sanMarino) == "Italian CIN fails")
    }

    @Test func scannerReadsSpacedAndUnspacedRuns() {
        let lines = ["Konto DE8937040044 0532013000 BIC COBADEFFXXX", "IBAN: DE89 3704 0044 0532 0130 00",
                     "Bank", "IBAN DE89 3704 0044 0532 0130 000"]
        let found = IBANScanner.candidates(in: lines)
        #expect(found.count == 3)
        #expect(found[0].iban == "DE89370400440532013000" && found[0].problem == nil && !found[0].labelled)
        #expect(found[1].problem == nil && found[1].labelled)
        // One digit too many is not cut down to a valid IBAN.
        #expect(found[2].problem == "longer than the 22 characters of a DE IBAN")
    }
}
