import Documents
import Foundation
import Testing

@Suite("Invoices")
struct InvoiceTests {
    static let seeds: [UInt64] = Array(1...200)
    /// The SWIFT IBAN registry's lengths and BBAN shapes (n = digit, a = upper-case letter).
    static let registry: [String: (length: Int, bban: String)] = [
        "DE": (22, "18n"), "GB": (22, "4a14n"), "FR": (27, "23n"), "AT": (20, "16n"), "NL": (18, "4a10n"),
    ]

    @Test(arguments: [Language.en, .de])
    func everyIBANHasValidCheckDigitsAndItsCountrysLength(language: Language) throws {
        var countries: Set<String> = []
        for seed in Self.seeds {
            let document = try DocumentGenerator.make(kind: .invoice, language: language, seed: seed, variant: nil)
            let iban = try #require(document.fields.first { $0.name == "iban" }?.value)
            let country = String(iban.prefix(2))
            countries.insert(country)
            let entry = try #require(Self.registry[country], "unknown country \(country)")
            #expect(iban.count == entry.length, "\(iban) length")
            #expect(Self.matches(String(iban.dropFirst(4)), shape: entry.bban), "\(iban) BBAN shape")
            #expect(Self.mod97(String(iban.dropFirst(4) + iban.prefix(4))) == 1, "\(iban) check digits")
            // The printed IBAN is the value in groups of four.
            let printed = try #require(document.lines.flatMap(\.spans).first { $0.field == "iban" }?.text)
            #expect(printed.replacingOccurrences(of: " ", with: "") == iban)
            #expect(printed.components(separatedBy: " ").dropLast().allSatisfy { $0.count == 4 })
            let bic = try #require(document.fields.first { $0.name == "bic" }?.value)
            #expect(bic.count == 8 || bic.count == 11)
            #expect(bic.prefix(4).allSatisfy { $0.isUppercase && $0.isASCII } && bic.dropFirst(4).prefix(2) == iban.prefix(2))
        }
        #expect(language == .de ? countries == ["DE"] : countries.count >= 3)
    }

    @Test(arguments: [Language.en, .de])
    func netPlusVATIsGross(language: Language) throws {
        for seed in Self.seeds {
            let document = try DocumentGenerator.make(kind: .invoice, language: language, seed: seed, variant: nil)
            let all = document.lines.flatMap(\.spans)
            func amount(_ role: String) throws -> Int {
                let text = try #require(all.first { $0.role == role }?.text)
                return try #require(PrintedAmount.minor(text, language: language), "\(text)")
            }
            var itemSum = 0
            for line in document.lines {
                guard let amountSpan = line.spans.first(where: { $0.role == "item-amount" }),
                      let quantity = line.spans.first(where: { $0.role == "item-quantity" }),
                      let unit = line.spans.first(where: { $0.role == "unit-price" }) else { continue }
                let a = try #require(PrintedAmount.minor(amountSpan.text, language: language))
                let q = try #require(Int(quantity.text.prefix { $0.isNumber }))
                #expect(q * (try #require(PrintedAmount.minor(unit.text, language: language))) == a)
                itemSum += a
            }
            let net = try amount("net"), vat = try amount("vat"), gross = try amount("gross")
            let rateText = try #require(all.first { $0.role == "vat-rate" }?.text)
            let rate = try #require(PrintedAmount.thousandthsOfPercent(rateText)) / 1000
            #expect(itemSum == net, "seed \(seed)")
            #expect(vat == PrintedAmount.roundedDivision(net * rate, 100), "seed \(seed)")
            #expect(net + vat == gross, "seed \(seed)")
            for (name, value) in [("net", net), ("vat", vat), ("gross", gross)] {
                #expect(document.fields.first { $0.name == name }?.value == "\(value / 100).\(String(format: "%02d", value % 100))")
            }
        }
    }

    @Test func germanAmountsUseTheGermanStyle() throws {
        var styles: Set<String> = []
        for seed in UInt64(1)...30 {
            let document = try DocumentGenerator.make(kind: .invoice, language: .de, seed: seed, variant: nil)
            let gross = try #require(document.lines.flatMap(\.spans).first { $0.role == "gross" }?.text)
            #expect(gross.hasSuffix(" €") && gross.contains(","))
            styles.insert(document.settings["amountStyle"] ?? "")
            #expect(document.lines.flatMap(\.spans).contains { $0.text == "Zahlbar bis:" })
        }
        #expect(styles == ["1 234,56 €", "1.234,56 €"])
    }

    static func mod97(_ text: String) -> Int {
        var remainder = 0
        for character in text {
            let value = character.isNumber ? Int(String(character)) ?? 0 : Int(character.asciiValue ?? 0) - 55
            for digit in String(value) { remainder = (remainder * 10 + Int(String(digit))!) % 97 }
        }
        return remainder
    }

    static func matches(_ text: String, shape: String) -> Bool {
        var expected: [Character] = []
        var count = ""
        for character in shape {
            if character.isNumber { count.append(character) } else {
                expected += Array(repeating: character, count: Int(count) ?? 1); count = ""
            }
        }
        guard expected.count == text.count else { return false }
        return zip(expected, text).allSatisfy { kind, c in kind == "n" ? (c.isNumber && c.isASCII) : (c.isUppercase && c.isASCII) }
    }
}
